import type { ProjectType } from '@genie/contracts';
import { sentencesOf, wordsIn } from './pieces.ts';
import { allLanguages, type ReasonWords } from '../words/reader.ts';

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Any of the words: Latin ones whole (a word boundary where the word starts or ends with a letter), the rest as written. */
function anyOf(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const latin = /^[\x20-\x7e’]+$/;
  const alternatives = words.map((w) => (latin.test(w) ? `${/^\w/.test(w) ? '\\b' : ''}${escape(w)}${/\w$/.test(w) ? '\\b' : ''}` : escape(w)));
  return new RegExp(`(?:${alternatives.join('|')})`);
}

// The words of every language (words/<language>/reader.json, `reasonForTheProject`: see ReasonWords in words/reader.ts).
const all = (pick: (words: ReasonWords) => readonly string[]) => anyOf(allLanguages.flatMap((l) => pick(l.reasonForTheProject)));
const wish = all((w) => w.wish);
const endsReason = all((w) => w.causeEndsReason);
const startsWish = all((w) => w.causeStartsWish);
const causeAfter = all((w) => w.causeAfter);
const howThingsAre = all((w) => w.howThingsAre);
const setbackAfter = all((w) => w.setbackAfter);
const projectWords = new Map<ProjectType, RegExp | null>();
const projectOf = (type: ProjectType) => {
  if (!projectWords.has(type)) projectWords.set(type, all((w) => w.project[type]));
  return projectWords.get(type)!;
};
const asking = all((w) => w.asking);
/**
 * Whether a message says only that the visitor would like the project: a greeting aside, nothing but the wish, the
 * project type's words and words of asking ("Hi! Need a logo", "你好 想做網站", "안녕하세요 패키지 디자인 문의드려요"),
 * where "中古屋翻新" or "Hi, opening a shop" tell something of it.
 */
export function namesOnlyTheProject(text: string, type: ProjectType): boolean {
  let rest = lower(text);
  for (const words of [wish, projectOf(type), asking]) if (words) rest = rest.replace(new RegExp(words.source, 'g'), ' ');
  return wordsIn(rest.replace(/[\p{P}\p{S}]/gu, ' ')) === 0;
}

/** Faces and signs of a bad time, in any language ("私訊也常漏看😭"). */
const troubleEmoji = /[😭😩😫😤😞😓😢😰🥲😣😖🤯😵]/u;
const lower = (s: string) => s.normalize('NFKC').toLowerCase();
const trimmed = (s: string) => s.replace(/^[\s,，、]+|[\s,，、:：;；\p{Extended_Pictographic}]+$/gu, '');

/**
 * The reason the visitor's opening gives for wanting the project: the part of the wish's sentence its cause
 * words set apart, or the sentence just before the wish when it tells how things go today. It is the problem
 * the project is to solve, in the visitor's words (`null` when the opening names no such reason).
 */
export function reasonForTheProject(text: string, projectType: ProjectType): string | null {
  const project = projectOf(projectType);
  if (!project || !wish) return null;
  const sentences = sentencesOf(text);
  const at = sentences.findIndex((s) => wish.test(lower(s.text)) && project.test(lower(s.text)));
  if (at < 0) return null;
  // Offsets are read in the words as written (lower case keeps their length; NFKC would not: "㎡" is "m2"),
  // and the reason is cut from them, so it keeps the visitor's own punctuation.
  const sentence = sentences[at]!.text;
  const said = sentence.toLowerCase();
  // The project's own word anchors the wish: a cause before it gives the reason ("…있어서, 홈페이지를"), not one
  // after it ("홈페이지를 만들고 싶어서, 연락드렸어요" is why they wrote, not what is wrong).
  const projectAt = project.exec(said)!.index;
  let reason: string | null = null;
  const ends = endsReason?.exec(said);
  const starts = startsWish?.exec(said);
  const after = causeAfter?.exec(said);
  if (ends && ends.index < projectAt) reason = sentence.slice(0, ends.index + ends[0].length);
  else if (starts && starts.index <= projectAt) reason = sentence.slice(0, starts.index);
  else if (after && after.index > projectAt) reason = sentence.slice(after.index + after[0].length);
  else if (at > 0) {
    const before = sentences[at - 1]!.text;
    if (howThingsAre?.test(lower(before)) || troubleEmoji.test(before)) reason = before;
  }
  reason = reason === null ? null : trimmed(reason);
  if (!reason || wordsIn(reason) < 3) return null;
  // "I sell on Etsy, but the fees eat 15% and …": the setback told after the turn is the problem, when it says enough.
  const turn = setbackAfter?.exec(reason.toLowerCase());
  const setback = turn && turn.index > 0 ? trimmed(reason.slice(turn.index + turn[0].length)) : '';
  return wordsIn(setback) >= 3 ? setback : reason;
}
