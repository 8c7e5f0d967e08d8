import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requireStudio } from '../studio-access.ts';
import { cutoutRepository } from './cutout-repository.ts';

/**
 * DELETE /studio/cutouts/{id}/: the designer deletes one of their own cut-outs, its stored picture with it.
 * A composition queued with it afterwards fails with `cutout_deleted` rather than drawing something else.
 */
export async function deleteStudioCutout(ctx: Pick<AppContext, 'db' | 'now' | 'storage'>, designerId: string, id: string): Promise<void> {
  await requireStudio(ctx, designerId);
  const fileKey = await cutoutRepository(ctx.db).remove(designerId, id);
  if (!fileKey) throw new AppError('not_found', errorMessages.not_found);
  await ctx.storage.delete(fileKey).catch(() => undefined);
}
