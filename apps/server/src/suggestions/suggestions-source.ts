import { interviewState, projectType, type BriefFields, type ProjectType } from '@genie/contracts';
import type { SuggestionsInput } from '@genie/core';
import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { referenceOutcomeOf } from '../brief/brief-style-samples.ts';
import { suggestionsFingerprint } from './suggestions-fingerprint.ts';

/** A request as the suggestions see it: the composer's input, its fingerprint, and whether they can be written. */
export interface SuggestionsSource {
  input: SuggestionsInput;
  fingerprint: string;
  /** "other" with neither a background nor what to design: nothing says what the project is. */
  blocked: boolean;
}

function answered(answers: BriefFields, id: 'project_background' | 'other_design_requirements'): boolean {
  const a = answers[id];
  return !!a && !a.skipped && a.raw.trim().length > 0;
}

export async function suggestionsSourceOf(ctx: Pick<AppContext, 'db' | 'now'>, request: ClientRequestRow): Promise<SuggestionsSource> {
  const { ratings, floorPlans } = await briefFeedbacksRepository(ctx.db).find(request.designerId, request.id);
  return suggestionsSourceFrom(request, ratings, ctx.now(), floorPlans.length);
}

/** The same, from ratings already read (the AI Suggestions section reads every lead's at once). */
export function suggestionsSourceFrom(request: ClientRequestRow, ratings: Readonly<Record<string, number>>, now: Date, floorPlans = 0): SuggestionsSource {
  const state = interviewState.safeParse(request.interviewState);
  const answers = state.success ? state.data.answers : {};
  const type: ProjectType = projectType.safeParse(request.projectType).data ?? (state.success ? state.data.projectType : 'other');
  const outcome = referenceOutcomeOf(request);
  const referenceOutcome = outcome ? { style_profile: outcome.style_profile, palette: outcome.palette } : null;
  const input: SuggestionsInput = {
    projectType: type,
    answers,
    referenceOutcome,
    ratings,
    contactName: request.contactName,
    brandName: request.brandName,
    websiteUrl: request.websiteUrl,
    inquiryDate: request.inquiryDate,
    today: now,
    floorPlans,
  };
  return {
    input,
    fingerprint: suggestionsFingerprint({ ...input, websiteUrl: request.websiteUrl }),
    blocked: type === 'other' && !answered(answers, 'project_background') && !answered(answers, 'other_design_requirements'),
  };
}
