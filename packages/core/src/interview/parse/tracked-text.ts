import { plainNumerals } from './normalize-answer.ts';
/**
 * Normalised text that remembers where each of its characters was written in the visitor's message,
 * so a value found in the normalised form ("3000000" for "Three million") is reported with the
 * visitor's own words and offsets.
 */
export interface TrackedText {
  /** The normalised text (see `normalizeAnswer`), not trimmed. */
  s: string;
  /** For each character of `s`: the original offset where the characters it came from start… */
  starts: number[];
  /** …and end (exclusive). */
  ends: number[];
}

/** One character with its combining marks and conjoining jamo: normalised together. */
const segment = /[\s\S][\p{M}\u1160-\u11ff]*/gu;

/** The last message tracked: every recogniser reads the same message in turn. Never mutated. */
let last: { text: string; tracked: TrackedText } | null = null;

/** NFKC, lower case and single spaces, as `normalizeAnswer`, with offsets kept. */
export function trackText(text: string): TrackedText {
  if (last?.text !== text) last = { text, tracked: track(text) };
  return last.tracked;
}

function track(text: string): TrackedText {
  let s = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let lastWasSpace = false;
  for (const m of text.matchAll(segment)) {
    const start = m.index;
    const end = start + m[0].length;
    if (/^\s+$/.test(m[0])) {
      if (lastWasSpace) {
        ends[ends.length - 1] = end;
        continue;
      }
      s += ' ';
      starts.push(start);
      ends.push(end);
      lastWasSpace = true;
      continue;
    }
    lastWasSpace = false;
    const normalised = m[0].normalize('NFKC').toLowerCase().replace(/\s+/g, ' ');
    for (let i = 0; i < normalised.length; i += 1) {
      starts.push(start);
      ends.push(end);
    }
    s += normalised;
  }
  return { s: plainNumerals(s), starts, ends };
}

/** A replacement of `s.slice(from, to)` by `by`. */
export interface Edit {
  from: number;
  to: number;
  by: string;
}

/** Applies non-overlapping edits (in order); new characters are tracked to the whole text they replace. */
export function applyEdits(t: TrackedText, edits: readonly Edit[]): TrackedText {
  if (edits.length === 0) return t;
  let s = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let last = 0;
  for (const { from, to, by } of edits) {
    if (from < last || to <= from) continue;
    s += t.s.slice(last, from);
    starts.push(...t.starts.slice(last, from));
    ends.push(...t.ends.slice(last, from));
    s += by;
    for (let i = 0; i < by.length; i += 1) {
      starts.push(t.starts[from]!);
      ends.push(t.ends[to - 1]!);
    }
    last = to;
  }
  s += t.s.slice(last);
  starts.push(...t.starts.slice(last));
  ends.push(...t.ends.slice(last));
  return { s, starts, ends };
}

/**
 * Replaces every match of a global `pattern` in `t.s`, tracked (see `applyEdits`). `replace` returns
 * null to keep a match as it is.
 */
export function replaceTracked(
  t: TrackedText,
  pattern: RegExp,
  replace: (match: RegExpExecArray) => string | null,
): TrackedText {
  const edits: Edit[] = [];
  for (const m of t.s.matchAll(pattern)) {
    const by = replace(m);
    if (by !== null && m[0].length > 0) edits.push({ from: m.index, to: m.index + m[0].length, by });
  }
  return applyEdits(t, edits);
}

/** The original offsets of `t.s.slice(start, end)`. */
export function originalSpan(t: TrackedText, start: number, end: number): { start: number; end: number } {
  if (end <= start) {
    const at = t.starts[start] ?? t.ends[t.ends.length - 1] ?? 0;
    return { start: at, end: at };
  }
  return { start: t.starts[start]!, end: t.ends[end - 1]! };
}

/** The text with the characters of `spans` (original offsets) blanked out, lengths kept. */
export function maskSpans(t: TrackedText, spans: readonly { start: number; end: number }[]): TrackedText {
  if (spans.length === 0) return t;
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let s = '';
  let k = 0;
  for (let i = 0; i < t.s.length; i += 1) {
    while (k < sorted.length && sorted[k]!.end <= t.starts[i]!) k += 1;
    let inside = false;
    for (let j = k; j < sorted.length && sorted[j]!.start <= t.starts[i]!; j += 1) {
      if (t.ends[i]! <= sorted[j]!.end) {
        inside = true;
        break;
      }
    }
    s += inside ? ' ' : t.s[i];
  }
  return { ...t, s };
}
