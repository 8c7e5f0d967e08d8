import type { BriefEntry, InterviewState } from '@genie/contracts';
import { briefEntries } from '@genie/core';
import { briefFieldLabels, briefGroupOf, briefGroupOrder } from './brief-field-labels.ts';

/** Every field of the project type with what was collected, grouped (in the report's group order), labelled in the visitor's language. */
export function briefEntriesOf(state: InterviewState): BriefEntry[] {
  const entries = briefEntries(state).map((e) => ({
    field_id: e.fieldId,
    label: briefFieldLabels[e.fieldId][state.language],
    kind: e.kind,
    group: briefGroupOf(e.fieldId),
    raw: e.answer && !e.answer.skipped ? e.answer.raw : null,
    display: e.display,
    skipped: e.answer?.skipped ?? false,
  }));
  const rank = (group: string) => briefGroupOrder.indexOf(group as (typeof briefGroupOrder)[number]);
  // A stable sort keeps the conversation order within a group.
  return entries.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e.group) - rank(b.e.group) || a.i - b.i).map(({ e }) => e);
}
