import { isLanguage, projectType as projectTypeSchema, type BriefEntry, type BriefStyleSample, type Language } from '@genie/contracts';
import type { JobContext } from '../jobs/job-types.ts';
import { bookingsRepository } from '../db/repositories/bookings.ts';
import { briefFeedbacksRepository, type BriefFeedbackDraft } from '../db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import type { BookingRow, ClientRequestRow, DesignerRow } from '../db/schema.ts';
import { briefEntriesOf } from '../brief/brief-entries.ts';
import { briefGroupLabels, type BriefGroupId } from '../brief/brief-field-labels.ts';
import { briefStyleSamples } from '../brief/brief-style-samples.ts';
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
    projectTypeLabel: strings.projectTypes[projectTypeSchema.parse(request.projectType)],
    groups,
    samples: await briefStyleSamples(ctx, request, state),
    feedback: await briefFeedbacksRepository(ctx.db).find(designerId, clientRequestId),
    bookings: await bookingsRepository(ctx.db).listForRequest(designerId, clientRequestId),
  };
}

export function availableTimeText(report: BriefReport): string {
  const key = report.request.availableTime as keyof ReportStrings['availableTimes'];
  const label = report.strings.availableTimes[key] ?? report.request.availableTime;
  return report.request.availableTimeOther ? `${label}: ${report.request.availableTimeOther}` : label;
}
