import type { BriefFieldId, BriefValue, Language, ProjectType } from '@genie/contracts';

/**
 * One fact the brief must hold. `said` is the index of the message in `messages` that states it (a
 * later correction's index wins), or 'asked' when the visitor gives it only in reply to its question.
 */
export type ExpectedFact =
  /** A structured value, matched partially and deeply (e.g. `{ kind: 'money', amount: 1_500_000, currency: 'TWD' }`). */
  | { said: number | 'asked'; value: { kind: BriefValue['kind'] } & Record<string, unknown> }
  /** Free text: the field's stored words contain each of these (case-insensitive). */
  | { said: number | 'asked'; text: string[] }
  /** The visitor declined: the field is skipped or empty, never a value. */
  | { said: number | 'asked'; skipped: true };

/** A scripted visitor: what they volunteer, how they answer, and the brief a careful designer would file. */
export interface CorpusConversation {
  /** `<type>-<lang>-<what it exercises>`, e.g. 'residential-en-story-order'. */
  id: string;
  projectType: ProjectType;
  language: Language;
  /** The visitor's time zone; the clock starts 2026-01-20T02:00:00Z and moves 20 s a turn. */
  utcOffsetMinutes: number;
  /** What the visitor volunteers, one message a turn, in order, WHATEVER the genie asked. */
  messages: string[];
  /** Once `messages` are used up: the visitor's reply when the genie asks a field still open. */
  whenAsked: Partial<Record<BriefFieldId, string>>;
  /** The reply to a question not in `whenAsked` (e.g. "No particular preference", "都可以", "상관없어요"). */
  otherwise: string;
  /** The brief it must produce. */
  expected: Partial<Record<BriefFieldId, ExpectedFact>>;
}
