import type { BriefFieldId, BriefFields, BriefValue, Currency, ProjectType } from '@genie/contracts';
import { interviewFields, type InterviewField } from '../interview/catalogue.ts';

/** What the brief holds for one field, as far as the first call is concerned. */
export type FieldStatus = 'answered' | 'missing' | 'skipped' | 'undecided' | 'unclear';

export function fieldStatus(answers: BriefFields, id: BriefFieldId): FieldStatus {
  const stored = answers[id];
  if (!stored) return 'missing';
  if (stored.skipped || (!stored.value && !stored.raw.trim())) return 'skipped';
  const value = stored.value;
  if (!value) return 'unclear';
  if (value.kind === 'undecided') return 'undecided';
  if (value.kind === 'choice' && value.selected.includes('not_sure')) return 'undecided';
  if (value.kind === 'free_text' && !value.text.trim()) return 'skipped';
  return 'answered';
}

/** The client's own words for a field, when they gave some. */
export function rawAnswer(answers: BriefFields, id: BriefFieldId): string | null {
  const stored = answers[id];
  if (!stored || stored.skipped) return null;
  const raw = stored.raw.trim();
  return raw || null;
}

export function valueOf<K extends BriefValue['kind']>(answers: BriefFields, id: BriefFieldId, kind: K): Extract<BriefValue, { kind: K }> | null {
  const value = answers[id]?.skipped ? null : answers[id]?.value;
  return value && value.kind === kind ? (value as Extract<BriefValue, { kind: K }>) : null;
}

/** The project type's fields that apply given earlier choices (a registered trademark needs no registration help). */
export function applicableFields(projectType: ProjectType, answers: BriefFields): InterviewField[] {
  return interviewFields(projectType).filter((field) => {
    if (!field.askWhen) return true;
    const value = answers[field.askWhen.field]?.value;
    return value?.kind !== 'choice' || !value.selected.some((id) => field.askWhen!.noneOf.includes(id));
  });
}

export interface MoneyFacts {
  low: number;
  high: number;
  /** The middle of the range, the figure ratios are computed with. */
  mid: number;
  currency: Currency;
  value: Extract<BriefValue, { kind: 'money' }>;
}

export function budgetOf(answers: BriefFields): MoneyFacts | null {
  const value = valueOf(answers, 'budget', 'money');
  if (!value || value.amount <= 0) return null;
  const high = value.max !== undefined && value.max > value.amount ? value.max : value.amount;
  return { low: value.amount, high, mid: (value.amount + high) / 2, currency: value.currency, value };
}

export interface AreaFacts {
  /** Square metres. */
  low: number;
  high: number;
  mid: number;
  value: Extract<BriefValue, { kind: 'number_with_unit' }>;
}

export function areaOf(answers: BriefFields): AreaFacts | null {
  const value = valueOf(answers, 'space_size', 'number_with_unit');
  if (!value) return null;
  const low = value.squareMeters ?? (value.unit === 'm2' ? value.amount : undefined);
  if (low === undefined || low <= 0) return null;
  const high = value.squareMetersMax ?? (value.unit === 'm2' && value.max !== undefined ? value.max : low);
  return { low, high: Math.max(low, high), mid: (low + Math.max(low, high)) / 2, value };
}

/** The age of the property in years (0: a new build), when given. */
export function propertyAgeOf(answers: BriefFields): number | null {
  const value = valueOf(answers, 'age', 'number_with_unit');
  return value && value.unit === 'years' ? (value.max ?? value.amount) : null;
}

/** The date field that bounds the project's schedule, in order of preference per project type. */
export const deadlineFieldsByType: Readonly<Record<ProjectType, readonly BriefFieldId[]>> = {
  residential_space: ['move_in_date', 'expected_deadline'],
  commercial_space: ['opening_date', 'expected_deadline'],
  // The booth must stand on the move-in day, before the show opens.
  exhibition_space: ['entry_date', 'opening_date', 'expected_deadline'],
  brand_design: ['expected_deadline'],
  packaging_design: ['expected_deadline'],
  website: ['expected_deadline'],
  other: ['expected_deadline'],
};

export interface DeadlineFacts {
  fieldId: BriefFieldId;
  value: Extract<BriefValue, { kind: 'date' }>;
  /** The day meant (the end of a "by" period, the middle of a month); null for ASAP or flexible. */
  date: Date | null;
}

const DAY = 86_400_000;

function dayMeant(value: Extract<BriefValue, { kind: 'date' }>): Date | null {
  if (!value.date || value.relation === 'asap' || value.relation === 'flexible') return null;
  const start = Date.parse(`${value.date}T00:00:00Z`);
  if (Number.isNaN(start)) return null;
  const by = value.relation === 'by';
  let offsetDays = 0;
  switch (value.precision) {
    case 'month':
      offsetDays = value.part === 'early' ? 5 : value.part === 'mid' ? 14 : value.part === 'late' ? 25 : by ? 27 : 14;
      break;
    case 'quarter':
      offsetDays = by ? 88 : 45;
      break;
    case 'year':
      offsetDays = by ? 360 : 180;
      break;
    default:
      offsetDays = 0;
  }
  return new Date(start + offsetDays * DAY);
}

export function deadlineOf(projectType: ProjectType, answers: BriefFields): DeadlineFacts | null {
  for (const fieldId of deadlineFieldsByType[projectType]) {
    const value = valueOf(answers, fieldId, 'date');
    if (value) return { fieldId, value, date: dayMeant(value) };
  }
  return null;
}

/** Whole weeks from `today` to `date` (negative when it has passed). */
export function weeksBetween(today: Date, date: Date): number {
  return Math.floor((date.getTime() - today.getTime()) / (7 * DAY));
}

/** Calendar days (UTC) from one date to another. */
export function daysBetween(earlier: Date, later: Date): number {
  const midnight = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  return Math.round((midnight(later) - midnight(earlier)) / DAY);
}
