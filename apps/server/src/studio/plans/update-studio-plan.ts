import type { StudioPlan, UpdateStudioPlanInput } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requireStudio } from '../studio-access.ts';
import { studioFileUrl } from '../studio-views.ts';
import { modelOf, studioPlanView } from './studio-plan-views.ts';
import { studioPlansRepository } from './studio-plans-repository.ts';

/** Renames rooms or changes their function; rooms not named stay as they are, unknown room ids are refused. */
export async function updateStudioPlan(ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>, designerId: string, id: string, input: UpdateStudioPlanInput): Promise<StudioPlan> {
  await requireStudio(ctx, designerId);
  const plans = studioPlansRepository(ctx.db);
  const row = await plans.findPlan(designerId, id);
  if (!row) throw new AppError('not_found', errorMessages.not_found);
  const model = modelOf(row.model);
  const edits = new Map(input.rooms.map((r) => [r.id, r]));
  const unknown = input.rooms.findIndex((r) => !model.rooms.some((room) => room.id === r.id));
  if (unknown >= 0) throw new AppError('validation_failed', 'Please check this value', { [`rooms.${unknown}.id`]: 'invalid_value' });
  const rooms = model.rooms.map((room) => {
    const edit = edits.get(room.id);
    return edit ? { ...room, name: edit.name, function: edit.function } : room;
  });
  const updated = await plans.updateModel(designerId, id, { ...model, rooms }, ctx.now());
  if (!updated) throw new AppError('not_found', errorMessages.not_found);
  return studioPlanView(updated, studioFileUrl(ctx, designerId));
}
