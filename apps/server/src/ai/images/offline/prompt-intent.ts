import { designStyleIds, type DesignStyleId } from '@genie/contracts';
import { designStyle } from '@genie/core';

/**
 * What the built-in renderer understands of a prompt: named colours and what they colour, materials,
 * plants, warm or cool light, bright or dark, and how many of a piece. Plain word matching in English
 * (the studio's prompts are prefilled in English from the brief); anything else is ignored.
 */
export type ColourTarget = 'wall' | 'floor' | 'upholstery' | 'accent' | 'rug' | 'cabinets' | 'wood';

export interface PromptIntent {
  colours: { hex: string; target: ColourTarget | null }[];
  floor: 'wood' | 'light_wood' | 'dark_wood' | 'marble' | 'concrete' | 'tiles' | 'terracotta' | 'carpet' | null;
  /** Materials named for furniture or accents. */
  marbleTops: boolean;
  metal: 'brass' | 'black' | 'chrome' | null;
  velvet: boolean;
  leather: boolean;
  plants: number | null;
  temperature: 'warm' | 'cool' | null;
  brightness: 'bright' | 'dark' | null;
  armchairs: number | null;
  chairs: number | null;
  lamps: number | null;
  shelves: boolean;
}

export const namedColours: Record<string, string> = {
  'sage green': '#9caf88',
  'olive green': '#708238',
  'forest green': '#2f5a3a',
  'emerald green': '#1f7a5a',
  'mint green': '#b7dfc6',
  'navy blue': '#1f2f4f',
  'sky blue': '#a9cbe3',
  'powder blue': '#b9cfe0',
  'dusty pink': '#d8a7a0',
  'blush pink': '#e8c4c0',
  'burnt orange': '#c8622a',
  'mustard yellow': '#d1a32a',
  'off white': '#f3efe6',
  'warm white': '#f5efe3',
  'light grey': '#d4d4d0',
  'dark grey': '#4a4a4a',
  'light gray': '#d4d4d0',
  'dark gray': '#4a4a4a',
  sage: '#9caf88',
  olive: '#708238',
  emerald: '#1f7a5a',
  mint: '#b7dfc6',
  teal: '#2a7f83',
  turquoise: '#3fb8b0',
  navy: '#1f2f4f',
  cobalt: '#2449a8',
  indigo: '#3b3f8f',
  blue: '#3d6fa8',
  green: '#4f8a4f',
  red: '#b23a32',
  burgundy: '#6e1f2f',
  maroon: '#6b2430',
  pink: '#e3a1b0',
  blush: '#e8c4c0',
  coral: '#e27a5f',
  orange: '#e0843a',
  rust: '#a4492b',
  terracotta: '#c0633e',
  mustard: '#d1a32a',
  yellow: '#e8c547',
  ochre: '#c98e2b',
  gold: '#c9a227',
  purple: '#6b4a8a',
  lavender: '#b9a8d6',
  lilac: '#c8a9d0',
  plum: '#5e2f4f',
  brown: '#6b4a32',
  chocolate: '#4a2f22',
  tan: '#c8a27a',
  camel: '#c19a6b',
  beige: '#e0d2b8',
  cream: '#f2ead8',
  ivory: '#f6f1e3',
  taupe: '#9a8a7a',
  greige: '#b8b0a2',
  white: '#f7f6f2',
  black: '#222222',
  charcoal: '#36393b',
  grey: '#9a9a96',
  gray: '#9a9a96',
};

/** Materials whose colour a piece takes when the prompt names them for it. */
const materialWords: Record<string, string> = {
  walnut: '#6b4a32',
  oak: '#c49a6c',
  teak: '#a0683c',
  ash: '#dcc7a6',
  birch: '#e2cfa8',
  mahogany: '#6e2f1f',
  marble: '#ecebe8',
  travertine: '#dccfb8',
  concrete: '#a8a7a3',
  terracotta: '#c0633e',
  brass: '#c5a253',
  rattan: '#c9a36b',
  leather: '#8a5a3b',
  linen: '#e4dccd',
  boucle: '#efe9df',
};

const targetWords: [RegExp, ColourTarget][] = [
  [/^walls?$|^paint$/, 'wall'],
  [/^floors?$|^flooring$/, 'floor'],
  [/^(sofas?|couch(es)?|sectionals?|upholstery|armchairs?|chairs?|seating|bed(ding)?|duvet|linen)$/, 'upholstery'],
  [/^(cushions?|pillows?|accents?|throws?|art|artwork|vases?|decor)$/, 'accent'],
  [/^(rugs?|carpets?)$/, 'rug'],
  [/^(cabinets?|cabinetry|kitchen|island|vanity|joinery)$/, 'cabinets'],
  [/^(wood|woodwork|furniture|tables?|shelves|shelving)$/, 'wood'],
];

const numberWords: Record<string, number> = {
  a: 1, an: 1, one: 1, single: 1, two: 2, pair: 2, couple: 2, three: 3, four: 4, five: 5, six: 6, several: 3, many: 4, lots: 4, plenty: 4, lush: 4,
};

const words = (text: string) => text.toLowerCase().replace(/[^a-z0-9\s-]/g, ' ').split(/[\s-]+/).filter(Boolean);

function countOf(tokens: readonly string[], noun: RegExp): number | null {
  for (let i = 0; i < tokens.length; i++) {
    if (!noun.test(tokens[i] as string)) continue;
    if (tokens[i - 1] === 'no' || tokens[i - 2] === 'no' || tokens[i - 1] === 'without') return 0;
    for (const back of [1, 2, 3]) {
      const w = tokens[i - back];
      if (w === undefined) break;
      const n = /^\d+$/.test(w) ? Number(w) : numberWords[w];
      if (n !== undefined) return Math.min(6, n);
    }
    return /s$/.test(tokens[i] as string) ? 2 : 1;
  }
  return null;
}

export function parsePrompt(prompt: string): PromptIntent {
  const text = prompt.toLowerCase();
  const tokens = words(text);
  const colours: PromptIntent['colours'] = [];
  // Two-word colours first, then single words; each found phrase is blanked so "sage green" is not also "green".
  let rest = ` ${tokens.join(' ')} `;
  const names = Object.keys(namedColours).sort((a, b) => b.length - a.length);
  const found: { index: number; hex: string; after: string[] }[] = [];
  for (const name of names) {
    for (;;) {
      const index = rest.indexOf(` ${name} `);
      if (index < 0) break;
      const after = rest.slice(index + name.length + 2).split(' ').filter(Boolean).slice(0, 3);
      found.push({ index, hex: namedColours[name] as string, after });
      rest = rest.slice(0, index + 1) + '#'.repeat(name.length) + rest.slice(index + 1 + name.length);
    }
  }
  found.sort((a, b) => a.index - b.index);
  for (const f of found) {
    let target: ColourTarget | null = null;
    for (const w of f.after) {
      const hit = targetWords.find(([re]) => re.test(w));
      if (hit) {
        target = hit[1];
        break;
      }
      if (!/^(and|or|velvet|linen|leather|painted|lacquered|tiled|toned|coloured|colored|accent|soft|deep|light|dark|pale|matte|glossy)$/.test(w)) break;
    }
    colours.push({ hex: f.hex, target });
  }

  // A material named for a piece ("walnut cabinets", "marble counters") colours that piece, not the floor.
  let floorText = ` ${tokens.join(' ')} `;
  for (let i = 0; i < tokens.length; i++) {
    const hex = materialWords[tokens[i] as string];
    if (!hex) continue;
    const next = tokens[i + 1] === 'wood' || tokens[i + 1] === 'wooden' ? tokens[i + 2] : tokens[i + 1];
    const hit = next ? targetWords.find(([re]) => re.test(next)) : undefined;
    if (hit && hit[1] !== 'floor') {
      colours.push({ hex, target: hit[1] });
      floorText = floorText.replace(` ${tokens[i] as string} `, ' ');
    }
  }
  const has = (re: RegExp) => re.test(text);
  const hasFloor = (re: RegExp) => re.test(floorText);
  const floor: PromptIntent['floor'] = hasFloor(/marble (floor|tiles?)|marble-floored/)
    ? 'marble'
    : hasFloor(/concrete|cement|microcement|polished screed/)
      ? 'concrete'
      : hasFloor(/terracotta (floor|tiles?)/)
        ? 'terracotta'
        : hasFloor(/tiled? floor|floor tiles/)
          ? 'tiles'
          : hasFloor(/carpet(ed)? floor|wall to wall carpet/)
            ? 'carpet'
            : hasFloor(/\b(walnut|dark wood|dark oak|mahogany|espresso)\b/)
              ? 'dark_wood'
              : hasFloor(/\b(light wood|light oak|birch|ash|pale wood|white oak|maple)\b/)
                ? 'light_wood'
                : hasFloor(/\b(wood|wooden|oak|timber|parquet|hardwood|herringbone)\b/)
                  ? 'wood'
                  : null;
  const plantsCount = countOf(tokens, /^(plants?|greenery|palms?|ferns?|monsteras?|trees?)$/);
  return {
    colours,
    floor,
    marbleTops: has(/\bmarble\b/),
    metal: has(/\b(brass|gold|golden|bronze)\b/) ? 'brass' : has(/\b(black metal|black steel|iron|matte black)\b/) ? 'black' : has(/\b(chrome|steel|stainless|silver)\b/) ? 'chrome' : null,
    velvet: has(/\bvelvet\b/),
    leather: has(/\bleather\b/),
    plants: plantsCount === null && has(/\b(lush|jungle|biophilic|green(ery)?)\b/) ? 4 : plantsCount,
    temperature: has(/\b(warm|cosy|cozy|golden hour|sunset|earthy)\b/) ? 'warm' : has(/\b(cool|cold|icy|nordic light|crisp)\b/) ? 'cool' : null,
    brightness: has(/\b(bright|airy|sunlit|sunny|light-filled|luminous)\b/) ? 'bright' : has(/\b(dark|moody|dim|dramatic|evening|night)\b/) ? 'dark' : null,
    armchairs: countOf(tokens, /^armchairs?$|^lounge chairs?$|^accent chairs?$/),
    chairs: countOf(tokens, /^chairs?$|^stools?$/),
    lamps: countOf(tokens, /^(lamps?|floor lamps?|pendants?|lights?)$/),
    shelves: has(/\b(shel(f|ves)|bookcases?|bookshel(f|ves)|library)\b/),
  };
}

/**
 * The built-in style nearest to a custom theme's words (its name, prompt and the designer's prompt):
 * each built-in style scores the words of its English name (double) and of its materials, forms, key
 * pieces and moods that the text contains. No match falls back to `fallback`.
 */
export function closestBuiltInStyle(text: string, fallback: DesignStyleId = 'modern'): DesignStyleId {
  const tokens = new Set(words(text).filter((w) => w.length > 2));
  let best: DesignStyleId = fallback;
  let bestScore = 0;
  for (const id of designStyleIds) {
    if (id === 'no_style') continue;
    const style = designStyle(id);
    const nameWords = words(`${style.name['en-US']} ${id.replace(/_/g, ' ')}`);
    const traitWords = [...style.materials, ...style.forms, ...style.keyPieces, ...style.mood].flatMap((t) => t.split('_'));
    let score = 0;
    for (const w of new Set(nameWords)) if (w.length > 2 && tokens.has(w)) score += 3;
    for (const w of new Set(traitWords)) if (w.length > 3 && tokens.has(w)) score += 1;
    if (score > bestScore) {
      bestScore = score;
      best = id;
    }
  }
  return best;
}
