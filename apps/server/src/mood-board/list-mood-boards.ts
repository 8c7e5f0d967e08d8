import { projectType, type MoodBoardsQuery, type MoodBoardsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { moodBoardRepository } from './mood-board-repository.ts';

const IMAGES_PER_BOARD = 6;

/** The Mood Board section: one page of the boards visitors made, latest activity first, with their photos and starred concepts. */
export async function listMoodBoards(ctx: Pick<AppContext, 'db' | 'fileLinks'>, designerId: string, input: MoodBoardsQuery): Promise<MoodBoardsReply> {
  const repo = moodBoardRepository(ctx.db);
  const { rows, total } = await repo.boards(designerId, { limit: input.page_size, offset: (input.page - 1) * input.page_size });
  const { uploads, starred } = await repo.boardImages(
    designerId,
    rows.map((r) => r.id),
  );
  return {
    success: true,
    items: rows.map((row) => {
      // The same grant as the request's own mood board: the designer reads the request's files.
      const grant = { kind: 'designer' as const, requestId: row.id };
      const images = [
        ...uploads.filter((u) => u.clientRequestId === row.id).map((u) => ({ kind: 'upload' as const, url: ctx.fileLinks.urlFor(u.fileKey, grant) })),
        ...starred.filter((c) => c.clientRequestId === row.id && c.fileKey).map((c) => ({ kind: 'starred' as const, url: ctx.fileLinks.urlFor(c.fileKey!, grant) })),
      ];
      return {
        id: row.id,
        contact_name: row.contactName,
        brand_name: row.brandName,
        project_type: projectType.safeParse(row.projectType).data ?? 'other',
        conversation_completed: row.conversationCompleted,
        last_activity_at: new Date(row.lastActivityAt).toISOString(),
        upload_count: row.uploadCount,
        concept_count: row.conceptCount,
        starred_count: row.starredCount,
        images: images.slice(0, IMAGES_PER_BOARD),
      };
    }),
    total,
    page: input.page,
    page_size: input.page_size,
  };
}
