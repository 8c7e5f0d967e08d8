import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { providerConnections, type ProviderConnectionRow } from '../schema.ts';

export type ProviderKind = 'image' | 'llm';
export type ProviderConnectionValues = Pick<ProviderConnectionRow, 'provider' | 'baseUrl' | 'model' | 'keyCiphertext' | 'keyHint' | 'monthlyImageCap'>;

/** A designer's own provider connections (issue 25); every call takes the designer id first. */
export function providerConnectionsRepository(db: Database) {
  const of = (designerId: string, kind: ProviderKind) => and(eq(providerConnections.designerId, designerId), eq(providerConnections.kind, kind));
  return {
    async list(designerId: string): Promise<ProviderConnectionRow[]> {
      return db.select().from(providerConnections).where(eq(providerConnections.designerId, designerId));
    },

    async find(designerId: string, kind: ProviderKind): Promise<ProviderConnectionRow | undefined> {
      const [row] = await db.select().from(providerConnections).where(of(designerId, kind));
      return row;
    },

    /** Connects, or replaces the connection (the month's count is kept while the provider stays the same). */
    async save(designerId: string, kind: ProviderKind, values: ProviderConnectionValues, now: Date): Promise<ProviderConnectionRow> {
      const [row] = await db
        .insert(providerConnections)
        .values({ ...values, designerId, kind, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: [providerConnections.designerId, providerConnections.kind], set: { ...values, updatedAt: now } })
        .returning();
      if (!row) throw new Error('upsert returned no row');
      return row;
    },

    async remove(designerId: string, kind: ProviderKind): Promise<boolean> {
      const rows = await db.delete(providerConnections).where(of(designerId, kind)).returning({ kind: providerConnections.kind });
      return rows.length > 0;
    },

    /** Images made through the image connection in `month` (YYYY-MM). */
    usedIn(row: Pick<ProviderConnectionRow, 'usedMonth' | 'usedImages'>, month: string): number {
      return row.usedMonth === month ? row.usedImages : 0;
    },

    /**
     * Counts `images` against the month's cap in one statement; false (nothing counted) when they
     * would pass it. No cap: always counted.
     */
    async reserveImages(designerId: string, month: string, images: number, now: Date): Promise<boolean> {
      const used = sql`case when ${providerConnections.usedMonth} = ${month} then ${providerConnections.usedImages} else 0 end`;
      const rows = await db
        .update(providerConnections)
        .set({ usedMonth: month, usedImages: sql`${used} + ${images}`, updatedAt: now })
        .where(and(of(designerId, 'image'), sql`(${providerConnections.monthlyImageCap} is null or ${used} + ${images} <= ${providerConnections.monthlyImageCap})`))
        .returning({ kind: providerConnections.kind });
      return rows.length > 0;
    },
  };
}

/** The UTC month a count belongs to: `2026-11`. */
export const monthOf = (date: Date) => date.toISOString().slice(0, 7);
