import { designStyleIds, type DesignStyleId, type ProjectType } from '@genie/contracts';
import { styleCatalog, styleSuits } from '../styles/style-catalog.ts';
import { rawAnswer } from './brief-facts.ts';
import type { SuggestionsInput } from './suggestions-input.ts';

/** Why a style is proposed: the reference picks, the client's words, the brief's ratings, or a default. */
export type StyleBasis =
  | { kind: 'profile'; weight: number }
  | { kind: 'words'; quote: string }
  | { kind: 'rating'; rating: number }
  | { kind: 'default' };

export interface StyleCandidate {
  style: DesignStyleId;
  score: number;
  bases: StyleBasis[];
}

/**
 * Everyday words for styles, in the three languages, with points (a style's own name counts 3).
 * Checked after the names, on what the names did not already claim.
 */
const styleSynonyms: readonly (readonly [RegExp, readonly (readonly [DesignStyleId, number])[]])[] = [
  [/\bminimal\w*|\bsimple\b|\bclean\b|簡約|極簡|簡潔|미니멀|심플|깔끔/i, [['minimalism', 2], ['modern', 1]]],
  [/\bwarm\b|\bnatural\b|\bwood(?:en)?\b|溫暖|自然|木質|原木|木頭|따뜻|내추럴|자연|원목|우드/i, [['japandi', 2], ['scandinavian', 1]]],
  [/\bnordic\b|\bscandi\b|北歐|북유럽/i, [['scandinavian', 2]]],
  [/\bcos[yi]\b|\bhygge\b|溫馨|아늑/i, [['scandinavian', 1], ['cottage_core', 1]]],
  [/\bluxur\w*|\bhigh[- ]end\b|\bpremium\b|奢華|高級|豪華|럭셔리|고급/i, [['luxurious', 2], ['quiet_luxury', 1]]],
  [/\bunderstated\b|\bquiet luxury\b|輕奢|低調奢華|절제된/i, [['quiet_luxury', 2]]],
  [/\bindustrial\b|\bloft\b|\braw\b|工業|loft|인더스트리얼|노출 콘크리트/i, [['industrial', 2]]],
  [/\bvintage\b|\bretro\b|復古|懷舊|빈티지|레트로/i, [['midcentury_modern', 2], ['art_deco', 1]]],
  [/\bclassic\w*|\belegant\b|\btimeless\b|經典|優雅|古典|클래식|우아/i, [['transitional', 2], ['traditional', 1]]],
  [/\bbold\b|\bplayful\b|\bcolou?rful\b|\bvibrant\b|大膽|活潑|繽紛|色彩豐富|대담|유쾌|컬러풀|화사/i, [['eclectic', 2], ['bohemian', 1]]],
  [/\bjapan\w*|\bmuji\b|\bkinfolk\b|無印|和風|일본|무인양품|무지/i, [['japandi', 2], ['japanese_design', 1]]],
  [/\bplants?\b|\bgreenery\b|\bbotanical\b|\bgreen\b|植物|植栽|綠意|綠色|식물|그린|초록/i, [['biophilic', 2]]],
  [/\bbeach\w*|\bcoastal\b|\bocean\b|\bseaside\b|海邊|海洋|바다|해변/i, [['coastal', 2]]],
  [/\bboho\b/i, [['bohemian', 2]]],
  [/\bfarmhouse\b|\bcountry\b|鄉村|田園|시골|컨트리/i, [['modern_farm_house', 2], ['french_country', 1]]],
  [/\bcalm\b|\bserene\b|\bquiet\b|寧靜|平靜|安靜|沉穩|차분|고요|조용/i, [['minimalism', 1], ['japandi', 1]]],
  [/\bzen\b|禪/i, [['zen', 3]]],
  [/\bkorean\b|韓式|韓風|한국|한옥/i, [['korean_modern', 2], ['korean_traditional', 1]]],
  [/\bchinese\b|\boriental\b|中式|東方|中國風|동양|오리엔탈/i, [['modern_chinese', 2], ['traditional_chinese', 1]]],
  [/\btropical\b|\bresort\b|度假|熱帶|휴양|리조트/i, [['tropical', 2], ['bali', 1]]],
  [/\bfutur\w*|\bhigh[- ]tech\b|\btech\w*|科技|未來|미래|테크/i, [['futuristic', 2]]],
  [/\bglam\w*|華麗|金碧|글램|화려/i, [['hollywood_glam', 2], ['art_deco', 1]]],
  [/\bfrench\b|法式|프렌치/i, [['french_country', 2]]],
  [/\bwabi\b|侘寂|와비/i, [['wabisabi', 3]]],
  [/\bmediterranean\b|\bgreek\b|\bsantorini\b|希臘|地中海|그리스|지중해/i, [['mediterranean', 2]]],
  [/\bmorocc\w*|摩洛哥|모로코/i, [['traditional_arabic', 2], ['modern_arabic', 1]]],
  [/\bconcrete\b|清水模|콘크리트/i, [['industrial', 1], ['minimalist', 1]]],
];

/** Names that are everyday words in briefs ("kids", "no style") and so never name a style by themselves. */
const unnamedStyles: ReadonlySet<DesignStyleId> = new Set(['no_style', 'kids_room']);

const isLatin = (s: string) => /^[\x20-\x7e]+$/.test(s);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every way a style's name may be written: its names in the three languages, its id, Chinese names without 風. */
const namePatterns: readonly { pattern: RegExp; style: DesignStyleId; length: number }[] = styleCatalog
  .filter((s) => !unnamedStyles.has(s.id))
  .flatMap((s) => {
    const names = new Set<string>([...Object.values(s.name), s.id.replace(/_/g, ' ')]);
    const zh = s.name['zh-TW'];
    if (zh.endsWith('風') && zh.length >= 3) names.add(zh.slice(0, -1));
    return [...names]
      .filter((n) => (isLatin(n) ? n.length >= 3 : n.length >= 2))
      .map((n) => ({
        // Latin names as whole words (hyphen or space between parts); others as written.
        pattern: isLatin(n) ? new RegExp(`\\b${escape(n.toLowerCase()).replace(/[\s-]+/g, '[\\s-]*')}\\b`, 'gi') : new RegExp(escape(n), 'g'),
        style: s.id,
        length: n.length,
      }));
  })
  .sort((a, b) => b.length - a.length);

export interface StyleMention {
  style: DesignStyleId;
  points: number;
}

/**
 * Styles a client's words name or describe, with points: a style's own name (longest names first, so
 * "Modern Chinese" is not also "Modern") counts 3; everyday words ("warm", "簡約", "미니멀") 1–2.
 */
export function stylesMentionedIn(text: string): StyleMention[] {
  let rest = ` ${text} `;
  const points = new Map<DesignStyleId, number>();
  const add = (style: DesignStyleId, p: number) => points.set(style, (points.get(style) ?? 0) + p);
  for (const { pattern, style } of namePatterns) {
    pattern.lastIndex = 0;
    if (pattern.test(rest)) {
      add(style, 3);
      pattern.lastIndex = 0;
      rest = rest.replace(pattern, (m) => ' '.repeat(m.length));
    }
  }
  for (const [pattern, styles] of styleSynonyms) {
    if (pattern.test(rest)) for (const [style, p] of styles) add(style, p);
  }
  return [...points].map(([style, p]) => ({ style, points: p }));
}

/** Starting points when nothing in the brief points at a style, per project type. */
export const defaultStylesByType: Readonly<Record<ProjectType, readonly DesignStyleId[]>> = {
  residential_space: ['japandi', 'scandinavian', 'contemporary'],
  commercial_space: ['contemporary', 'industrial', 'biophilic'],
  exhibition_space: ['modern', 'minimalist', 'biophilic'],
  brand_design: ['minimalism', 'midcentury_modern', 'eclectic'],
  packaging_design: ['minimalism', 'art_deco', 'biophilic'],
  website: ['minimalist', 'contemporary', 'bauhaus'],
  other: ['modern', 'japandi', 'eclectic'],
};

const MAX_QUOTE = 80;
const shortQuote = (text: string) => {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > MAX_QUOTE ? `${clean.slice(0, MAX_QUOTE - 1).trimEnd()}…` : clean;
};

/**
 * The styles the suggestions build on, best first: the reference rounds' profile (weight × 10), the
 * client's style words (preferred style in full, colours and other preferences at half), and the brief's
 * ratings ((rating − 3) × 1.5, so a 1–2 pushes a style out). Styles that do not suit the project type,
 * and "no specific style", are left out. Topped up with the project type's defaults to at least
 * `minimum` (three defaults when nothing at all points anywhere).
 */
export function rankStyleCandidates(input: SuggestionsInput, options: { limit?: number; minimum?: number } = {}): StyleCandidate[] {
  const limit = options.limit ?? 3;
  const minimum = Math.min(options.minimum ?? 2, limit);
  const byStyle = new Map<DesignStyleId, StyleCandidate>();
  const entry = (style: DesignStyleId) => {
    let c = byStyle.get(style);
    if (!c) byStyle.set(style, (c = { style, score: 0, bases: [] }));
    return c;
  };

  for (const { style, weight } of input.referenceOutcome?.style_profile ?? []) {
    if (weight <= 0) continue;
    const c = entry(style);
    c.score += weight * 10;
    c.bases.push({ kind: 'profile', weight });
  }
  const sources = [
    ['preferred_style', 1],
    ['colors_and_elements', 0.5],
    ['other_preferences', 0.5],
    ['unique_design', 0.5],
  ] as const;
  for (const [fieldId, factor] of sources) {
    const words = rawAnswer(input.answers, fieldId);
    if (!words) continue;
    for (const { style, points } of stylesMentionedIn(words)) {
      const c = entry(style);
      c.score += points * factor;
      if (!c.bases.some((b) => b.kind === 'words')) c.bases.push({ kind: 'words', quote: shortQuote(words) });
    }
  }
  const rejected = new Set<DesignStyleId>();
  for (const [id, rating] of Object.entries(input.ratings)) {
    if (!(designStyleIds as readonly string[]).includes(id) || !Number.isFinite(rating)) continue;
    const style = id as DesignStyleId;
    if (rating <= 2) rejected.add(style);
    const c = entry(style);
    c.score += (rating - 3) * 1.5;
    if (rating >= 4) c.bases.push({ kind: 'rating', rating });
  }

  const order = (id: DesignStyleId) => designStyleIds.indexOf(id);
  const ranked = [...byStyle.values()]
    .filter((c) => c.score > 0 && c.style !== 'no_style' && !rejected.has(c.style) && styleSuits(c.style, input.projectType))
    .sort((a, b) => b.score - a.score || order(a.style) - order(b.style))
    .slice(0, limit);

  const wanted = ranked.length === 0 ? limit : minimum;
  for (const style of defaultStylesByType[input.projectType]) {
    if (ranked.length >= wanted) break;
    if (ranked.some((c) => c.style === style) || rejected.has(style)) continue;
    ranked.push({ style, score: 0, bases: [{ kind: 'default' }] });
  }
  return ranked;
}
