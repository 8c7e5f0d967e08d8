import type { BriefFieldId, InterviewState, ProjectType } from '@genie/contracts';
import { interviewFields } from '../interview/catalogue.ts';

/**
 * The interview of a request whose project type the designer changed: the new type's questions, with
 * the answers (and clarification counts) of every field the new type also asks; the rest are dropped.
 * Turns, language, greeting and settings are kept, so a conversation still under way continues with
 * the new type's open questions.
 */
export function retypeInterview(state: InterviewState, projectType: ProjectType): InterviewState {
  if (state.projectType === projectType) return state;
  const asked = new Set<BriefFieldId>(interviewFields(projectType).map((f) => f.id));
  const keep = <V>(record: Partial<Record<BriefFieldId, V>>) =>
    Object.fromEntries(Object.entries(record).filter(([id]) => asked.has(id as BriefFieldId))) as Partial<Record<BriefFieldId, V>>;
  return {
    ...state,
    projectType,
    answers: keep(state.answers),
    order: state.order.filter((id) => asked.has(id)),
    revisit: state.revisit && asked.has(state.revisit) ? state.revisit : null,
    reasks: keep(state.reasks),
  };
}
