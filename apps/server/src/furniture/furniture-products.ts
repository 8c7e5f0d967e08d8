import { furnitureProductInput, type FurnitureImportSummary, type FurnitureProduct, type FurnitureProductInput, type FurnitureProductsReply } from '@genie/contracts';
import { designStyle } from '@genie/core';
import { designStyleIds, validationMessages, workspaceValidationMessages } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { furnitureProductsRepository } from '../db/repositories/furniture.ts';
import { AppError } from '../errors.ts';
import { parseCsv, type SidecarRow } from '../references/library-sidecar.ts';
import { requireFurniturePlan } from './furniture-access.ts';
import { dedupeKeyOf, productOfRow } from './furniture-catalogue.ts';
import { storedPhotoKeyOf } from './set-furniture-product-photo.ts';

type Ctx = Pick<AppContext, 'db' | 'now'>;
type FilesCtx = Ctx & Pick<AppContext, 'storage'>;

const duplicate = () => new AppError('validation_failed', workspaceValidationMessages.product_duplicate, { name: 'product_duplicate' });

export async function listFurnitureProducts(ctx: Ctx, designerId: string): Promise<FurnitureProductsReply> {
  await requireFurniturePlan(ctx, designerId);
  return { items: (await furnitureProductsRepository(ctx.db).list(designerId)).map(productOfRow) };
}

export async function addFurnitureProduct(ctx: Ctx, designerId: string, input: FurnitureProductInput): Promise<FurnitureProduct> {
  await requireFurniturePlan(ctx, designerId);
  const row = await furnitureProductsRepository(ctx.db).add(designerId, input, dedupeKeyOf(input));
  if (!row) throw duplicate();
  return productOfRow(row);
}

export async function updateFurnitureProduct(ctx: FilesCtx, designerId: string, id: string, input: FurnitureProductInput): Promise<FurnitureProduct> {
  await requireFurniturePlan(ctx, designerId);
  const repo = furnitureProductsRepository(ctx.db);
  const before = await repo.find(designerId, id);
  if (!before) throw new AppError('not_found', 'Not found');
  let row;
  try {
    row = await repo.update(designerId, id, input, dedupeKeyOf(input));
  } catch {
    throw duplicate();
  }
  if (!row) throw new AppError('not_found', 'Not found');
  // A photo uploaded here and no longer the product's image is deleted.
  const oldPhoto = storedPhotoKeyOf(productOfRow(before).image);
  if (oldPhoto && oldPhoto !== storedPhotoKeyOf(input.image)) await ctx.storage.delete(oldPhoto);
  return productOfRow(row);
}

export async function deleteFurnitureProduct(ctx: FilesCtx, designerId: string, id: string): Promise<void> {
  await requireFurniturePlan(ctx, designerId);
  const repo = furnitureProductsRepository(ctx.db);
  const row = await repo.find(designerId, id);
  if (!row || !(await repo.remove(designerId, id))) throw new AppError('not_found', 'Not found');
  const photo = storedPhotoKeyOf(productOfRow(row).image);
  if (photo) await ctx.storage.delete(photo);
}

const styleByName = new Map<string, string>(designStyleIds.flatMap((id) => [[id, id], [designStyle(id).name['en-US'].toLowerCase(), id]]));
const num = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : Number(v.replace(/,/g, '')));

/**
 * One sidecar row as a product. Columns: name, category, style (ids or English names, separated by
 * `;` or `|`), width, depth, height (cm), colour (#rrggbb), material, price, currency, vendor,
 * product_url, image, licence.
 */
type RowProblem = { problem: string; field?: string; key?: string };
const englishOf = (key: string) => (Object.hasOwn(messages, key) ? messages[key as keyof typeof messages] : key);
const messages = { ...validationMessages, ...workspaceValidationMessages };

export function productOfSidecarRow(row: SidecarRow): { product: FurnitureProductInput; photo?: string } | RowProblem {
  const styles = (row.style ?? row.styles ?? '').split(/[;|]/).map((s) => s.trim()).filter(Boolean);
  const unknown = styles.find((s) => !styleByName.has(s.toLowerCase()));
  if (unknown) return { problem: `Unknown style "${unknown}"`, field: 'styles', key: 'product_style_unknown' };
  const imageCell = (row.image ?? '').trim();
  // A photo named by its file (`oak-sofa.jpg`, `photos/oak-sofa.jpg`) is in the imported folder: the
  // product is added without it, and the reply asks for that file (the browser then uploads it).
  const photo = photoFileNameOf(imageCell);
  const parsed = furnitureProductInput.safeParse({
    name: row.name,
    category: (row.category ?? '').trim().toLowerCase().replace(/\s+/g, '_'),
    styles: styles.map((s) => styleByName.get(s.toLowerCase())),
    width_cm: num(row.width ?? row.width_cm),
    depth_cm: num(row.depth ?? row.depth_cm),
    height_cm: num(row.height ?? row.height_cm),
    colour: (row.colour ?? row.color ?? '').trim().toLowerCase(),
    material: row.material,
    price: num(row.price),
    currency: (row.currency ?? '').trim().toUpperCase(),
    vendor: row.vendor ?? '',
    product_url: row.product_url ?? row.url ?? '',
    image: photo ? '' : imageCell,
    licence: row.licence ?? row.license ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.join('.') || 'row';
    const key = field === 'category' ? 'product_category_unknown' : (issue?.message ?? 'invalid_value');
    return { problem: `${field}: ${englishOf(key)}`, field, key: Object.hasOwn(messages, key) ? key : 'invalid_value' };
  }
  return photo ? { product: parsed.data, photo } : { product: parsed.data };
}

/** A relative file name of a photo (no scheme, no `..`, no leading slash), or undefined. */
export function photoFileNameOf(cell: string): string | undefined {
  if (!cell || /^[a-z][a-z0-9+.-]*:/i.test(cell) || cell.startsWith('/') || cell.startsWith('\\')) return undefined;
  const name = cell.replace(/\\/g, '/').replace(/^\.\//, '');
  if (name.split('/').some((part) => part === '..' || part === '')) return undefined;
  return /\.(jpe?g|png|webp)$/i.test(name) && name.length <= 300 ? name : undefined;
}

/** Reads a CSV or JSON sidecar's text into rows (JSON: an array of objects with the same keys). */
export function sidecarRowsOf(fileName: string, content: string): SidecarRow[] {
  if (!/\.json$/i.test(fileName)) return parseCsv(content);
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    throw new AppError('validation_failed', 'The file is not valid JSON.', { content: 'invalid_json' });
  }
  if (!Array.isArray(parsed)) throw new AppError('validation_failed', 'Expected a JSON array of products.', { content: 'not_an_array' });
  return parsed.map((entry) =>
    Object.fromEntries(Object.entries((entry ?? {}) as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), v === null || v === undefined ? '' : Array.isArray(v) ? v.join(';') : String(v).trim()])),
  );
}

/** Imports a sidecar's rows into the designer's products: bad rows are reported with their row number, duplicates skipped. */
export async function importFurnitureRows(ctx: Pick<AppContext, 'db'>, designerId: string, file: string, rows: SidecarRow[]): Promise<FurnitureImportSummary> {
  const repo = furnitureProductsRepository(ctx.db);
  const summary: FurnitureImportSummary = { file, added: 0, skipped: [], photos_wanted: [] };
  for (const [i, row] of rows.entries()) {
    const result = productOfSidecarRow(row);
    if ('problem' in result) {
      summary.skipped.push({ row: i + 1, reason: 'bad_row', detail: result.problem, ...(result.field ? { field: result.field } : {}), ...(result.key ? { key: result.key } : {}) });
      continue;
    }
    const added = await repo.add(designerId, result.product, dedupeKeyOf(result.product));
    if (added) {
      summary.added += 1;
      if ('photo' in result && result.photo) summary.photos_wanted.push({ product_id: added.id, file: result.photo });
    }
    else summary.skipped.push({ row: i + 1, reason: 'duplicate', detail: `${result.product.name} is already in the catalogue` });
  }
  return summary;
}

export async function importFurnitureFile(ctx: Ctx, designerId: string, fileName: string, content: string): Promise<FurnitureImportSummary> {
  await requireFurniturePlan(ctx, designerId);
  return importFurnitureRows(ctx, designerId, fileName, sidecarRowsOf(fileName, content));
}
