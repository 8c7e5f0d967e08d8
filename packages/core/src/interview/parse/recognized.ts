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
