import type { BriefFieldId, BriefFieldValue, BriefValue, InterviewState } from '@genie/contracts';
import { interviewFields } from '../catalogue.ts';
import type { CorpusConversation, ExpectedFact } from './corpus-types.ts';

/** One visitor turn as played: the field the genie was asking when it was sent, and what was sent. */
export interface VisitorTurn {
  /** 0-based: turn k is `messages[k]` while messages last. */
  index: number;
  /** The field asked just before this turn (null when the genie asked nothing). */
  askedField: BriefFieldId | null;
  text: string;
  /** A volunteered message, a `whenAsked` reply, or the `otherwise` reply. */
  source: 'message' | 'asked' | 'otherwise';
  at: string;
}

export interface FactScore {
  fieldId: BriefFieldId;
  expected: ExpectedFact;
  correct: boolean;
  /** Why it is wrong (empty when correct). */
  reason: string;
  /** What the brief holds, for the failure message. */
  got: string;
  /** The visitor's words that stated it, when known. */
  message: string | null;
}

export interface WrongValue {
  fieldId: BriefFieldId;
  value: BriefValue;
  raw: string;
  reason: string;
}

export interface Reask {
  fieldId: BriefFieldId;
  /** The turn whose message gave the fact. */
  saidAt: number;
  /** The genie asked the field again before this turn. */
  askedBeforeTurn: number;
}

export interface ConversationScore {
  facts: FactScore[];
  factsRight: number;
  factsTotal: number;
  wrongValues: WrongValue[];
  reasked: Reask[];
  /** Questions asked three times or more (a loop). */
  loops: BriefFieldId[];
  /** Questions asked that the project type does not need, or that a visitor cannot answer (its listen-only fields). */
  offType: BriefFieldId[];
  /** Visitor turns used. */
  turns: number;
  /** The interview reached its end (nothing left to ask) within the hard stop. */
  complete: boolean;
}

/** Values that claim nothing: "not decided yet", and a date with no particular date ("flexible"). */
function claimsNothing(value: BriefValue): boolean {
  return value.kind === 'undecided' || (value.kind === 'date' && value.relation === 'flexible' && value.date === null);
}

function describe(stored: BriefFieldValue | undefined): string {
  if (!stored) return '(nothing)';
  if (stored.skipped) return '(skipped)';
  const mark = stored.clarify ? ' [to clarify]' : '';
  if (!stored.value) return `raw ${JSON.stringify(stored.raw)}${mark}`;
  return `${JSON.stringify(stored.value)}${mark}`;
}

const norm = (s: string) => s.toLowerCase().normalize('NFKC');

/** Deep partial match: every key of `expected` is in `actual` with a matching value. */
export function partialMatch(expected: unknown, actual: unknown): boolean {
  if (typeof expected === 'number') return typeof actual === 'number' && Math.abs(expected - actual) < 0.01;
  if (typeof expected === 'string') {
    return typeof actual === 'string' && norm(actual) === norm(expected);
  }
  if (Array.isArray(expected)) {
    // Arrays match as sets of the same size: list items and choice ids are not ordered facts. A string
    // item matches an actual item containing it ("vinyl records" in "vinyl records, around 2,000").
    if (!Array.isArray(actual) || actual.length !== expected.length) return false;
    const left = [...actual];
    for (const item of expected) {
      const at = left.findIndex((a) =>
        typeof item === 'string' ? typeof a === 'string' && norm(a).includes(norm(item)) : partialMatch(item, a),
      );
      if (at < 0) return false;
      left.splice(at, 1);
    }
    return true;
  }
  if (expected && typeof expected === 'object') {
    if (!actual || typeof actual !== 'object') return false;
    return Object.entries(expected).every(([k, v]) => partialMatch(v, (actual as Record<string, unknown>)[k]));
  }
  return expected === actual;
}

/** The words a field holds: a free text's or a list's text, else the visitor's raw words. */
function storedWords(stored: BriefFieldValue): string {
  const v = stored.value;
  if (v?.kind === 'free_text') return v.text;
  if (v?.kind === 'list') return v.items.join('; ');
  if (v?.kind === 'choice') return [v.selected.join(' '), v.otherText ?? '', stored.raw].join(' ');
  return stored.raw;
}

function isEmpty(stored: BriefFieldValue | undefined): boolean {
  if (!stored || stored.skipped) return true;
  return stored.value ? claimsNothing(stored.value) : stored.raw.trim() === '';
}

/** Whether the stored field satisfies the expectation, and why not. */
export function checkFact(expected: ExpectedFact, stored: BriefFieldValue | undefined): { correct: boolean; reason: string } {
  if ('skipped' in expected) {
    return isEmpty(stored) ? { correct: true, reason: '' } : { correct: false, reason: 'the visitor declined, but a value was filed' };
  }
  if (!stored) return { correct: false, reason: 'not filed' };
  if (stored.skipped) return { correct: false, reason: 'skipped' };
  if ('text' in expected) {
    const words = norm(storedWords(stored));
    const missing = expected.text.filter((t) => !words.includes(norm(t)));
    return missing.length ? { correct: false, reason: `missing ${missing.map((m) => JSON.stringify(m)).join(', ')}` } : { correct: true, reason: '' };
  }
  if (!stored.value) return { correct: false, reason: 'kept as raw words, no value' };
  if (stored.value.kind !== expected.value.kind) return { correct: false, reason: `a ${stored.value.kind} instead of a ${expected.value.kind}` };
  return partialMatch(expected.value, stored.value) || sameMonthEnd(expected.value, stored.value) ? { correct: true, reason: '' } : { correct: false, reason: 'a different value' };
}

/**
 * "By the end of April" written two ways, one fact: by the month's last day (2026-04-30, precision day), or by the
 * month's late part (2026-04-01, precision month, part late). Both are by, and of the same month.
 */
function sameMonthEnd(expected: Record<string, unknown>, stored: BriefValue): boolean {
  if (stored.kind !== 'date' || expected.kind !== 'date' || expected.relation !== 'by' || stored.relation !== 'by' || !stored.date) return false;
  const date = typeof expected.date === 'string' ? expected.date : null;
  if (!date || date.slice(0, 7) !== stored.date.slice(0, 7)) return false;
  const lastDay = (iso: string) => new Date(Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), 0)).toISOString().slice(0, 10);
  // (A writer's last day of a month with no precision given is that day: "by July 31" for "7月底前"; so is one given a month's
  // precision, whose date would be its first day: "2026-05-31" as a month is "5月底前".)
  const endAsDay = (d: string, precision: unknown) => (precision === 'day' || precision === undefined || precision === 'month') && d === lastDay(d);
  const endAsPart = (precision: unknown, part: unknown) => precision === 'month' && part === 'late';
  return (endAsDay(date, expected.precision) && endAsPart(stored.precision, stored.part)) || (endAsPart(expected.precision, expected.part) && endAsDay(stored.date, stored.precision));
}

function messageOf(conversation: CorpusConversation, fieldId: BriefFieldId, fact: ExpectedFact): string | null {
  if (fact.said === 'asked') return conversation.whenAsked[fieldId] ?? null;
  return conversation.messages[fact.said] ?? null;
}

/** The turn that gave a fact: its message's index, or the first `whenAsked` reply to its question. */
function turnOfFact(fieldId: BriefFieldId, fact: ExpectedFact, turns: readonly VisitorTurn[]): number | null {
  if (fact.said !== 'asked') return fact.said;
  return turns.find((t) => t.source === 'asked' && t.askedField === fieldId)?.index ?? null;
}

/** Scores a played conversation against its expected brief. */
export function scoreConversation(
  conversation: CorpusConversation,
  state: InterviewState,
  turns: readonly VisitorTurn[],
  complete: boolean,
): ConversationScore {
  const entries = Object.entries(conversation.expected) as [BriefFieldId, ExpectedFact][];
  const facts: FactScore[] = entries.map(([fieldId, expected]) => {
    const stored = state.answers[fieldId];
    const { correct, reason } = checkFact(expected, stored);
    return { fieldId, expected, correct, reason, got: describe(stored), message: messageOf(conversation, fieldId, expected) };
  });

  const wrongValues: WrongValue[] = [];
  for (const [fieldId, stored] of Object.entries(state.answers) as [BriefFieldId, BriefFieldValue][]) {
    const value = stored.value;
    if (!value || stored.skipped || stored.clarify || value.kind === 'free_text' || claimsNothing(value)) continue;
    const expected = conversation.expected[fieldId];
    if (!expected) {
      // The script's own reply to that field's question (`whenAsked`, an optional question with no expectation)
      // was given by the visitor: unchecked, and no value the visitor never gave.
      const repliedWhenAsked = turns.some((t) => t.source === 'asked' && t.askedField === fieldId && (t.text.includes(stored.raw) || stored.raw.includes(t.text)));
      if (!repliedWhenAsked) wrongValues.push({ fieldId, value, raw: stored.raw, reason: 'a value the visitor never gave' });
      continue;
    }
    const { correct, reason } = checkFact(expected, stored);
    if (!correct) wrongValues.push({ fieldId, value, raw: stored.raw, reason });
  }

  const reasked: Reask[] = [];
  for (const [fieldId, fact] of entries) {
    const saidAt = turnOfFact(fieldId, fact, turns);
    if (saidAt === null) continue;
    const again = turns.find((t) => t.index > saidAt && t.askedField === fieldId);
    if (again) reasked.push({ fieldId, saidAt, askedBeforeTurn: again.index });
  }

  const askedTimes = new Map<BriefFieldId, number>();
  for (const t of turns) if (t.askedField) askedTimes.set(t.askedField, (askedTimes.get(t.askedField) ?? 0) + 1);
  const loops = [...askedTimes].filter(([, n]) => n >= 3).map(([id]) => id);
  const listenOnly = new Set(interviewFields(conversation.projectType).filter((f) => f.priority === 'listen').map((f) => f.id));
  const offType = [...askedTimes.keys()].filter((id) => listenOnly.has(id));

  const factsRight = facts.filter((f) => f.correct).length;
  return { facts, factsRight, factsTotal: facts.length, wrongValues, reasked, loops, offType, turns: turns.length, complete };
}
