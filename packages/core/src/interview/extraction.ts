import {
  briefExtractionSchema,
  type BriefFieldId,
  type FieldKind,
  type InterviewState,
  type ProjectType,
  type QuantityUnit,
} from '@genie/contracts';
import { interviewFields, type AskCondition, type FieldPriority } from './catalogue.ts';
import type { Localized, Topic } from './fields.ts';
import { currentField } from './engine.ts';
import { parseAnswer } from './parse-answer.ts';

const unitsByQuantity: Record<string, QuantityUnit[]> = {
  area: ['m2', 'ping', 'pyeong', 'ft2'],
  distance: ['km', 'm', 'mi', 'min', 'h'],
  age: ['years'],
  count: ['times'],
};

const kindNotes: Record<FieldKind, string> = {
  free_text: 'free text',
  number_with_unit: 'a number with its unit',
  money: 'an amount with its currency',
  date: 'a date or timeframe',
  yes_no: 'yes or no',
  choice: 'one of the options',
  list: 'a list of items',
};

/** One field as the LLM layer sees it, to phrase questions and fill the extraction tool. */
export interface CatalogueField {
  id: BriefFieldId;
  kind: FieldKind;
  priority: FieldPriority;
  topic: Topic;
  question: Localized;
  hint: Localized | null;
  units: QuantityUnit[] | null;
  options: { id: string; label: Localized }[] | null;
  multiple: boolean;
  askWhen: AskCondition | null;
}

/**
 * The fields of a project type, and the zod schema of an extraction tool call: per field, the
 * visitor's own words for it. The engine parses those words (`applyExtracted`), so typed values are
 * only ever produced one way.
 */
export function interviewCatalogue(projectType: ProjectType) {
  const fields: CatalogueField[] = interviewFields(projectType).map((f) => ({
    id: f.id,
    kind: f.kind,
    priority: f.priority,
    topic: f.topic,
    question: f.question,
    hint: f.hint ?? null,
    units: f.quantity ? unitsByQuantity[f.quantity]! : null,
    options: f.options ? f.options.map((o) => ({ id: o.id, label: o.label })) : null,
    multiple: f.multiple ?? false,
    askWhen: f.askWhen ?? null,
  }));
  const extractionSchema = briefExtractionSchema(
    fields.map((f) => ({
      id: f.id,
      description: `${f.question['en-US']} (${kindNotes[f.kind]}${f.options ? `: ${f.options.map((o) => o.label['en-US']).join(' | ')}` : ''}). The visitor's own words only.`,
    })),
  );
  return { projectType, fields, extractionSchema };
}

/**
 * Fills fields from an LLM extraction (the visitor's words per field). Only the current question
 * and questions not yet answered or skipped are filled, and only with words that parse: an
 * extraction never overwrites what the visitor already settled (corrections go through `correct`).
 */
export function applyExtracted(
  state: InterviewState,
  extracted: Partial<Record<string, string>>,
  now: Date,
): { state: InterviewState; applied: BriefFieldId[]; ignored: string[] } {
  const current = currentField(state)?.id;
  const fields = interviewFields(state.projectType);
  let next = state;
  const applied: BriefFieldId[] = [];
  const ignored: string[] = [];
  for (const [id, words] of Object.entries(extracted)) {
    const field = fields.find((f) => f.id === id);
    const raw = (words ?? '').trim();
    const open = field && (field.id === current || next.answers[field.id] === undefined);
    const value = field && open && raw ? parseAnswer(field, raw, { language: state.language, now, utcOffsetMinutes: state.config.utcOffsetMinutes }) : null;
    if (!field || !value) {
      ignored.push(id);
      continue;
    }
    next = {
      ...next,
      answers: { ...next.answers, [field.id]: { raw, value, skipped: false, answeredAt: now.toISOString() } },
      order: next.order.includes(field.id) ? next.order : [...next.order, field.id],
      revisit: next.revisit === field.id ? null : next.revisit,
    };
    applied.push(field.id);
  }
  return { state: next, applied, ignored };
}
