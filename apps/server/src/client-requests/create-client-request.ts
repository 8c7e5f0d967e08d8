import { isLanguage, type createClientRequestInput, type Language } from '@genie/contracts';
import { createInterview, isCoreComplete, readClientNotes, requestColumnsOf } from '@genie/core';
import type { z } from 'zod';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { newIdentifyKey } from '../genie/start-client-request.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/**
 * The create-client dialog: a request the designer enters (origin `manual`). It gets a fresh
 * interview in the given language (default: the designer's) with what the client told them read into
 * the brief (each fact in its field, with the notes as its source; the whole as the project background),
 * and its own identify and share keys; it is not new to the designer (opened).
 * From then on it is a request like any other: listed, edited, analysed, shared.
 */
export async function createClientRequest(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designerId: string,
  input: z.output<typeof createClientRequestInput>,
): Promise<{ success: true; id: string }> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('unauthorized', errorMessages.unauthorized);
  const now = ctx.now();
  const language: Language = input.language ?? (isLanguage(designer.language) ? designer.language : 'en-US');
  const fresh = createInterview({
    projectType: input.project_type,
    language,
    designer: { teamName: designer.name || designer.genieName, opening: designer.opening },
  });
  // What the client told the designer is read as a visitor's message: every fact in its field, the whole as background.
  const state = input.project_background ? readClientNotes(fresh, input.project_background, now) : fresh;
  const derived = requestColumnsOf(state.answers);
  // A lead taken by phone or in person often has no stated time: it stays not specified until the designer sets one.
  const availableTime = input.available_time ?? null;
  const row = await clientRequestsRepository(ctx.db).insert(designerId, {
    identifyKey: newIdentifyKey(),
    shareKey: newIdentifyKey(),
    contactName: input.contact_name,
    email: input.email ?? '',
    phone: input.phone ?? '',
    availableTime,
    availableTimeOther: availableTime === 'other' ? input.available_time_other || null : null,
    projectType: input.project_type,
    language,
    inquiryDate: now,
    stage: 'chat',
    interviewState: state,
    conversationCompleted: isCoreComplete(state),
    brandName: input.brand_name || derived.brandName,
    websiteUrl: input.website_url || derived.websiteUrl,
    deadline: derived.deadline,
    origin: 'manual',
    openedAt: now,
    createdAt: now,
    updatedAt: now,
  });
  return { success: true, id: row.id };
}
