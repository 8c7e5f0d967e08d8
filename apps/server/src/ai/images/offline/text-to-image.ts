import { designStyleIds, spaceNames, type DesignStyleId, type SpaceName } from '@genie/contracts';
import { hexToLab, labToHex, mixSeed, seededRandom, type SeededRandom } from '@genie/core';
import { loadSharp } from '../../../images/sharp.ts';
import { drawRoomLayers, roomKindBySpace, type RoomExtras, type RoomKind } from '../../../images/demo-library/draw-room.ts';
import { materialColours, styleLook, type StyleLook } from '../../../images/demo-library/style-look.ts';
import { mix, shade, tint, type Framing } from '../../../images/demo-library/svg.ts';
import { closestBuiltInStyle, parsePrompt, type PromptIntent } from './prompt-intent.ts';
import { checkpoint } from './pixels.ts';

/**
 * text→image without a model: the demo library's procedural room, drawn for the requested space in the
 * requested style and bent by the prompt (colours and what they colour, floor and furniture materials,
 * plants, warm/cool, bright/dark, how many armchairs, lamps, plants), then given a light finish (soft
 * shadows, light falloff, a little grain) so it reads as a concept sketch rather than a flat diagram.
 * Every seed frames and arranges the room differently.
 */
export interface TextToImageInput {
  prompt: string;
  /** A built-in style id, or a custom theme's id (then the closest built-in style by words is drawn). */
  styleId?: string;
  styleLabel?: string;
  stylePrompt?: string;
  spaceId?: string;
  spaceLabel?: string;
  width: number;
  height: number;
  seed: number;
  signal?: AbortSignal;
}

export interface TextToImagePlan {
  style: DesignStyleId;
  kind: RoomKind;
  look: StyleLook;
  extras: RoomExtras;
  intent: PromptIntent;
}

const isBuiltInStyle = (id: string | undefined): id is DesignStyleId => (designStyleIds as readonly string[]).includes(id ?? '');

/** The built-in style to draw: the requested one, or the nearest to a custom theme's words. */
export function resolveStyle(input: Pick<TextToImageInput, 'styleId' | 'styleLabel' | 'stylePrompt' | 'prompt'>): DesignStyleId {
  if (isBuiltInStyle(input.styleId) && input.styleId !== 'no_style') return input.styleId;
  return closestBuiltInStyle([input.styleLabel, input.stylePrompt, input.prompt].filter(Boolean).join(' '));
}

const kindWords: [RegExp, RoomKind][] = [
  [/bed ?room|guest room|nursery|suite/, 'bedroom'],
  [/kids|child|playroom/, 'kids'],
  [/bath|shower|spa|powder room|onsen/, 'bathroom'],
  [/kitchen|pantry|bar\b/, 'kitchen'],
  [/dining/, 'dining'],
  [/study|office|library|studio|den\b|workspace|working/, 'study'],
  [/cafe|caf\u00e9|coffee/, 'cafe'],
  [/restaurant|bistro/, 'restaurant'],
  [/store|shop|boutique|showroom/, 'store'],
  [/lobby|reception/, 'lobby'],
  [/meeting|conference|cowork/, 'office'],
  [/gallery|exhibition/, 'exhibition'],
  [/living|lounge|family room|sitting room/, 'living'],
];

/** The room layout: the space's own, or one guessed from a custom space's name or the prompt. */
export function resolveRoomKind(spaceId: string | undefined, ...texts: (string | undefined)[]): RoomKind {
  if ((spaceNames as readonly string[]).includes(spaceId ?? '')) {
    const kind = roomKindBySpace[spaceId as SpaceName];
    if (kind) return kind;
  }
  for (const text of texts) {
    const lower = (text ?? '').toLowerCase();
    const hit = kindWords.find(([re]) => re.test(lower));
    if (hit) return hit[1];
  }
  return 'living';
}

/** Shifts a colour's warmth in Lab (positive = warmer). */
function warm(hex: string, amount: number): string {
  const lab = hexToLab(hex);
  return labToHex({ l: lab.l, a: lab.a + amount * 0.25, b: lab.b + amount });
}

function floorLook(floor: NonNullable<PromptIntent['floor']>, look: StyleLook): Pick<StyleLook, 'floor' | 'floorKind'> {
  switch (floor) {
    case 'wood':
      return { floor: materialColours.oak as string, floorKind: 'planks' };
    case 'light_wood':
      return { floor: materialColours.light_oak as string, floorKind: 'planks' };
    case 'dark_wood':
      return { floor: materialColours.walnut as string, floorKind: 'planks' };
    case 'marble':
      return { floor: materialColours.marble as string, floorKind: 'tiles' };
    case 'concrete':
      return { floor: materialColours.concrete as string, floorKind: 'concrete' };
    case 'terracotta':
      return { floor: materialColours.terracotta as string, floorKind: 'tiles' };
    case 'tiles':
      return { floor: look.floorKind === 'tiles' ? look.floor : (look.palette[1] as string), floorKind: 'tiles' };
    case 'carpet':
      return { floor: mix(look.palette[1] as string, look.upholstery, 0.3), floorKind: 'concrete' };
  }
}

/** The style's look, bent by the prompt. */
export function applyIntent(base: StyleLook, intent: PromptIntent): StyleLook {
  const palette = [...base.palette];
  const look: { -readonly [K in keyof StyleLook]: StyleLook[K] } = { ...base, palette, materials: [...base.materials] };
  if (intent.floor) Object.assign(look, floorLook(intent.floor, look));
  if (intent.marbleTops && !look.materials.includes('marble')) look.materials = [...look.materials, 'marble'];
  if (intent.metal === 'brass' && !look.materials.includes('brass')) look.materials = [...look.materials, 'brass'];
  if (intent.metal === 'black' || intent.metal === 'chrome') look.legs = 'metal';
  if (intent.leather) look.upholstery = materialColours.leather as string;
  if (intent.velvet) look.upholstery = mix(look.accent, '#000000', 0.15);
  const free: string[] = [];
  for (const { hex, target } of intent.colours) {
    switch (target) {
      case 'wall':
        look.wall = hex;
        palette[0] = hex;
        break;
      case 'floor':
        look.floor = hex;
        break;
      case 'upholstery':
        look.upholstery = hex;
        break;
      case 'accent':
        look.accent2 = look.accent;
        look.accent = hex;
        break;
      case 'cabinets':
        palette[1] = hex;
        look.accent2 = hex;
        break;
      case 'wood':
        look.wood = hex;
        break;
      case 'rug':
      case null:
        if (target === null) free.push(hex);
        break;
    }
  }
  // Colours named without a noun dress the soft furnishings first, then the accents.
  if (free[0]) look.upholstery = free[0];
  if (free[1]) look.accent = free[1];
  if (free[2]) look.accent2 = free[2];
  if (intent.temperature) {
    const amount = intent.temperature === 'warm' ? 7 : -7;
    for (const key of ['wall', 'floor', 'wood', 'upholstery', 'dark'] as const) look[key] = warm(look[key], amount);
    look.palette = look.palette.map((c) => warm(c, amount));
  }
  if (intent.brightness === 'bright') {
    look.wall = tint(look.wall, 0.35);
    look.floor = tint(look.floor, 0.12);
  } else if (intent.brightness === 'dark') {
    const named = intent.colours.some((c) => c.target === 'wall');
    if (!named) look.wall = shade(mix(look.wall, look.dark, 0.55), 0.25);
    look.floor = shade(look.floor, 0.3);
  }
  if (intent.plants !== null) look.plants = intent.plants;
  return look;
}

/** Everything that decides the picture: resolved style, layout, look and extras. Pure and seeded. */
export function planTextToImage(input: TextToImageInput): TextToImagePlan {
  const style = resolveStyle(input);
  const kind = resolveRoomKind(input.spaceId, input.spaceLabel, input.prompt);
  const intent = parsePrompt(`${input.prompt} ${input.stylePrompt ?? ''}`);
  const look = applyIntent(styleLook(style), intent);
  const random = seededRandom(mixSeed(input.seed, 7));
  const colour = intent.colours.find((c) => c.target === 'rug');
  const extras: RoomExtras = {
    armchairs: intent.armchairs ?? (random.next() < 0.45 ? 1 : 0),
    floorLamps: intent.lamps !== null ? Math.min(2, intent.lamps) : random.next() < 0.4 ? 1 : 0,
    shelves: intent.shelves || random.next() < 0.2,
    plants: intent.plants ?? undefined,
    rug: colour?.hex,
    shift: random.next() * 2 - 1,
  };
  return { style, kind, look, extras, intent };
}

function framingOf(random: SeededRandom): Framing {
  return {
    zoom: 1 + random.next() * 0.18,
    panX: random.next(),
    panY: 0.35 + random.next() * 0.3,
    mirror: random.next() < 0.5,
    lightAngle: random.next() * Math.PI * 2,
    lightStrength: 0.04 + random.next() * 0.06,
  };
}

export async function renderTextToImage(input: TextToImageInput): Promise<Buffer> {
  const sharp = await loadSharp();
  const plan = planTextToImage(input);
  const { width, height } = input;
  const layers = drawRoomLayers(plan.look, plan.kind, seededRandom(input.seed), width, height, framingOf(seededRandom(mixSeed(input.seed, 1))), plan.extras);
  const [shell, standing] = await Promise.all([
    sharp(Buffer.from(layers.shell)).removeAlpha().raw().toBuffer(),
    sharp(Buffer.from(layers.standing)).ensureAlpha().png().toBuffer(),
  ]);
  await checkpoint(input.signal);
  // A soft shadow of everything standing, thrown down and to the side, under the furniture.
  const blur = Math.max(2, Math.round(width / 110));
  const offset = Math.max(1, Math.round(width / 120));
  const blurred = await sharp(standing).extractChannel('alpha').blur(blur).raw().toBuffer();
  const alpha = Buffer.alloc(width * height);
  const dy = Math.round(offset * 1.6);
  for (let y = dy; y < height; y++) {
    const from = (y - dy) * width;
    for (let x = offset; x < width; x++) alpha[y * width + x] = Math.round((blurred[from + x - offset] ?? 0) * 0.42);
  }
  const shadow = await sharp({ create: { width, height, channels: 3, background: '#1e1a16' } })
    .joinChannel(alpha, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  const drawn = await sharp(shell, { raw: { width, height, channels: 3 } })
    .composite([
      { input: shadow, left: 0, top: 0 },
      { input: standing, left: 0, top: 0 },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
  await checkpoint(input.signal);
  return finish(drawn, width, height, plan, input.seed);
}

/**
 * The finish: a light falloff from the top and towards the corners, soft edges and a fine grain, the way
 * a quick rendering differs from a vector diagram; brighter or moodier when the prompt says so.
 */
async function finish(raw: Buffer, width: number, height: number, plan: TextToImagePlan, seed: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const dark = plan.intent.brightness === 'dark';
  const bright = plan.intent.brightness === 'bright';
  const warmLight = plan.intent.temperature === 'cool' ? '#dfe9ff' : '#fff1d6';
  const light =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><radialGradient id="v" cx="50%" cy="42%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="${dark ? 0.55 : bright ? 0.12 : 0.28}"/></radialGradient>` +
    `<linearGradient id="t" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${warmLight}" stop-opacity="${bright ? 0.3 : 0.16}"/>` +
    `<stop offset="0.6" stop-color="${warmLight}" stop-opacity="0"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#t)"/><rect width="100%" height="100%" fill="url(#v)"/></svg>`;
  const random = seededRandom(mixSeed(seed, 3));
  const grain = Buffer.alloc(width * height);
  for (let i = 0; i < grain.length; i++) grain[i] = 128 + Math.round((random.next() + random.next() - 1) * 18);
  const grainPng = await sharp(grain, { raw: { width, height, channels: 1 } }).toColourspace('b-w').png().toBuffer();
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .composite([
      { input: Buffer.from(light), blend: 'over' },
      { input: grainPng, blend: 'soft-light' },
    ])
    .modulate({ brightness: dark ? 0.88 : bright ? 1.05 : 1 })
    .png({ compressionLevel: 4 })
    .toBuffer();
}
