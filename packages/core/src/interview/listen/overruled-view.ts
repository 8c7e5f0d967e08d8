import { othersView, ownView, viewOverruled, viewRejected } from './lexicon.ts';
import { clausesOf, sentencesOf, wordsIn, type Piece } from './pieces.ts';

/**
 * The writer's own view, turned down by the one the project is for: "Style-wise, personally I'd go sleek matte black …, but
 * boss says cannot", "I'd go modern and minimal myself, but it's her business, not mine!", "我自己是覺得粉紅色很可愛啦，可是車是
 * 她的，我說了不算", "저는 개인적으로 어두운 원목에 호텔 같은 느낌이 좋은데 어머니가 …". Someone who writes for another person
 * (an assistant for the boss, a son for his parents) says what they would pick and that it is not theirs to pick: what
 * they would pick is no wish of the brief. The words are per-language data (`ownView`, `viewOverruled` in
 * words/<language>/reader.json): a view marked as the writer's own, and, after it in its sentence or at the start of the
 * next, the words that turn it down.
 *
 * So is another's view, turned down by the visitor: "Our investor Gary keeps saying 'make the logo huge', pls don't listen to
 * Gary", "我媽一直說要大紅色，我是不同意啦", "엄마가 자꾸 핑크로 하래요. 저는 싫어요" (`othersView`, `viewRejected`). What the visitor
 * adopts, "my wife says navy, and honestly she's right", stays: it is not turned down.
 *
 * The spans run from the clause the view opens in to the end of the clause that turns it down, and, for the writer's own
 * view, the few words after it in its sentence ("not mine!", "好吧"); after another's view turned down, the words that follow
 * are what the visitor wants instead ("…, but no, we want sage green").
 */
export function overruledViewSpans(text: string): Piece[] {
  return [...viewSpans(text, ownView, viewOverruled, true), ...viewSpans(text, othersView, viewRejected, false)];
}

/** The spans of one kind of view (`viewWords`) and the words that turn it down (`turnedDown`): see `overruledViewSpans`. */
function viewSpans(text: string, viewWords: RegExp, turnedDown: RegExp, fewWordsAfter: boolean): Piece[] {
  const spans: Piece[] = [];
  const sentences = sentencesOf(text);
  for (const [at, sentence] of sentences.entries()) {
    const said = lowerCase(sentence.text);
    const view = viewWords.exec(said);
    if (!view) continue;
    const clauses = clausesOf(sentence);
    const viewAt = sentence.start + view.index;
    const opening = clauses.find((c) => c.start <= viewAt && viewAt < c.end) ?? sentence;
    const afterView = view.index + view[0].length;
    const turned = turnedDown.exec(said.slice(afterView));
    let end: number | null = null;
    if (turned) {
      const turnAt = sentence.start + afterView + turned.index;
      // (The clause the turning words open, when they fall between two: "…, but no, we want sage green" ends at "no".)
      end = (clauses.find((c) => turnAt < c.end) ?? sentence).end;
    } else {
      // ("… if it was me I'd do black and gold, very premium. She says absolutely not lol.": turned down at the next sentence's start.)
      const next = sentences[at + 1];
      const nextTurn = next ? turnedDown.exec(lowerCase(next.text)) : null;
      if (next && nextTurn && nextTurn.index <= 12) end = (clausesOf(next).find((c) => c.start <= next.start + nextTurn.index && next.start + nextTurn.index < c.end) ?? next).end;
    }
    if (end === null) continue;
    // ("…, but I'm outvoted, it's her shop!": the clauses after it that turn the view down too go with it.)
    const endsIn = end <= sentence.end ? sentence : sentences[at + 1]!;
    for (const clause of clausesOf(endsIn)) if (clause.start >= end && clause.start - end <= 3 && turnedDown.test(lowerCase(clause.text))) end = clause.end;
    const ownSentenceEnd = endsIn.end;
    // (A heading before a colon, in the view's own clause: "Style: honestly if it was me …".)
    const colon = /^[\p{L}\s'’-]{1,20}[:：]\s*/u.exec(text.slice(opening.start, viewAt));
    const viewStart = colon ? opening.start + colon[0].length : opening.start;
    const heading = text.slice(sentence.start, viewStart);
    // (Not after another's view turned down: what the visitor wants instead is said there, "…, but no, we want sage green".)
    const after = fewWordsAfter && wordsIn(text.slice(end, ownSentenceEnd)) <= 3 ? ownSentenceEnd : end;
    // ("Style-wise, personally I'd go sleek matte black …, but boss says cannot. He wants heritage …": a heading said before the
    // view heads what the one it is for wants, in the sentence after it; the mark that ended the view's sentence goes, so the
    // heading runs on into it. With no sentence after it, or words of its own, it goes with the view.)
    const runsOn = after === ownSentenceEnd && /[\p{L}]/u.test(heading) && wordsIn(heading) <= 2 && sentences.some((s) => s.start >= after);
    const stop = runsOn ? (sentenceStop.exec(text.slice(after))?.[0].length ?? 0) : 0;
    const start = runsOn || wordsIn(heading) > 2 ? viewStart : sentence.start;
    spans.push({ text: text.slice(start, after + stop), start, end: after + stop });
  }
  return spans;
}

/** The marks that end a sentence, laughter and emoji with them. */
const sentenceStop = /^[\s.!?。！？…~～ㅋㅎㅠㅜ\p{Extended_Pictographic}]+/u;

/** The message with the writer's overruled views blanked out (the same length, so every position in it is the message's). */
export function withoutOverruledViews(text: string): string {
  let out = text;
  for (const span of overruledViewSpans(text)) {
    // (With the commas after it: what is said next opens its own words, ", we want sage green" is "we want sage green".)
    const end = span.end + (/^[\s,，、;；]*/u.exec(text.slice(span.end))?.[0].length ?? 0);
    out = out.slice(0, span.start) + ' '.repeat(end - span.start) + out.slice(end);
  }
  return out;
}

/** Lower case, one character for one ("I’d" read as "i'd"), so positions stay the text's. */
function lowerCase(text: string): string {
  return text.toLowerCase().replace(/’/g, "'");
}
