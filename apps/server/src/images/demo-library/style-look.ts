import type { DesignStyleId } from '@genie/contracts';
import { designStyle, hexToLab, type FormId, type KeyPieceId, type MaterialId } from '@genie/core';

/** How the demo drawings render a style, derived from its knowledge-base entry. */
export interface StyleLook {
  readonly id: DesignStyleId;
  /** The style's palette, lightest first. */
  readonly palette: readonly string[];
  readonly wall: string;
  readonly floor: string;
  readonly floorKind: 'planks' | 'tiles' | 'tatami' | 'concrete';
  readonly wood: string;
  readonly upholstery: string;
  readonly accent: string;
  readonly accent2: string;
  readonly dark: string;
  readonly curvy: boolean;
  readonly ornate: boolean;
  readonly low: boolean;
  readonly window: 'rect' | 'arch' | 'horseshoe' | 'round' | 'grid' | 'lattice';
  readonly pattern: 'plain' | 'stripes' | 'geometric' | 'dots' | 'leaves' | 'plaid' | 'chevron' | 'lattice';
  readonly legs: 'tapered' | 'turned' | 'metal' | 'block';
  readonly lamp: 'globe' | 'linear' | 'chandelier' | 'lantern' | 'cone' | 'sputnik' | 'woven';
  /** 0 spare … 2 layered. */
  readonly clutter: 0 | 1 | 2;
  readonly plants: number;
  readonly beams: boolean;
  readonly ducts: boolean;
  readonly materials: readonly MaterialId[];
  readonly pieces: ReadonlySet<KeyPieceId>;
}

/** Typical colours of materials, for floors, furniture and swatches. */
export const materialColours: Partial<Record<MaterialId, string>> = {
  oak: '#c49a6c',
  light_oak: '#d8bc94',
  walnut: '#6b4a32',
  teak: '#a0683c',
  mahogany: '#6e2f1f',
  rosewood: '#5a2a1e',
  pine: '#d4a86a',
  cedar: '#b9855a',
  ash_wood: '#dcc7a6',
  reclaimed_wood: '#8a6a4e',
  bamboo: '#c9b06b',
  birch_plywood: '#e2cfa8',
  olive_wood: '#b49a6a',
  driftwood: '#b8ab98',
  carved_wood: '#7a5233',
  moulded_plywood: '#c8955f',
  rattan: '#c9a36b',
  wicker: '#bf9a62',
  jute: '#b89b6e',
  marble: '#ecebe8',
  travertine: '#dccfb8',
  limestone: '#e6dfd0',
  stone: '#a9a49a',
  volcanic_stone: '#4a4745',
  river_stone: '#8d8a83',
  concrete: '#a8a7a3',
  terracotta: '#c0633e',
  zellige: '#2f6b7a',
  tatami: '#cdbf8e',
  exposed_brick: '#9a4b35',
  brass: '#c5a253',
  gold_leaf: '#d4af37',
  chrome: '#d7dadd',
  black_steel: '#2b2b2b',
  tubular_steel: '#c8ccd0',
  wrought_iron: '#303030',
  brushed_aluminium: '#b9bec4',
  brushed_metal: '#a9aaa8',
  glass: '#d6e6ea',
  mirror: '#dfe7ea',
  crystal: '#eef3f6',
  leather: '#8a5a3b',
  velvet: '#6a2c3e',
  linen: '#e4dccd',
  wool: '#d9d2c5',
  cotton: '#f1ede6',
  boucle: '#efe9df',
  sheepskin: '#f2ede2',
  silk: '#d8c7a8',
  lacquer: '#8f1d1d',
  white_lacquer: '#f7f7f5',
  live_plants: '#4f7d45',
  moss: '#6d8a4a',
  hanji: '#efe7d6',
  washi_paper: '#f1ead9',
  rice_paper: '#f3eee2',
  lime_plaster: '#ebe4d8',
  adobe: '#d6a77a',
  clay: '#b98563',
  ceramic: '#e8e2d8',
  porcelain: '#f4f4f2',
  evergreen: '#2f5a3a',
  tartan: '#9b2d2d',
  felt: '#d86f6f',
  laminate: '#efefef',
  glossy_polymer: '#f4f6f9',
  acrylic: '#e8f0f6',
  led_light: '#bfefff',
  shiplap: '#f6f5f1',
  water: '#8fb8c9',
};

const WOODS: readonly MaterialId[] = [
  'walnut', 'teak', 'mahogany', 'rosewood', 'oak', 'light_oak', 'pine', 'cedar', 'ash_wood', 'reclaimed_wood',
  'bamboo', 'birch_plywood', 'olive_wood', 'driftwood', 'carved_wood', 'moulded_plywood', 'rattan', 'wicker',
];

function chroma(hex: string): number {
  const { a, b } = hexToLab(hex);
  return Math.hypot(a, b);
}
const lightness = (hex: string) => hexToLab(hex).l;

export function styleLook(id: DesignStyleId): StyleLook {
  const s = designStyle(id);
  const forms = new Set<FormId>(s.forms);
  const materials = new Set<MaterialId>(s.materials);
  const pieces = new Set<KeyPieceId>(s.keyPieces);
  const has = (...f: FormId[]) => f.some((x) => forms.has(x));
  const hasM = (...m: MaterialId[]) => m.some((x) => materials.has(x));

  const palette = [...s.palette].sort((a, b) => lightness(b) - lightness(a));
  const bySaturation = [...s.palette].sort((a, b) => chroma(b) - chroma(a));
  const mids = palette.slice(1, -1);

  const floorMaterial = (['tatami', 'terracotta', 'concrete', 'marble', 'travertine', 'limestone', 'zellige', 'stone'] as const).find(
    (m) => materials.has(m),
  );
  const wood = WOODS.find((m) => materials.has(m));
  const floorKind: StyleLook['floorKind'] =
    floorMaterial === 'tatami'
      ? 'tatami'
      : floorMaterial === 'concrete'
        ? 'concrete'
        : floorMaterial
          ? 'tiles'
          : 'planks';
  const floor = materialColours[floorMaterial ?? wood ?? 'oak'] ?? (mids.at(-1) as string);

  return {
    id,
    palette,
    wall: palette[0] as string,
    floor: floorMaterial || wood ? floor : (mids.at(-1) as string),
    floorKind,
    wood: (wood && materialColours[wood]) ?? (palette.at(-2) as string),
    upholstery: (mids.find((c) => chroma(c) > 12) ?? mids[1] ?? palette[1]) as string,
    accent: bySaturation[0] as string,
    accent2: bySaturation[1] as string,
    dark: palette.at(-1) as string,
    curvy: has('soft_curves', 'organic_curves', 'whiplash_curves', 'scrolls_shells', 'streamlined', 'rounded_soft'),
    ornate: has('ornate_carving', 'scrolls_shells', 'grand_scale', 'tufting', 'crown_moulding'),
    low: has('low_profile'),
    window: has('horseshoe_arches')
      ? 'horseshoe'
      : has('arches')
        ? 'arch'
        : has('moon_gate')
          ? 'round'
          : has('lattice')
            ? 'lattice'
            : has('grid_windows', 'exposed_structure')
              ? 'grid'
              : 'rect',
    pattern: has('plaid')
      ? 'plaid'
      : has('stripes')
        ? 'stripes'
        : has('chevron_zigzag', 'stepped')
          ? 'chevron'
          : has('leaf_prints')
            ? 'leaves'
            : has('floral_motifs')
              ? 'dots'
              : has('geometric_pattern', 'primary_shapes', 'geometric')
                ? 'geometric'
                : has('lattice')
                  ? 'lattice'
                  : 'plain',
    legs: has('tapered_legs')
      ? 'tapered'
      : has('turned_legs', 'cabriole_legs', 'ornate_carving')
        ? 'turned'
        : hasM('tubular_steel', 'black_steel', 'chrome', 'brushed_aluminium')
          ? 'metal'
          : 'block',
    lamp: pieces.has('sputnik_chandelier')
      ? 'sputnik'
      : pieces.has('crystal_chandelier') || pieces.has('statement_chandelier') || pieces.has('iron_chandelier')
        ? 'chandelier'
        : pieces.has('paper_lantern') || pieces.has('silk_lantern') || pieces.has('hanji_lamp') || pieces.has('brass_lantern') || pieces.has('lantern_pendant') || pieces.has('wrought_iron_lantern')
          ? 'lantern'
          : pieces.has('woven_pendant') || pieces.has('rope_pendant') || pieces.has('paper_pendant')
            ? 'woven'
            : pieces.has('linear_pendant') || pieces.has('led_light_lines')
              ? 'linear'
              : pieces.has('globe_pendant')
                ? 'globe'
                : 'cone',
    clutter: has('layered', 'mixed_eras') || pieces.has('gallery_wall') ? 2 : has('negative_space', 'monolithic') ? 0 : 1,
    plants:
      (hasM('live_plants', 'moss') ? 3 : 0) +
      (['potted_plants', 'potted_palms', 'hanging_plants', 'indoor_tree', 'bonsai', 'cacti', 'living_wall'] as const).filter((p) => pieces.has(p)).length,
    beams: has('exposed_beams') || pieces.has('wooden_beams'),
    ducts: has('exposed_structure'),
    materials: s.materials,
    pieces,
  };
}
