import type { BriefValue, FieldKind } from '@genie/contracts';

/** A date, an amount of money or a size or count: the kinds of field, or of value, a number with its cue answers. */
export function isMeasured(kind: BriefValue['kind'] | FieldKind): boolean {
  return kind === 'date' || kind === 'money' || kind === 'number_with_unit';
}

/** How loosely a date says when, from a day to a year. */
export const precisionLooseness = { day: 0, month: 1, quarter: 2, year: 3 } as const;

/** Whether a value says what the known one says ("예약금 결제" read again as the booking kind the site is known to be). */
export function sameValue(known: BriefValue | null | undefined, value: BriefValue | null | undefined): boolean {
  if (!known || !value || known.kind !== value.kind) return false;
  if (known.kind === 'choice' && value.kind === 'choice') return known.otherText === value.otherText && [...known.selected].sort().join() === [...value.selected].sort().join();
  // (Whatever order the value's keys were written in.)
  const sorted = (v: BriefValue) => JSON.stringify(Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))));
  return sorted(known) === sorted(value);
}
