import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { referenceCatalogVersions, referenceImages, type ReferenceImageRow } from '../schema.ts';

/** The catalogue owner of an image: 'library' for the shared library, else its designer's id. */
export const catalogOwnerOf = (designerId: string | null) => designerId ?? 'library';

export type NewReferenceImage = Omit<typeof referenceImages.$inferInsert, 'id'>;
export type ReferenceImagePatch = Partial<Pick<ReferenceImageRow, 'style' | 'space' | 'projectType' | 'titles'>>;

/** What the in-memory catalogue keeps of an image (no variants, no titles). */
export type IndexedReferenceRow = Pick<
  ReferenceImageRow,
  'id' | 'designerId' | 'style' | 'space' | 'projectType' | 'palette' | 'phash' | 'features' | 'featureVersion'
>;

const indexedColumns = {
  id: referenceImages.id,
  designerId: referenceImages.designerId,
  style: referenceImages.style,
  space: referenceImages.space,
  projectType: referenceImages.projectType,
  palette: referenceImages.palette,
  phash: referenceImages.phash,
  features: referenceImages.features,
  featureVersion: referenceImages.featureVersion,
};

/**
 * Reference images. The shared library (designer_id null) is operator data; a portfolio image is
 * reached only with its designer's id. A visitor's genie sees the library and its own designer's.
 */
export function referenceImagesRepository(db: Database) {
  /** Every write below raises its owner's catalogue version, after the write, so a reader never misses it. */
  async function changed(owner: string): Promise<void> {
    await db
      .insert(referenceCatalogVersions)
      .values({ owner, version: 1 })
      .onConflictDoUpdate({ target: referenceCatalogVersions.owner, set: { version: sql`${referenceCatalogVersions.version} + 1`, updatedAt: sql`now()` } });
  }

  return {
    async insert(values: NewReferenceImage): Promise<ReferenceImageRow> {
      const [row] = await db.insert(referenceImages).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      await changed(catalogOwnerOf(row.designerId));
      return row;
    },

    /** Catalogue versions: of the given owners, or of every owner (an owner never changed is absent: version 0). */
    async catalogVersions(owners?: readonly string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ owner: referenceCatalogVersions.owner, version: referenceCatalogVersions.version })
        .from(referenceCatalogVersions)
        .where(owners ? inArray(referenceCatalogVersions.owner, [...owners]) : undefined);
      return new Map(rows.map((r) => [r.owner, r.version]));
    },

    /** One owner's images, for reloading just that owner in the catalogue. */
    async listIndexedOf(owner: string): Promise<IndexedReferenceRow[]> {
      return db
        .select(indexedColumns)
        .from(referenceImages)
        .where(owner === 'library' ? isNull(referenceImages.designerId) : eq(referenceImages.designerId, owner));
    },

    /** Every image, for the process's similarity index (loaded once, then kept up to date). */
    async listIndexed(): Promise<IndexedReferenceRow[]> {
      return db.select(indexedColumns).from(referenceImages);
    },

    async findIndexed(id: string): Promise<IndexedReferenceRow | undefined> {
      const [row] = await db.select(indexedColumns).from(referenceImages).where(eq(referenceImages.id, id));
      return row;
    },

    async countLibrary(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(referenceImages).where(isNull(referenceImages.designerId));
      return row?.n ?? 0;
    },

    /** The library's images among `keys` (by source key): what a resumed seeding already holds. */
    async existingLibrarySourceKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ key: referenceImages.sourceKey })
        .from(referenceImages)
        .where(and(isNull(referenceImages.designerId), inArray(referenceImages.sourceKey, [...keys])));
      return new Set(rows.map((r) => r.key).filter((k): k is string => k !== null));
    },

    /** Removes library images by source key (rebuilding the demo library); returns them for their files. */
    async deleteLibraryBySourceKeys(keys: readonly string[]): Promise<ReferenceImageRow[]> {
      if (keys.length === 0) return [];
      const rows = await db
        .delete(referenceImages)
        .where(and(isNull(referenceImages.designerId), inArray(referenceImages.sourceKey, [...keys])))
        .returning();
      if (rows.length) await changed('library');
      return rows;
    },

    /** Images a designer's genie may show: the shared library's and that designer's own. */
    async findVisibleTo(designerId: string, ids: readonly string[]): Promise<ReferenceImageRow[]> {
      const valid = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
      if (valid.length === 0) return [];
      return db
        .select()
        .from(referenceImages)
        .where(and(inArray(referenceImages.id, valid), or(isNull(referenceImages.designerId), eq(referenceImages.designerId, designerId))));
    },

    async listForDesigner(designerId: string, page: number, pageSize: number): Promise<{ rows: ReferenceImageRow[]; total: number }> {
      const rows = await db
        .select()
        .from(referenceImages)
        .where(eq(referenceImages.designerId, designerId))
        .orderBy(desc(referenceImages.createdAt), desc(referenceImages.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(referenceImages).where(eq(referenceImages.designerId, designerId));
      return { rows, total: total?.n ?? 0 };
    },

    async findForDesigner(designerId: string, id: string): Promise<ReferenceImageRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db
        .select()
        .from(referenceImages)
        .where(and(eq(referenceImages.designerId, designerId), eq(referenceImages.id, id)));
      return row;
    },

    async updateForDesigner(designerId: string, id: string, patch: ReferenceImagePatch, now: Date): Promise<ReferenceImageRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db
        .update(referenceImages)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(referenceImages.designerId, designerId), eq(referenceImages.id, id)))
        .returning();
      if (row) await changed(designerId);
      return row;
    },

    async deleteForDesigner(designerId: string, id: string): Promise<ReferenceImageRow | undefined> {
      if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
      const [row] = await db
        .delete(referenceImages)
        .where(and(eq(referenceImages.designerId, designerId), eq(referenceImages.id, id)))
        .returning();
      if (row) await changed(designerId);
      return row;
    },

    /** Test and operator use: how many images an owner has (null: the library). */
    async countOf(designerId: string | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(referenceImages)
        .where(designerId === null ? isNull(referenceImages.designerId) : eq(referenceImages.designerId, designerId));
      return row?.n ?? 0;
    },
  };
}
