import {
  workspaceValidationMessages,
  type BriefFieldId,
  type ClientRequestDetailReply,
  type Language,
  type UpdateClientRequestInput,
} from '@genie/contracts';
import { correctByDesigner, followDerived, isCalendarDay, isCoreComplete, requestColumnsOf, retypeInterview, type RequestColumns } from '@genie/core';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository, type ClientRequestDesignerEdit } from '../db/repositories/client-requests.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { interviewStateOf } from '../genie/visitor-session.ts';
import { detailOf } from './client-request-views.ts';
import { findDesignerRequest } from './find-designer-request.ts';

/**
 * A column the brief also fills: a value the designer gives is theirs; empty hands it back to the
 * brief (its value, or none); left out, it follows the brief's edit unless the designer had set it.
 */
function columnOf(given: string | undefined, current: string | null, key: keyof RequestColumns, before: RequestColumns, after: RequestColumns): string | null {
  if (given === undefined) return followDerived(current, before[key], after[key]);
  return given === '' ? after[key] : given;
}

/** The row's new values from the designer's edit; throws validation_failed for a field the project type does not have. */
export function designerEditOf(request: ClientRequestRow, input: UpdateClientRequestInput, now: Date): ClientRequestDesignerEdit {
  const before = interviewStateOf(request);
  let state = input.project_type ? retypeInterview(before, input.project_type) : before;
  const unknown: Record<string, string> = {};
  for (const [fieldId, text] of Object.entries(input.fields ?? {}) as [BriefFieldId, string][]) {
    const result = correctByDesigner(state, fieldId, text, now);
    if (result.outcome.type === 'unknown_field') unknown[`fields.${fieldId}`] = 'invalid_value';
    else state = result.state;
  }
  if (Object.keys(unknown).length) throw new AppError('validation_failed', 'This field is not part of this project type.', unknown);

  if (input.deadline && !isCalendarDay(input.deadline)) throw new AppError('validation_failed', workspaceValidationMessages.date_invalid, { deadline: 'date_invalid' });
  const email = input.email ?? request.email;
  const phone = input.phone ?? request.phone;
  if (!email && !phone) throw new AppError('validation_failed', workspaceValidationMessages.contact_required, { email: 'contact_required' });
  const availableTime = input.available_time ?? request.availableTime;
  const derivedBefore = requestColumnsOf(before.answers);
  const derivedAfter = requestColumnsOf(state.answers);
  return {
    contactName: input.contact_name ?? request.contactName,
    email,
    phone,
    availableTime,
    availableTimeOther: availableTime === 'other' ? (input.available_time_other ?? request.availableTimeOther) || null : null,
    projectType: state.projectType,
    brandName: columnOf(input.brand_name, request.brandName, 'brandName', derivedBefore, derivedAfter),
    websiteUrl: columnOf(input.website_url, request.websiteUrl, 'websiteUrl', derivedBefore, derivedAfter),
    deadline: columnOf(input.deadline, request.deadline, 'deadline', derivedBefore, derivedAfter),
    priority: input.priority === undefined ? request.priority : input.priority || null,
    interviewState: state,
    conversationCompleted: request.conversationCompleted || isCoreComplete(state),
  };
}

/**
 * The designer edits the overview. Saved under the request's state version, so an edit and a
 * visitor's turn never overwrite each other: on a conflict the edit is applied again to the fresh
 * request once, then the designer is asked to reload.
 */
export async function updateClientRequest(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>,
  designerId: string,
  id: string,
  input: UpdateClientRequestInput,
  language: Language | undefined,
): Promise<ClientRequestDetailReply> {
  const repo = clientRequestsRepository(ctx.db);
  for (let attempt = 0; attempt < 2; attempt++) {
    const request = await findDesignerRequest(ctx, designerId, id);
    const now = ctx.now();
    const saved = await repo.saveDesignerEdit(designerId, id, request.stateVersion, designerEditOf(request, input, now), now);
    if (saved) return { success: true, client_request: await detailOf(ctx, saved, language, now) };
  }
  throw new AppError('wrong_stage', 'This request changed meanwhile. Please reload the page.');
}
