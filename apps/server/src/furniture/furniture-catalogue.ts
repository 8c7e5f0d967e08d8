import { createHash } from 'node:crypto';
import { furniturePiece, type FurniturePiece, type FurnitureProduct, type FurnitureProductInput } from '@genie/contracts';
import { demoFurnitureCatalogue } from '@genie/core';
import type { AppContext } from '../context.ts';
import { furnitureProductsRepository } from '../db/repositories/furniture.ts';
import type { FurnitureProductRow } from '../db/schema.ts';

let demo: FurniturePiece[] | undefined;
/** The offline demo catalogue, built once per process. */
export function demoCatalogue(): FurniturePiece[] {
  demo ??= demoFurnitureCatalogue();
  return demo;
}

/** Where the web app fetches a demo piece's drawing. */
export function imageUrlOf(piece: FurniturePiece): string {
  const m = /^demo:([a-z_]+):([a-z_]+)$/.exec(piece.image);
  return m ? `/api/furniture/demo_images/${m[1]}/${m[2]}.png` : piece.image;
}

export function productOfRow(row: FurnitureProductRow): FurnitureProduct {
  const piece = furniturePiece.omit({ id: true }).parse(row.piece);
  return { ...piece, id: row.id, created_at: row.createdAt.toISOString() };
}

/** Two products are the same when their category, name, vendor and size are (case and spacing aside). */
export function dedupeKeyOf(p: FurnitureProductInput): string {
  const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');
  return createHash('sha256')
    .update([p.category, norm(p.name), norm(p.vendor), p.width_cm, p.depth_cm, p.height_cm].join('|'))
    .digest('hex')
    .slice(0, 40);
}

/** What the matching chooses from for a designer: their own products, then the demo catalogue. */
export async function catalogueOf(ctx: Pick<AppContext, 'db'>, designerId: string): Promise<FurniturePiece[]> {
  const own = (await furnitureProductsRepository(ctx.db).list(designerId)).map(productOfRow).map(({ created_at: _c, ...p }) => p);
  return [...own, ...demoCatalogue()];
}
