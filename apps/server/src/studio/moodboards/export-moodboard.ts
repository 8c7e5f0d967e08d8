import { randomUUID } from 'node:crypto';
import type { MoodboardExport, MoodboardExportFormat } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { newFileKey } from '../../storage/new-file-key.ts';
import { requireStudio } from '../studio-access.ts';
import { boardFileUrl, storedImagesOf } from './board-images.ts';
import { boardRepository } from './board-repository.ts';
import { findMoodboardRow } from './manage-moodboards.ts';
import { contentOf, exportsOf, layoutOf } from './moodboard-views.ts';
import { renderMoodboardPdf, renderMoodboardPng } from './render-moodboard.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;

/** Keeps the latest exports of a board (older files stay stored, their entries drop off). */
const KEPT_EXPORTS = 10;

/** Renders the board as it is laid out now to PNG or PDF, stores the file and lists it among the board's exports. */
export async function exportMoodboard(ctx: Ctx, designerId: string, id: string, format: MoodboardExportFormat): Promise<MoodboardExport> {
  await requireStudio(ctx, designerId);
  const row = await findMoodboardRow(ctx, designerId, id);
  const drawing = { layout: layoutOf(row), content: contentOf(row), images: storedImagesOf(row.images) };
  const data = format === 'png' ? await renderMoodboardPng(ctx, drawing) : await renderMoodboardPdf(ctx, drawing);
  const key = newFileKey('studio', format);
  await ctx.storage.put(key, data);
  const boards = boardRepository(ctx.db);
  const now = ctx.now();
  await boards.insertFile(designerId, { kind: 'export', fileKey: key, width: drawing.layout.canvas.width, height: drawing.layout.canvas.height }, now);
  const entry = { id: randomUUID(), format, key, createdAt: now.toISOString() };
  const updated = await boards.updateBoard(designerId, id, { exports: [entry, ...exportsOf(row)].slice(0, KEPT_EXPORTS) }, now);
  if (!updated) throw new AppError('not_found', errorMessages.not_found);
  return { id: entry.id, format, url: boardFileUrl(ctx, designerId)(key), created_at: entry.createdAt };
}
