import type { BriefEntry, InterviewState, Language } from '@genie/contracts';
import { briefEntries, catalogLabel, formatBriefValue, interviewField } from '@genie/core';
import { briefGroupOf, briefGroupOrder } from './brief-field-labels.ts';

/** A message is no more than the words read from it when it only adds spaces or a closing full stop. */
const bare = (text: string) => text.trim().replace(/[.。!！?？]+$/u, '').trim();
const sameWords = (message: string, words: string) => bare(message) === bare(words);

/**
 * The fields of the project type with what was collected (every one with `all`, for the designer's
 * overview; else without the fields the type only listens for and nobody spoke of), grouped (in the report's group order),
 * labelled and formatted in `language` (default: the interview's — the visitor's). The raw words stay
 * as they were said, with the whole message they were read from and the "to clarify" mark: the
 * designer's overview shows them, the visitor's brief asks them to confirm a value to clarify.
 */
export function briefEntriesOf(state: InterviewState, language: Language = state.language, options: { all?: boolean } = {}): BriefEntry[] {
  const entries = briefEntries(state, options).map((e) => {
    const stored = e.answer && !e.answer.skipped ? e.answer : null;
    const display =
      language === state.language || !stored?.value
        ? e.display
        : formatBriefValue(stored.value, language, interviewField(state.projectType, e.fieldId)?.options);
    return {
      field_id: e.fieldId,
      label: catalogLabel(language, 'briefFields', e.fieldId),
      kind: e.kind,
      group: briefGroupOf(e.fieldId),
      raw: stored ? stored.raw : null,
      display,
      skipped: e.answer?.skipped ?? false,
      source: stored?.source && !sameWords(stored.source, stored.raw) ? stored.source : null,
      clarify: stored?.clarify ?? false,
      ...(stored?.editedBy ? { edited_by: stored.editedBy } : {}),
      ...(stored?.editedBy && stored.clientSaid ? { client_said: stored.clientSaid } : {}),
    };
  });
  const rank = (group: string) => briefGroupOrder.indexOf(group as (typeof briefGroupOrder)[number]);
  // A stable sort keeps the conversation order within a group.
  return entries.map((e, i) => ({ e, i })).sort((a, b) => rank(a.e.group) - rank(b.e.group) || a.i - b.i).map(({ e }) => e);
}
