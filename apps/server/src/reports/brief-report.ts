import { isLanguage, projectType as projectTypeSchema, type BriefEntry, type BriefStyleSample, type Language } from '@genie/contracts';
import { catalogLabel } from '@genie/core';
import type { JobContext } from '../context.ts';
import { bookingsRepository } from '../db/repositories/bookings.ts';
import { briefFeedbacksRepository, type BriefFeedbackDraft } from '../db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import type { BookingRow, ClientRequestRow, DesignerRow } from '../db/schema.ts';
import { briefEntriesOf } from '../brief/brief-entries.ts';
import { briefGroupLabels, type BriefGroupId } from '../brief/brief-field-labels.ts';
import { briefStyleSamples, referenceOutcomeOf } from '../brief/brief-style-samples.ts';
import { chatMessagesRepository } from '../db/repositories/chat-messages.ts';
import { referenceProfileOf } from '../references/reference-profile.ts';
import { interviewStateOf } from '../genie/visitor-session.ts';
import { reportStrings, type ReportStrings } from './report-strings.ts';

/** Everything the report (PDF and e-mails) shows of one confirmed request, in the visitor's language. */
export interface BriefReport {
  designer: DesignerRow;
  request: ClientRequestRow;
  language: Language;
  strings: ReportStrings;
  teamName: string;
  projectTypeLabel: string;
  groups: { label: string; entries: BriefEntry[] }[];
  samples: BriefStyleSample[];
  feedback: BriefFeedbackDraft;
  bookings: BookingRow[];
  /** The styles the visitor leaned to in the reference rounds, named in the designer's language. */
  designerStyleProfile: { label: string; weight: number }[];
  /** Genie replies of the conversation, and those the built-in interviewer wrote in place of the LLM (with why). */
  conversation: { genieReplies: number; engineStandIns: number; fallbackReasons: string[] };
  /** The questions the visitor asked the studio, in their words (the genie said the studio would answer them). */
  clientQuestions: string[];
}

export async function loadBriefReport(ctx: Pick<JobContext, 'db'>, designerId: string, clientRequestId: string): Promise<BriefReport | undefined> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  const request = await clientRequestsRepository(ctx.db).findById(designerId, clientRequestId);
  if (!designer || !request) return undefined;
  const state = interviewStateOf(request);
  const language: Language = isLanguage(request.language) ? request.language : 'en-US';
  const strings = reportStrings[language];
  const groups: { label: string; entries: BriefEntry[] }[] = [];
  for (const entry of briefEntriesOf(state)) {
    const label = briefGroupLabels[entry.group as BriefGroupId][language];
    const last = groups.at(-1);
    if (last && last.label === label) last.entries.push(entry);
    else groups.push({ label, entries: [entry] });
  }
  return {
    designer,
    request,
    language,
    strings,
    teamName: designer.name || designer.genieName,
    projectTypeLabel: catalogLabel(language, 'projectTypes', projectTypeSchema.parse(request.projectType)),
    groups,
    samples: await briefStyleSamples(ctx, request, state),
    feedback: await briefFeedbacksRepository(ctx.db).find(designerId, clientRequestId),
    bookings: await bookingsRepository(ctx.db).listForRequest(designerId, clientRequestId),
    designerStyleProfile: (
      referenceProfileOf(referenceOutcomeOf(request), isLanguage(designer.language) ? designer.language : 'en-US')?.style_profile ?? []
    ).map((s) => ({ label: s.label, weight: s.weight })),
    conversation: conversationSummary(await chatMessagesRepository(ctx.db).list(designerId, clientRequestId)),
    clientQuestions: (state.questions ?? []).map((q) => q.text),
  };
}

function conversationSummary(messages: { role: string; source: string | null; fallbackReason: string | null }[]): BriefReport['conversation'] {
  const replies = messages.filter((m) => m.role === 'genie');
  // Only a reply whose turn fell back stands in for the LLM; with no LLM configured every reply is the engine's by design.
  const standIns = replies.filter((m) => m.source === 'engine' && m.fallbackReason && m.fallbackReason !== 'no_model');
  return {
    genieReplies: replies.length,
    engineStandIns: standIns.length,
    fallbackReasons: [...new Set(standIns.map((m) => m.fallbackReason!))].sort(),
  };
}

export function availableTimeText(report: BriefReport): string {
  if (report.request.availableTime === null) return report.strings.availableTimeNone;
  const key = report.request.availableTime as keyof ReportStrings['availableTimes'];
  const label = report.strings.availableTimes[key] ?? report.request.availableTime;
  return report.request.availableTimeOther ? `${label}: ${report.request.availableTimeOther}` : label;
}
