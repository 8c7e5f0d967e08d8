import { designStyleIds, type DesignStyleId, type ReferenceImageDraft, type ReferenceProjectType, type SpaceName } from '@genie/contracts';
import { designStyle, spaceEntry, styleSuits } from '@genie/core';
import type { GraphicKind } from './draw-graphics.ts';

/** One image of the demo library, before it is drawn. */
export interface DemoImageSpec {
  /** Stable across runs: `demo-<style>-<n>`. */
  readonly id: string;
  readonly style: DesignStyleId;
  readonly drawing: { readonly kind: 'room'; readonly space: SpaceName } | { readonly kind: 'graphic'; readonly graphic: GraphicKind };
  readonly projectType: ReferenceProjectType;
  readonly space: SpaceName | null;
  /** Seed of this image's own random stream. */
  readonly seed: number;
}

export interface PlanDemoLibraryOptions {
  styles?: readonly DesignStyleId[];
  /** Images per style, 1–5 (default 5): home, home, business, and two of brand/packaging/website. */
  perStyle?: number;
  seed?: number;
}

const HOME_SPACES: readonly SpaceName[] = ['living_room', 'bedroom', 'dining_room', 'kitchen', 'bathroom', 'study_room', 'home_office', 'family_room'];
const BUSINESS_SPACES: readonly SpaceName[] = ['coffee_shop', 'restaurant', 'hotel_lobby', 'clothing_store', 'office', 'meeting_room', 'hotel_room'];
const GRAPHICS: readonly { graphic: GraphicKind; projectType: ReferenceProjectType }[] = [
  { graphic: 'brand_board', projectType: 'brand_design' },
  { graphic: 'packaging', projectType: 'packaging_design' },
  { graphic: 'website', projectType: 'website' },
];

function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Picks the n-th space (cycling) that the style suits for the project type. */
function pickSpace(style: DesignStyleId, projectType: ReferenceProjectType, spaces: readonly SpaceName[], n: number, avoid?: SpaceName): SpaceName {
  const fitting = spaces.filter((s) => s !== avoid && styleSuits(style, projectType, s));
  const list = fitting.length > 0 ? fitting : spaces.filter((s) => s !== avoid);
  return list[n % list.length] as SpaceName;
}

/**
 * Which images the demo library holds: per style, two home rooms, one business room (every fourth
 * style an exhibition space), and two of brand board / packaging / website (rotating), so that
 * every style spans homes, businesses and graphic work.
 */
export function planDemoLibrary(options: PlanDemoLibraryOptions = {}): DemoImageSpec[] {
  const styles = options.styles ?? designStyleIds;
  const perStyle = Math.max(1, Math.min(5, options.perStyle ?? 5));
  const seed = options.seed ?? 2024;
  const specs: DemoImageSpec[] = [];
  styles.forEach((style) => {
    const i = designStyleIds.indexOf(style);
    const home1: SpaceName = style === 'kids_room' ? 'kids_room' : pickSpace(style, 'residential_space', HOME_SPACES, i);
    const home2 = pickSpace(style, 'residential_space', HOME_SPACES, i + 3, home1);
    const exhibition = i % 4 === 3;
    const business: SpaceName = exhibition ? 'exhibition_space' : pickSpace(style, 'commercial_space', BUSINESS_SPACES, i);
    const g1 = GRAPHICS[i % 3] as (typeof GRAPHICS)[number];
    const g2 = GRAPHICS[(i + 1) % 3] as (typeof GRAPHICS)[number];
    const planned: Omit<DemoImageSpec, 'id' | 'seed' | 'style'>[] = [
      { drawing: { kind: 'room', space: home1 }, projectType: 'residential_space', space: home1 },
      { drawing: { kind: 'room', space: business }, projectType: exhibition ? 'exhibition_space' : 'commercial_space', space: business },
      { drawing: { kind: 'graphic', graphic: g1.graphic }, projectType: g1.projectType, space: null },
      { drawing: { kind: 'room', space: home2 }, projectType: 'residential_space', space: home2 },
      { drawing: { kind: 'graphic', graphic: g2.graphic }, projectType: g2.projectType, space: null },
    ];
    planned.slice(0, perStyle).forEach((p, n) => {
      const id = `demo-${style}-${n + 1}`;
      specs.push({ ...p, id, style, seed: fnv(`${seed}:${id}`) });
    });
  });
  return specs;
}

const graphicLabels: Record<GraphicKind, Record<'en-US' | 'zh-TW' | 'ko-KR', string>> = {
  brand_board: { 'en-US': 'Brand Board', 'zh-TW': '品牌視覺板', 'ko-KR': '브랜드 보드' },
  packaging: { 'en-US': 'Packaging', 'zh-TW': '包裝設計', 'ko-KR': '패키지 디자인' },
  website: { 'en-US': 'Website', 'zh-TW': '網站設計', 'ko-KR': '웹사이트 디자인' },
};

/** The metadata a demo image is imported with: titles in three languages, credit, the shared library. */
export function demoImageDraft(spec: DemoImageSpec): ReferenceImageDraft {
  const { name } = designStyle(spec.style);
  const label = spec.drawing.kind === 'room' ? spaceEntry(spec.drawing.space).label : graphicLabels[spec.drawing.graphic];
  return {
    style: spec.style,
    space: spec.space,
    project_type: spec.projectType,
    title: {
      'en-US': `${name['en-US']} ${label['en-US']}`,
      'zh-TW': `${name['zh-TW']}${label['zh-TW']}`,
      'ko-KR': `${name['ko-KR']} ${label['ko-KR']}`,
    },
    source: { credit: 'Genie demo library (drawn by code)', license: 'CC0-1.0' },
    owner: { kind: 'library' },
  };
}
