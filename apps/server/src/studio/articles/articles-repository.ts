import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { studioArticles, type StudioArticleRow } from '../../db/schema.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type NewStudioArticle = Omit<typeof studioArticles.$inferInsert, 'id' | 'designerId' | 'createdAt' | 'updatedAt'>;

/** A designer's copywriting articles; every call takes the designer id first. */
export function articlesRepository(db: Database) {
  const articleOf = (designerId: string, id: string) => and(eq(studioArticles.designerId, designerId), eq(studioArticles.id, id));
  return {
    async list(designerId: string, clientRequestId: string | undefined): Promise<StudioArticleRow[]> {
      if (clientRequestId !== undefined && !isUuid(clientRequestId)) return [];
      return db
        .select()
        .from(studioArticles)
        .where(and(eq(studioArticles.designerId, designerId), clientRequestId ? eq(studioArticles.clientRequestId, clientRequestId) : undefined))
        .orderBy(desc(studioArticles.updatedAt), desc(studioArticles.id))
        .limit(50);
    },

    async find(designerId: string, id: string): Promise<StudioArticleRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(studioArticles).where(articleOf(designerId, id));
      return row;
    },

    async insert(designerId: string, values: NewStudioArticle, now: Date): Promise<StudioArticleRow> {
      const [row] = await db.insert(studioArticles).values({ ...values, designerId, createdAt: now, updatedAt: now }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async update(designerId: string, id: string, patch: Pick<StudioArticleRow, 'versions' | 'currentVersionId'>, now: Date): Promise<StudioArticleRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(studioArticles).set({ ...patch, updatedAt: now }).where(articleOf(designerId, id)).returning();
      return row;
    },

    async delete(designerId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(studioArticles).where(articleOf(designerId, id)).returning({ id: studioArticles.id });
      return rows.length > 0;
    },
  };
}
