import type { AppContext } from '../context.ts';
import { checkQuota } from '../billing/usage-quota.ts';
import type { DesignerRow } from '../db/schema.ts';
import { moodBoardRepository } from './mood-board-repository.ts';

/**
 * Whether the designer's plan still allows `count` more images this period (images made, plus
 * concepts still queued, against the plan's `images` allowance). Never refuses the visitor: over the
 * allowance the board simply gets no concept images and the interview goes on.
 */
export async function conceptImagesAllowed(ctx: Pick<AppContext, 'db' | 'now'>, designer: DesignerRow, count: number): Promise<boolean> {
  const quota = await checkQuota(ctx, designer, 'images');
  if (quota.exceeded) return false;
  const pending = await moodBoardRepository(ctx.db).pendingCount(designer.id);
  return quota.used + pending + count <= quota.limit;
}
