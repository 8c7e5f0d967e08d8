import { designStyleIds, type Currency, type DesignStyleId, type FurnitureCategory, type FurniturePiece } from '@genie/contracts';
import { mixSeed, seededRandom } from '../references/seeded-random.ts';
import { designStyle } from '../styles/style-catalog.ts';
import { styleMaterials } from '../styles/style-vocabulary.ts';
import { convertPrice } from './rooms.ts';

interface CategorySpec {
  name: string;
  width: [number, number];
  depth: [number, number];
  height: [number, number];
  /** USD price range. */
  price: [number, number];
}

const specs: Record<FurnitureCategory, CategorySpec> = {
  sofa: { name: 'sofa', width: [160, 260], depth: [80, 100], height: [70, 90], price: [600, 3200] },
  armchair: { name: 'armchair', width: [65, 90], depth: [70, 90], height: [70, 100], price: [200, 1200] },
  coffee_table: { name: 'coffee table', width: [80, 130], depth: [50, 80], height: [30, 45], price: [120, 900] },
  side_table: { name: 'side table', width: [35, 55], depth: [35, 55], height: [45, 60], price: [50, 400] },
  tv_unit: { name: 'TV unit', width: [140, 220], depth: [35, 50], height: [40, 60], price: [200, 1400] },
  rug: { name: 'rug', width: [160, 300], depth: [120, 250], height: [1, 2], price: [100, 1500] },
  floor_lamp: { name: 'floor lamp', width: [30, 50], depth: [30, 50], height: [140, 180], price: [60, 600] },
  pendant_light: { name: 'pendant light', width: [30, 80], depth: [30, 80], height: [20, 60], price: [60, 900] },
  dining_table: { name: 'dining table', width: [120, 240], depth: [75, 100], height: [72, 76], price: [300, 2800] },
  dining_chair: { name: 'dining chair', width: [42, 55], depth: [45, 55], height: [75, 95], price: [60, 450] },
  bed: { name: 'bed', width: [140, 200], depth: [200, 220], height: [30, 120], price: [400, 3000] },
  nightstand: { name: 'nightstand', width: [40, 60], depth: [35, 45], height: [45, 60], price: [60, 500] },
  wardrobe: { name: 'wardrobe', width: [100, 240], depth: [55, 65], height: [190, 230], price: [300, 2600] },
  desk: { name: 'desk', width: [100, 180], depth: [55, 80], height: [72, 76], price: [150, 1500] },
  office_chair: { name: 'office chair', width: [55, 70], depth: [55, 70], height: [95, 120], price: [120, 1200] },
  bookshelf: { name: 'bookshelf', width: [70, 180], depth: [28, 40], height: [150, 220], price: [120, 1400] },
  storage_cabinet: { name: 'sideboard', width: [120, 200], depth: [40, 50], height: [70, 90], price: [250, 2000] },
  mirror: { name: 'mirror', width: [50, 100], depth: [3, 6], height: [80, 180], price: [60, 700] },
};

/** Every style has these (the main piece of each kind of room); the others rotate across the styles. */
const coreCategories: FurnitureCategory[] = ['sofa', 'bed', 'dining_table', 'dining_chair', 'coffee_table', 'armchair', 'wardrobe', 'desk'];
const otherCategories = (Object.keys(specs) as FurnitureCategory[]).filter((c) => !coreCategories.includes(c));
const currencies: Currency[] = ['USD', 'TWD', 'KRW'];
const vendors = ['Atelier Nord', 'Casa Lume', 'Hanok & Co', 'Maison Ruelle', 'Studio Kinoki', 'Verde Living'];
/** Pieces per style: 47 × 12 = 564 pieces, every category well covered. */
export const DEMO_PIECES_PER_STYLE = 12;

const between = (r: { next(): number }, [lo, hi]: [number, number], step: number) => Math.round((lo + r.next() * (hi - lo)) / step) * step;

function roundPrice(amount: number, currency: Currency): number {
  const step = currency === 'KRW' ? 1000 : currency === 'TWD' ? 100 : 10;
  return Math.max(step, Math.round(amount / step) * step - (currency === 'USD' ? 1 : 0));
}

/**
 * The offline demo catalogue: a few hundred plausible pieces across the categories and the 47 styles,
 * the same on every install (seeded by the style and the slot). Each piece takes a colour from its
 * style's palette and a material of its style; `image` is `demo:<category>:<style>` (drawn by the server).
 */
export function demoFurnitureCatalogue(): FurniturePiece[] {
  const pieces: FurniturePiece[] = [];
  designStyleIds.forEach((styleId: DesignStyleId, styleIndex) => {
    const style = designStyle(styleId);
    const rng = seededRandom(mixSeed(0xf0, styleIndex));
    for (let i = 0; i < DEMO_PIECES_PER_STYLE; i++) {
      const category = (i < coreCategories.length ? coreCategories[i] : otherCategories[(styleIndex * 3 + i) % otherCategories.length]) as FurnitureCategory;
      const spec = specs[category];
      const material = style.materials[i % style.materials.length] ?? 'oak';
      const colour = style.palette[(i * 3 + 1) % style.palette.length] ?? '#cccccc';
      const currency = currencies[(styleIndex + i) % currencies.length] as Currency;
      const usd = between(rng, spec.price, 1);
      const materialName = styleMaterials[material]['en-US'];
      pieces.push({
        id: `demo-${styleId}-${i + 1}`,
        name: `${style.name['en-US']} ${materialName.toLowerCase()} ${spec.name}`,
        category,
        styles: [styleId],
        width_cm: between(rng, spec.width, 5),
        depth_cm: between(rng, spec.depth, 5),
        height_cm: Math.max(1, between(rng, spec.height, category === 'rug' ? 1 : 5)),
        colour,
        material,
        price: roundPrice(convertPrice(usd, 'USD', currency), currency),
        currency,
        vendor: vendors[(styleIndex + i) % vendors.length] as string,
        product_url: '',
        image: `demo:${category}:${styleId}`,
        licence: 'Demo',
      });
    }
  });
  return pieces;
}
