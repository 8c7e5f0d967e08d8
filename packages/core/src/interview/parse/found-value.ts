import type { BriefValue } from '@genie/contracts';
import { originalSpan, type TrackedText } from './tracked-text.ts';

/** A value found inside a visitor's message, with where it was written (offsets in the original text). */
export interface Recognized<V extends BriefValue = BriefValue> {
  value: V;
  start: number;
  /** Exclusive. */
  end: number;
  /** The visitor's words for it: the message's `slice(start, end)`. */
  text: string;
}

/** A value found at `t.s.slice(start, end)`, reported in the visitor's own offsets and words. */
export function recognized<V extends BriefValue>(value: V, original: string, t: TrackedText, start: number, end: number): Recognized<V> {
  const span = originalSpan(t, start, end);
  return { value, start: span.start, end: span.end, text: original.slice(span.start, span.end) };
}

export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Where the clause around `s.slice(start, end)` begins and ends: at , ; . ! ? and their CJK forms. */
export function clauseAround(s: string, start: number, end: number): { from: number; to: number } {
  let from = start;
  while (from > 0 && !isClauseBreak(s, from - 1)) from -= 1;
  let to = end;
  while (to < s.length && !isClauseBreak(s, to)) to += 1;
  return { from, to };
}

function isClauseBreak(s: string, i: number): boolean {
  const ch = s[i]!;
  if (/[;；。，、!?！？\n]/.test(ch)) return true;
  if (ch === ',' || ch === '.') {
    // "2,000", "1.5" and "March 15, 2026" stay together.
    const digitBefore = /\d/.test(s[i - 1] ?? '');
    const digitAfter = /\d/.test(s[i + 1] ?? '');
    if (digitBefore && digitAfter) return false;
    if (ch === ',' && /^ \d{4}\b/.test(s.slice(i + 1, i + 6))) return false;
    return true;
  }
  return false;
}
