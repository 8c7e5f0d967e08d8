import type { BriefFieldId, UpdateBriefFieldsInput } from '@genie/contracts';
import { correct, isCoreComplete } from '@genie/core';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { AppError } from '../errors.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { briefEntriesOf } from './brief-entries.ts';
import { assertBriefEditable } from './brief-stage.ts';

/** The visitor's edits on the brief page: each answer re-parsed by the engine's correct() (raw words kept); empty clears to skipped. */
export async function updateBriefFields(ctx: Pick<AppContext, 'db' | 'now'>, scope: VisitorScope, input: UpdateBriefFieldsInput) {
  assertBriefEditable(scope);
  let state = scope.state;
  const now = ctx.now();
  const unknown: Record<string, string> = {};
  for (const [fieldId, text] of Object.entries(input.fields) as [BriefFieldId, string][]) {
    const result = correct(state, fieldId, text, now);
    if (result.outcome.type === 'unknown_field') unknown[`fields.${fieldId}`] = 'invalid_value';
    else state = result.state;
  }
  if (Object.keys(unknown).length) throw new AppError('validation_failed', 'This field is not part of this project type.', unknown);
  const saved = await clientRequestsRepository(ctx.db).saveState(
    scope.designer.id,
    scope.request.id,
    scope.request,
    { interviewState: state, conversationCompleted: scope.request.conversationCompleted || isCoreComplete(state) },
    now,
  );
  if (!saved) throw new AppError('wrong_stage', 'The brief changed meanwhile. Please reload the page.');
  return { success: true as const, entries: briefEntriesOf(state) };
}
