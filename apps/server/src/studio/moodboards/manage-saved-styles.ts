import type { CreateSavedStyleInput, SavedStyle, UpdateSavedStyleInput } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import type { MoodboardStyleRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requireStudio } from '../studio-access.ts';
import { boardImageView, resolveBoardImages, storedImagesOf, type StoredBoardImage } from './board-images.ts';
import { boardRepository } from './board-repository.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;
const notFound = () => new AppError('not_found', errorMessages.not_found);

export function savedStyleView(ctx: Ctx, designerId: string, row: MoodboardStyleRow): SavedStyle {
  return {
    id: row.id,
    name: row.name,
    images: storedImagesOf(row.images).map(boardImageView(ctx, designerId)),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listSavedStyles(ctx: Ctx, designerId: string): Promise<SavedStyle[]> {
  await requireStudio(ctx, designerId);
  return (await boardRepository(ctx.db).listStyles(designerId)).map((row) => savedStyleView(ctx, designerId, row));
}

/** Stores a saved style from images already resolved (a board's, or chosen ones). */
export async function insertSavedStyle(ctx: Ctx, designerId: string, name: string, images: StoredBoardImage[]): Promise<SavedStyle> {
  const row = await boardRepository(ctx.db).insertStyle(designerId, { name, images }, ctx.now());
  return savedStyleView(ctx, designerId, row);
}

/** A saved style from gallery results, portfolio or library images and uploads. */
export async function createSavedStyle(ctx: Ctx, designerId: string, input: CreateSavedStyleInput): Promise<SavedStyle> {
  await requireStudio(ctx, designerId);
  return insertSavedStyle(ctx, designerId, input.name, await resolveBoardImages(ctx, designerId, input.images));
}

/** Renames a saved style, or sets its images (those it has stay as they were; new ones are resolved). */
export async function updateSavedStyle(ctx: Ctx, designerId: string, id: string, input: UpdateSavedStyleInput): Promise<SavedStyle> {
  await requireStudio(ctx, designerId);
  const boards = boardRepository(ctx.db);
  const existing = await boards.findStyle(designerId, id);
  if (!existing) throw notFound();
  const images = input.images ? await resolveBoardImages(ctx, designerId, input.images, storedImagesOf(existing.images)) : undefined;
  const row = await boards.updateStyle(designerId, id, { ...(input.name ? { name: input.name } : {}), ...(images ? { images } : {}) }, ctx.now());
  if (!row) throw notFound();
  return savedStyleView(ctx, designerId, row);
}

export async function deleteSavedStyle(ctx: Ctx, designerId: string, id: string): Promise<void> {
  await requireStudio(ctx, designerId);
  if (!(await boardRepository(ctx.db).deleteStyle(designerId, id))) throw notFound();
}
