import { z } from 'zod';
import { currency } from './client-requests.ts';
import { designStyleId, spaceName } from './references.ts';

/** The kinds of piece the furniture suggestions propose, per room. */
export const furnitureCategories = [
  'sofa',
  'armchair',
  'coffee_table',
  'side_table',
  'tv_unit',
  'rug',
  'floor_lamp',
  'pendant_light',
  'dining_table',
  'dining_chair',
  'bed',
  'nightstand',
  'wardrobe',
  'desk',
  'office_chair',
  'bookshelf',
  'storage_cabinet',
  'mirror',
] as const;
export const furnitureCategory = z.enum(furnitureCategories);
export type FurnitureCategory = z.infer<typeof furnitureCategory>;

const cm = z.number({ error: 'product_size' }).positive('product_size').max(2000, 'product_size');

/** One product of a catalogue (the demo catalogue, an imported folder or the designer's own). */
export const furniturePiece = z.object({
  id: z.string().min(1).max(100),
  name: z.string().trim().min(1, 'product_name_required').max(200, 'too_long'),
  category: furnitureCategory,
  styles: z.array(designStyleId).min(1, 'product_styles_required').max(10, 'too_long'),
  width_cm: cm,
  depth_cm: cm,
  height_cm: cm,
  /** Lower-case `#rrggbb`. */
  colour: z.string().regex(/^#[0-9a-f]{6}$/, 'color_format'),
  material: z.string().trim().min(1, 'product_material_required').max(60, 'too_long'),
  price: z.number({ error: 'product_price' }).nonnegative('product_price').max(1e12, 'product_price'),
  currency,
  vendor: z.string().trim().max(120, 'too_long').default(''),
  product_url: z.string().max(2000, 'too_long').default(''),
  image: z.string().max(2000).default(''),
  licence: z.string().max(120).default(''),
});
export type FurniturePiece = z.infer<typeof furniturePiece>;

/** A room of the brief, with its size when the client stated it. */
export const furnitureRoom = z.object({
  id: z.string().min(1).max(60),
  space: spaceName,
  width_cm: cm.optional(),
  depth_cm: cm.optional(),
  area_m2: z.number().positive().max(100000).optional(),
  height_cm: cm.optional(),
});
export type FurnitureRoom = z.infer<typeof furnitureRoom>;

/** What the matching reads of a request's brief. */
export const furnitureBrief = z.object({
  rooms: z.array(furnitureRoom).max(20),
  /** The styles the client rated, score 1 (disliked) to 5 (loved). */
  styles: z.array(z.object({ style: designStyleId, score: z.number().min(1).max(5) })).max(47),
  colours: z.array(z.string().regex(/^#[0-9a-f]{6}$/)).max(12),
  materials: z.array(z.string().max(60)).max(12),
  budget: z.object({ amount: z.number().positive(), currency }).nullable(),
});
export type FurnitureBrief = z.infer<typeof furnitureBrief>;

export const furnitureReasonCodes = ['style_colour_material', 'style_colour', 'style_material', 'style', 'colour', 'material', 'fits_budget'] as const;
export const furnitureReason = z.object({
  code: z.enum(furnitureReasonCodes),
  params: z.object({
    style: designStyleId.optional(),
    score: z.number().optional(),
    material: z.string().optional(),
    /** The room's limiting side in cm, when a size was stated. */
    fits_cm: z.number().optional(),
  }),
});
export type FurnitureReason = z.infer<typeof furnitureReason>;

/** One slot of a room (a category) and the piece proposed for it. */
export const furnitureSuggestion = z.object({
  slot: z.string(),
  room_id: z.string(),
  category: furnitureCategory,
  piece_id: z.string(),
  /** The piece's price in the brief's currency (rounded). */
  price: z.number(),
  score: z.number(),
  reason: furnitureReason,
  pinned: z.boolean(),
});
export type FurnitureSuggestion = z.infer<typeof furnitureSuggestion>;

// ---- API ----

/** A product as the designer enters it (the id is the server's). */
/** A product's image: empty, an http(s) address, or the address of a photo uploaded here (PUT …/photo/). */
const productImage = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === '' || /^https?:\/\//i.test(v) || /^\/api\/files\/products\/[A-Za-z0-9_-]{22,64}\.webp$/.test(v), { error: 'product_image_url' })
  .default('');
const productUrl = z
  .string()
  .trim()
  .max(2000, 'too_long')
  .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), { error: 'url_format' })
  .default('');
export const furnitureProductInput = furniturePiece.omit({ id: true }).extend({ image: productImage, product_url: productUrl });
export type FurnitureProductInput = z.infer<typeof furnitureProductInput>;

export const furnitureProduct = furniturePiece.extend({ created_at: z.iso.datetime() });
export type FurnitureProduct = z.infer<typeof furnitureProduct>;
export const furnitureProductsReply = z.object({ items: z.array(furnitureProduct) });
export type FurnitureProductsReply = z.infer<typeof furnitureProductsReply>;

export const furnitureImportSkipReasons = ['bad_row', 'duplicate'] as const;
/** The import's per-file summary: rows added, rows skipped with their row number (1 = first data row) and why. */
export const furnitureImportSummary = z.object({
  file: z.string(),
  added: z.number().int().nonnegative(),
  skipped: z.array(
    z.object({
      row: z.number().int().positive(),
      reason: z.enum(furnitureImportSkipReasons),
      /** In English, for a log; `field` and `key` (a validation message key) say it in any language. */
      detail: z.string(),
      field: z.string().optional(),
      key: z.string().optional(),
    }),
  ),
  /** Rows added whose image column named a photo file of the folder: the browser uploads each to PUT /furniture/products/{id}/photo/. */
  photos_wanted: z.array(z.object({ product_id: z.string(), file: z.string() })),
});
export type FurnitureImportSummary = z.infer<typeof furnitureImportSummary>;
export const furnitureImportInput = z.object({
  file_name: z.string().trim().min(1).max(200).regex(/\.(csv|json)$/i),
  content: z.string().max(2_000_000),
});

export const furnitureListItem = furnitureSuggestion.extend({ piece: furniturePiece });
export type FurnitureListItem = z.infer<typeof furnitureListItem>;

/** A request's furniture list: the suggestions per room, their running total and the budget, in the brief's currency. */
export const furnitureListReply = z.object({
  generated: z.boolean(),
  shared: z.boolean(),
  currency,
  budget: z.number().nullable(),
  total: z.number(),
  rooms: z.array(furnitureRoom),
  items: z.array(furnitureListItem),
  unfilled: z.array(z.object({ slot: z.string(), room_id: z.string(), category: furnitureCategory, why: z.enum(['nothing_fits', 'over_budget']) })),
});
export type FurnitureListReply = z.infer<typeof furnitureListReply>;
export const furnitureAlternativesReply = z.object({ items: z.array(furnitureListItem) });
export type FurnitureAlternativesReply = z.infer<typeof furnitureAlternativesReply>;
export const furnitureSwapInput = z.object({ piece_id: z.string().min(1).max(100) });
export const furniturePinInput = z.object({ pinned: z.boolean() });
export const furnitureShareInput = z.object({ shared: z.boolean() });
