import type { StudioPlan } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requireStudio } from '../studio-access.ts';
import { studioFileUrl } from '../studio-views.ts';
import { studioPlanView } from './studio-plan-views.ts';
import { studioPlansRepository } from './studio-plans-repository.ts';

/** One of the designer's analysed plans (404 for anyone else's). */
export async function getStudioPlan(ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>, designerId: string, id: string): Promise<StudioPlan> {
  await requireStudio(ctx, designerId);
  const row = await studioPlansRepository(ctx.db).findPlan(designerId, id);
  if (!row) throw new AppError('not_found', errorMessages.not_found);
  return studioPlanView(row, studioFileUrl(ctx, designerId));
}
