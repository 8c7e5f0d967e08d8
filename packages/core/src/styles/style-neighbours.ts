import { designStyleIds, type DesignStyleId } from '@genie/contracts';

/**
 * Styles a designer would show someone who likes a style: shared materials, forms or mood. Written one
 * way here; `styleNeighbours` makes the relation symmetric (if Japandi is near Zen, Zen is near Japandi).
 * The reference rounds move toward a picked style's neighbours as well as the style itself.
 */
const nearStyles: Partial<Record<DesignStyleId, readonly DesignStyleId[]>> = {
  no_style: ['contemporary', 'transitional', 'modern', 'minimalist', 'scandinavian'],
  eclectic: ['bohemian', 'midcentury_modern', 'shabby_chic'],
  scandinavian: ['japandi', 'minimalist', 'ikea', 'modern_farm_house', 'midcentury_modern'],
  modern: ['contemporary', 'minimalism', 'minimalist', 'bauhaus', 'korean_modern'],
  contemporary: ['transitional', 'quiet_luxury', 'minimalist'],
  transitional: ['traditional', 'quiet_luxury', 'modern_farm_house'],
  mediterranean: ['coastal', 'rustic', 'french_country', 'modern_arabic'],
  ikea: ['minimalist', 'kids_room', 'modern'],
  industrial: ['modern_farm_house', 'bauhaus', 'rustic', 'futuristic'],
  quiet_luxury: ['luxurious', 'minimalism', 'japandi'],
  kids_room: ['cottage_core', 'christmas', 'coastal'],
  shabby_chic: ['cottage_core', 'french_country', 'rustic'],
  coastal: ['tropical', 'scandinavian', 'bali'],
  bauhaus: ['midcentury_modern', 'minimalism', 'art_deco'],
  bohemian: ['bali', 'tropical', 'south_western', 'biophilic'],
  baroque: ['rococo', 'traditional', 'luxurious', 'hollywood_regency'],
  rococo: ['art_nouveau', 'hollywood_glam', 'french_country'],
  modern_chinese: ['traditional_chinese', 'zen', 'asian_decor', 'korean_modern', 'japandi'],
  traditional_chinese: ['asian_decor', 'korean_traditional', 'traditional'],
  traditional: ['french_country', 'traditional_arabic'],
  rustic: ['modern_farm_house', 'cottage_core', 'south_western', 'wabisabi'],
  minimalism: ['minimalist', 'japandi', 'zen', 'wabisabi'],
  japandi: ['japanese_design', 'minimalist', 'wabisabi', 'zen', 'korean_modern'],
  japanese_design: ['zen', 'wabisabi', 'korean_traditional', 'asian_decor'],
  modern_arabic: ['traditional_arabic', 'quiet_luxury', 'contemporary'],
  traditional_arabic: ['baroque', 'asian_decor'],
  bali: ['tropical', 'biophilic', 'zen'],
  tropical: ['biophilic'],
  asian_decor: ['zen', 'bali'],
  zen: ['wabisabi', 'biophilic', 'korean_traditional'],
  hollywood_regency: ['hollywood_glam', 'art_deco', 'luxurious'],
  hollywood_glam: ['art_deco', 'luxurious'],
  minimalist: ['korean_modern', 'contemporary'],
  christmas: ['cottage_core', 'traditional', 'rustic'],
  futuristic: ['modern', 'contemporary', 'hollywood_glam'],
  luxurious: ['art_deco'],
  midcentury_modern: ['modern', 'eclectic'],
  biophilic: ['wabisabi', 'scandinavian'],
  cottage_core: ['french_country', 'modern_farm_house'],
  french_country: ['modern_farm_house'],
  art_deco: ['art_nouveau'],
  art_nouveau: ['biophilic', 'eclectic'],
  south_western: ['mediterranean', 'bali'],
  modern_farm_house: ['scandinavian'],
  wabisabi: ['korean_traditional'],
  korean_modern: ['korean_traditional', 'japanese_design'],
  korean_traditional: [],
};

const neighbours = new Map<DesignStyleId, Set<DesignStyleId>>(designStyleIds.map((id) => [id, new Set()]));
for (const [style, near] of Object.entries(nearStyles) as [DesignStyleId, readonly DesignStyleId[]][]) {
  for (const other of near) {
    if (other === style) continue;
    neighbours.get(style)?.add(other);
    neighbours.get(other)?.add(style);
  }
}

/** The styles next to `style` (never the style itself), in catalogue order. */
export function styleNeighbours(style: DesignStyleId): readonly DesignStyleId[] {
  const near = neighbours.get(style) ?? new Set();
  return designStyleIds.filter((id) => near.has(id));
}

/** Whether two styles are neighbours (a style is not its own neighbour). */
export function areNeighbourStyles(a: DesignStyleId, b: DesignStyleId): boolean {
  return neighbours.get(a)?.has(b) ?? false;
}
