import {
  availableTime,
  isLanguage,
  leadStatus,
  projectType,
  requestOrigin,
  requestPriority,
  requestSource,
  visitorStage,
  type ClientRequestDetail,
  type ClientRequestListItem,
  type ClientRequestOverview,
  type InterviewState,
  type Language,
  type LeadStatus,
  type ReferenceOutcomeView,
  type RequestPriority,
} from '@genie/contracts';
import { calendarDayAt, designStyle, requestPriorityOf } from '@genie/core';
import type { AppContext } from '../context.ts';
import { bookingsRepository } from '../db/repositories/bookings.ts';
import { bookingViewOf } from '../bookings/booking-views.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import type { ClientRequestListRow } from '../db/repositories/client-requests.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { briefEntriesOf } from '../brief/brief-entries.ts';
import { briefFeedbackOf } from '../brief/brief-feedback-view.ts';
import { briefStyleSamples, referenceOutcomeOf } from '../brief/brief-style-samples.ts';
import { interviewStateOf } from '../genie/visitor-session.ts';
import { stageOf } from '../genie/visitor-views.ts';
import { referenceCardOf } from '../references/reference-image-views.ts';
import type { FileGrant } from '../storage/file-links.ts';

export type ViewContext = Pick<AppContext, 'db' | 'storage' | 'fileLinks'>;

export const requestLanguageOf = (row: Pick<ClientRequestRow, 'language'>): Language => (isLanguage(row.language) ? row.language : 'en-US');
export const leadStatusOf = (row: Pick<ClientRequestRow, 'status'>): LeadStatus => leadStatus.safeParse(row.status).data ?? 'new';
const storedPriorityOf = (row: Pick<ClientRequestRow, 'priority'>): RequestPriority | null => requestPriority.safeParse(row.priority).data ?? null;

/** The priority shown: the designer's, else derived from the deadline as of `today` (YYYY-MM-DD). */
export function priorityOf(row: Pick<ClientRequestRow, 'priority' | 'deadline'>, today: string): RequestPriority | null {
  return requestPriorityOf(storedPriorityOf(row), row.deadline, today);
}

export function listItemOf(row: ClientRequestListRow, today: string): ClientRequestListItem {
  return {
    id: row.id,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    project_type: projectType.parse(row.projectType),
    brand_name: row.brandName,
    inquiry_date: row.inquiryDate.toISOString(),
    deadline: row.deadline,
    priority: priorityOf(row, today),
    conversation_completed: row.conversationCompleted,
    total_message_count: row.totalMessageCount,
    status: leadStatusOf(row),
    status_note: row.statusNote,
    is_new: row.openedAt === null,
    stage: visitorStage.safeParse(row.stage).data ?? 'chat',
    origin: requestOrigin.safeParse(row.origin).data ?? 'genie',
    to_clarify: row.toClarify,
    over_plan_limit: row.overPlanLimit,
  };
}

/** The reference rounds' result with the chosen images as cards and the styles named in `language`. */
export async function referenceOutcomeViewOf(ctx: ViewContext, request: ClientRequestRow, language: Language): Promise<ReferenceOutcomeView | null> {
  const outcome = referenceOutcomeOf(request);
  if (!outcome) return null;
  const rows = await referenceImagesRepository(ctx.db).findVisibleTo(
    request.designerId,
    outcome.chosen.map((c) => c.image_id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    status: outcome.status,
    chosen: outcome.chosen.map((c) => {
      const row = byId.get(c.image_id);
      return { round: c.round, style: c.style, style_name: designStyle(c.style).name[language], image: row ? referenceCardOf(row, language, ctx.storage) : null };
    }),
    style_profile: outcome.style_profile.map((s) => ({ style: s.style, name: designStyle(s.style).name[language], weight: s.weight })),
    palette: outcome.palette,
  };
}

/** Style samples and feedback, as the overview and the history show them; the uploads as links for `grant`. */
export async function briefResultsOf(ctx: ViewContext, request: ClientRequestRow, state: InterviewState, language: Language, grant: FileGrant) {
  const draft = await briefFeedbacksRepository(ctx.db).find(request.designerId, request.id);
  return {
    // The samples are labelled in the interview's language: the same samples, named in the reader's.
    style_samples: await briefStyleSamples(ctx, request, { ...state, language }),
    feedback: briefFeedbackOf(draft, ctx.fileLinks, grant),
  };
}

/**
 * What the overview shows of a request, labelled and formatted in `language` (default: the request's).
 * The designer's own pipeline (status, note, share key) is left to `detailOf`. Its files are links
 * for the reader `grant` names (the designer, or a shared view's share key).
 */
export async function overviewOf(
  ctx: ViewContext,
  request: ClientRequestRow,
  language: Language | undefined,
  now: Date,
  grant: FileGrant,
): Promise<ClientRequestOverview> {
  const state = interviewStateOf(request);
  const lang = language ?? requestLanguageOf(request);
  const results = await briefResultsOf(ctx, request, state, lang, grant);
  return {
    id: request.id,
    contact_name: request.contactName,
    email: request.email,
    phone: request.phone,
    available_time: request.availableTime === null ? null : (availableTime.safeParse(request.availableTime).data ?? 'other'),
    available_time_other: request.availableTimeOther,
    project_type: projectType.parse(request.projectType),
    language: requestLanguageOf(request),
    inquiry_date: request.inquiryDate.toISOString(),
    stage: stageOf(request),
    conversation_completed: request.conversationCompleted,
    total_message_count: request.totalMessageCount,
    brand_name: request.brandName,
    website_url: request.websiteUrl,
    deadline: request.deadline,
    priority: priorityOf(request, calendarDayAt(now)),
    origin: requestOrigin.safeParse(request.origin).data ?? 'genie',
    entries: briefEntriesOf(state, lang, { all: true }),
    reference_outcome: await referenceOutcomeViewOf(ctx, request, lang),
    ...results,
    client_questions: (state.questions ?? []).map((q) => ({ text: q.text, asked_at: q.at })),
  };
}

export async function detailOf(ctx: ViewContext, request: ClientRequestRow, language: Language | undefined, now: Date): Promise<ClientRequestDetail> {
  return {
    ...(await overviewOf(ctx, request, language, now, { kind: 'designer', requestId: request.id })),
    status: leadStatusOf(request),
    status_note: request.statusNote,
    opened_at: request.openedAt?.toISOString() ?? null,
    share_key: request.shareKey,
    over_plan_limit: request.overPlanLimit,
    source: requestSource.safeParse(request.source).data ?? null,
    bookings: (await bookingsRepository(ctx.db).listForRequest(request.designerId, request.id)).map(bookingViewOf),
  };
}
