import { validationMessages, type SavedStyle } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireStudio } from '../studio-access.ts';
import { storedImagesOf } from './board-images.ts';
import { layoutOf } from './moodboard-views.ts';
import { findMoodboardRow } from './manage-moodboards.ts';
import { insertSavedStyle } from './manage-saved-styles.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;

/** "Save as style": the board's images, in the order its layout shows them (the hero first), become a saved style. */
export async function saveMoodboardAsStyle(ctx: Ctx, designerId: string, id: string, name: string): Promise<SavedStyle> {
  await requireStudio(ctx, designerId);
  const row = await findMoodboardRow(ctx, designerId, id);
  const images = storedImagesOf(row.images);
  const shown = layoutOf(row).items.filter((i) => i.kind === 'image').map((i) => images.find((image) => image.id === i.ref));
  const ordered = [...new Set([...shown, ...images])].filter((image) => image !== undefined);
  if (ordered.length === 0) throw new AppError('validation_failed', validationMessages.style_images_required, { images: 'style_images_required' });
  return insertSavedStyle(ctx, designerId, name, ordered);
}
