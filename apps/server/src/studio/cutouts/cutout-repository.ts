import { and, desc, eq, like } from 'drizzle-orm';
import { furniturePieceKinds, type FurniturePieceKind } from '@genie/contracts';
import type { Database } from '../../db/client.ts';
import { studioBoardFiles, type StudioBoardFileRow } from '../../db/schema.ts';

const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
/** A cut-out is a studio file of kind `cutout:<piece>` (what the piece is, for layering). */
const CUTOUT = 'cutout:';

export interface CutoutRow extends StudioBoardFileRow {
  piece: FurniturePieceKind;
}

function cutoutOf(row: StudioBoardFileRow): CutoutRow | null {
  const piece = row.kind.slice(CUTOUT.length) as FurniturePieceKind;
  return row.kind.startsWith(CUTOUT) && furniturePieceKinds.includes(piece) ? { ...row, piece } : null;
}

/** The designer's product cut-outs for furniture compose; every call takes the designer id first. */
export function cutoutRepository(db: Database) {
  return {
    async insert(designerId: string, values: { piece: FurniturePieceKind; fileKey: string; width: number; height: number }, now: Date): Promise<CutoutRow> {
      const [row] = await db
        .insert(studioBoardFiles)
        .values({ designerId, kind: `${CUTOUT}${values.piece}`, fileKey: values.fileKey, width: values.width, height: values.height, createdAt: now })
        .returning();
      const cutout = row && cutoutOf(row);
      if (!cutout) throw new Error('insert returned no row');
      return cutout;
    },

    async list(designerId: string, limit = 100): Promise<CutoutRow[]> {
      const rows = await db
        .select()
        .from(studioBoardFiles)
        .where(and(eq(studioBoardFiles.designerId, designerId), like(studioBoardFiles.kind, `${CUTOUT}%`)))
        .orderBy(desc(studioBoardFiles.createdAt), desc(studioBoardFiles.id))
        .limit(limit);
      return rows.map(cutoutOf).filter((row): row is CutoutRow => row !== null);
    },

    async find(designerId: string, id: string): Promise<CutoutRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(studioBoardFiles)
        .where(and(eq(studioBoardFiles.designerId, designerId), eq(studioBoardFiles.id, id), like(studioBoardFiles.kind, `${CUTOUT}%`)));
      return (row && cutoutOf(row)) ?? undefined;
    },

    /** Removes the cut-out's row; returns its stored file key (undefined when it is not this designer's). */
    async remove(designerId: string, id: string): Promise<string | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .delete(studioBoardFiles)
        .where(and(eq(studioBoardFiles.designerId, designerId), eq(studioBoardFiles.id, id), like(studioBoardFiles.kind, `${CUTOUT}%`)))
        .returning({ fileKey: studioBoardFiles.fileKey });
      return row?.fileKey;
    },
  };
}
