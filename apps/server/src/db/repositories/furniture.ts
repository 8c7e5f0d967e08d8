import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { furnitureProducts, requestFurniture, type FurnitureProductRow } from '../schema.ts';

export interface FurnitureChoices {
  pinned: Record<string, string>;
  removed: string[];
  excluded: Record<string, string[]>;
  shared: boolean;
  generatedAt: Date | null;
}

const noChoices = (): FurnitureChoices => ({ pinned: {}, removed: [], excluded: {}, shared: false, generatedAt: null });

/** The designer's own furniture products, scoped by designer. */
export function furnitureProductsRepository(db: Database) {
  return {
    async list(designerId: string): Promise<FurnitureProductRow[]> {
      return db.select().from(furnitureProducts).where(eq(furnitureProducts.designerId, designerId)).orderBy(desc(furnitureProducts.createdAt));
    },
    async find(designerId: string, id: string): Promise<FurnitureProductRow | undefined> {
      const [row] = await db.select().from(furnitureProducts).where(and(eq(furnitureProducts.designerId, designerId), eq(furnitureProducts.id, id)));
      return row;
    },
    /** Adds a product; undefined when the designer already has one with the same dedupe key. */
    async add(designerId: string, piece: unknown, dedupeKey: string): Promise<FurnitureProductRow | undefined> {
      const [row] = await db.insert(furnitureProducts).values({ designerId, piece, dedupeKey }).onConflictDoNothing().returning();
      return row;
    },
    async update(designerId: string, id: string, piece: unknown, dedupeKey: string): Promise<FurnitureProductRow | undefined> {
      const [row] = await db
        .update(furnitureProducts)
        .set({ piece, dedupeKey, updatedAt: new Date() })
        .where(and(eq(furnitureProducts.designerId, designerId), eq(furnitureProducts.id, id)))
        .returning();
      return row;
    },
    async remove(designerId: string, id: string): Promise<boolean> {
      const rows = await db.delete(furnitureProducts).where(and(eq(furnitureProducts.designerId, designerId), eq(furnitureProducts.id, id))).returning({ id: furnitureProducts.id });
      return rows.length > 0;
    },
  };
}

/** The designer's choices on a request's furniture list, one row per request, scoped by designer. */
export function requestFurnitureRepository(db: Database) {
  return {
    async find(designerId: string, clientRequestId: string): Promise<FurnitureChoices> {
      const [row] = await db
        .select()
        .from(requestFurniture)
        .where(and(eq(requestFurniture.designerId, designerId), eq(requestFurniture.clientRequestId, clientRequestId)));
      if (!row) return noChoices();
      return {
        pinned: (row.pinned ?? {}) as Record<string, string>,
        removed: (row.removed ?? []) as string[],
        excluded: (row.excluded ?? {}) as Record<string, string[]>,
        shared: row.shared,
        generatedAt: row.generatedAt,
      };
    },
    /** The ids of the designer's requests whose list was generated (the Furniture Suggestions section's filter). */
    async generatedRequestIds(designerId: string): Promise<Set<string>> {
      const rows = await db
        .select({ id: requestFurniture.clientRequestId })
        .from(requestFurniture)
        .where(and(eq(requestFurniture.designerId, designerId), isNotNull(requestFurniture.generatedAt)));
      return new Set(rows.map((r) => r.id));
    },

    async save(designerId: string, clientRequestId: string, choices: FurnitureChoices): Promise<void> {
      const values = { ...choices, updatedAt: new Date() };
      await db
        .insert(requestFurniture)
        .values({ clientRequestId, designerId, ...values })
        .onConflictDoUpdate({ target: requestFurniture.clientRequestId, set: values, setWhere: eq(requestFurniture.designerId, designerId) });
    },
  };
}
