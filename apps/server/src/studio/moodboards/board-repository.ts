import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  moodboards,
  moodboardStyles,
  referenceImages,
  studioBoardFiles,
  type MoodboardRow,
  type MoodboardStyleRow,
  type ReferenceImageRow,
  type StudioBoardFileRow,
} from '../../db/schema.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export type NewMoodboard = Omit<typeof moodboards.$inferInsert, 'id' | 'designerId' | 'createdAt' | 'updatedAt'>;
export type MoodboardPatch = Partial<Omit<NewMoodboard, 'savedStyleId' | 'clientRequestId'>>;

/** Saved styles, moodboards and the files they store; every call takes the designer id first. */
export function boardRepository(db: Database) {
  const styleOf = (designerId: string, id: string) => and(eq(moodboardStyles.designerId, designerId), eq(moodboardStyles.id, id));
  const boardOf = (designerId: string, id: string) => and(eq(moodboards.designerId, designerId), eq(moodboards.id, id));
  return {
    isUuid,

    async insertFile(designerId: string, values: Pick<StudioBoardFileRow, 'kind' | 'fileKey' | 'width' | 'height'>, now: Date): Promise<StudioBoardFileRow> {
      const [row] = await db.insert(studioBoardFiles).values({ ...values, designerId, createdAt: now }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findUpload(designerId: string, id: string): Promise<StudioBoardFileRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(studioBoardFiles)
        .where(and(eq(studioBoardFiles.designerId, designerId), eq(studioBoardFiles.id, id), eq(studioBoardFiles.kind, 'upload')));
      return row;
    },

    async ownsFile(designerId: string, key: string): Promise<boolean> {
      if (!isUuid(designerId)) return false;
      const [row] = await db
        .select({ id: studioBoardFiles.id })
        .from(studioBoardFiles)
        .where(and(eq(studioBoardFiles.designerId, designerId), eq(studioBoardFiles.fileKey, key)))
        .limit(1);
      return Boolean(row);
    },

    /** The shared library's images of any of the styles (candidates for a board). */
    async libraryImagesOfStyles(styles: readonly string[], limit: number): Promise<ReferenceImageRow[]> {
      if (styles.length === 0) return [];
      return db
        .select()
        .from(referenceImages)
        .where(and(isNull(referenceImages.designerId), inArray(referenceImages.style, [...styles])))
        .orderBy(referenceImages.createdAt, referenceImages.id)
        .limit(limit);
    },

    async listStyles(designerId: string): Promise<MoodboardStyleRow[]> {
      return db.select().from(moodboardStyles).where(eq(moodboardStyles.designerId, designerId)).orderBy(desc(moodboardStyles.createdAt), desc(moodboardStyles.id));
    },

    async findStyle(designerId: string, id: string): Promise<MoodboardStyleRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(moodboardStyles).where(styleOf(designerId, id));
      return row;
    },

    async insertStyle(designerId: string, values: Pick<MoodboardStyleRow, 'name' | 'images'>, now: Date): Promise<MoodboardStyleRow> {
      const [row] = await db.insert(moodboardStyles).values({ ...values, designerId, createdAt: now, updatedAt: now }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateStyle(designerId: string, id: string, patch: Partial<Pick<MoodboardStyleRow, 'name' | 'images'>>, now: Date): Promise<MoodboardStyleRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(moodboardStyles).set({ ...patch, updatedAt: now }).where(styleOf(designerId, id)).returning();
      return row;
    },

    async deleteStyle(designerId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(moodboardStyles).where(styleOf(designerId, id)).returning({ id: moodboardStyles.id });
      return rows.length > 0;
    },

    async listBoards(designerId: string, clientRequestId: string | undefined): Promise<MoodboardRow[]> {
      if (clientRequestId !== undefined && !isUuid(clientRequestId)) return [];
      return db
        .select()
        .from(moodboards)
        .where(and(eq(moodboards.designerId, designerId), clientRequestId ? eq(moodboards.clientRequestId, clientRequestId) : undefined))
        .orderBy(desc(moodboards.createdAt), desc(moodboards.id))
        .limit(50);
    },

    async findBoard(designerId: string, id: string): Promise<MoodboardRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(moodboards).where(boardOf(designerId, id));
      return row;
    },

    async insertBoard(designerId: string, values: NewMoodboard, now: Date): Promise<MoodboardRow> {
      const [row] = await db.insert(moodboards).values({ ...values, designerId, createdAt: now, updatedAt: now }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async updateBoard(designerId: string, id: string, patch: MoodboardPatch, now: Date): Promise<MoodboardRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(moodboards).set({ ...patch, updatedAt: now }).where(boardOf(designerId, id)).returning();
      return row;
    },

    async deleteBoard(designerId: string, id: string): Promise<boolean> {
      if (!isUuid(id)) return false;
      const rows = await db.delete(moodboards).where(boardOf(designerId, id)).returning({ id: moodboards.id });
      return rows.length > 0;
    },
  };
}
