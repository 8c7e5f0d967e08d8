import { budgetCue, currencyCue, lastTimeContrast, newVersion, pastVersion, priceQuoted, thisTimeContrast } from './lexicon.ts';
import { clausesOf, sentencesOf, type Piece } from './pieces.ts';

/**
 * The previous version of the thing told of beside the new one: the old shop before the move, last year's booth, the
 * first packaging run, the quote another studio gave ("The old shop is maybe 400 sq ft. The new one is 900 sq ft",
 * "老店上次整修是20年前 花了40萬左右 這次我媽說150萬內", "다른데서 견적 받아봤는데 3800 나왔어요"). Its size, price, place and
 * dates are not the project's. The words are per-language data (words/<language>/reader.json, `lexicon`):
 * - `pastVersion`: words that open a telling of the previous version ("the old shop", "a quote from another studio",
 *   "舊家", "上一次是", "기존", "다른 업체"); narrow on purpose: "last year", "去年", "작년" most often date the project's own
 *   story ("we bought it last year");
 * - `newVersion`: words that turn to the new one ("the new one", "this time", "our budget", "這次", "今年", "이번엔", "새 가게").
 * - `lastTimeContrast` ("last year", "去年", "작년"), set against `thisTimeContrast` ("this year", "今年", "올해") later in
 *   its sentence or at the start of the next ("last year we had a 3x3 shell scheme … nine square metres … This year we've
 *   gone space-only, 6 by 4", "작년에 1,500 정도 썼는데 올해는 …"): said alone, the words most often date the project's own
 *   story, and are not read.
 * The words of the previous version, to the end of their sentence or to a turn to the new one, tell of the previous
 * version; only typed values are kept from them (hear.ts), as the rest often tells the problem.
 */

/**
 * The words of a message that tell of the previous version of the thing: from its words to the end of their sentence
 * ("We did get one quote from a remodeling company and it was $78,000"), or to words that turn to the new one.
 */
export function previousVersionClauses(text: string): Piece[] {
  const told: Piece[] = [];
  const sentences = sentencesOf(text);
  sentences.forEach((sentence, k) => {
    let telling = false;
    // (Last year's telling ends only at this year's words: "去年公會那個攤我們分攤了8萬 這次…" is last year's to 這次.)
    let turnWords = newVersion;
    let last: Piece | null = null;
    for (const clause of clausesOf(sentence)) {
      const plain = clause.text.normalize('NFKC').toLowerCase();
      const older = pastVersion.exec(plain);
      const lastTime = older ? null : lastTimeSetAgainstThisTime(plain, text.slice(clause.end, sentence.end), sentences[k + 1]);
      const past = older ?? lastTime;
      // (A space between Chinese words is a pause that may start a new subject: "新家比舊家多了一倍 權狀上寫的是52坪".)
      if (telling && last && /^\s+$/.test(text.slice(last.end, clause.start)) && /\p{Script=Han}/u.test(clause.text[0] ?? '')) telling = false;
      last = clause;
      if (!past && !telling) continue;
      if (past) turnWords = lastTime ? thisTimeContrast : newVersion;
      const from = past?.index ?? 0;
      // ("The old shop is 400 sq ft, the new one 900": the words that turn to the new one after the old are the new one's.)
      const turn = turnWords.exec(plain.slice(from));
      const start = clause.start + from;
      told.push({ text: clause.text.slice(from, turn ? from + turn.index : undefined), start, end: turn ? start + turn.index : clause.end });
      telling = !turn;
    }
  });
  return told;
}

/** `lastTimeContrast`'s words in a clause, when `thisTimeContrast`'s come after them in the sentence or open the next one. */
function lastTimeSetAgainstThisTime(clause: string, restOfSentence: string, next: Piece | undefined): RegExpExecArray | null {
  const last = lastTimeContrast.exec(clause);
  // ("4월 18일은 작년 축제 날짜였고 올해는 4월 25일": a value said before the words is said to be last year's, as its own words tell.)
  if (!last || /\d/.test(clause.slice(0, last.index))) return null;
  const thisTime = (words: string) => thisTimeContrast.exec(words.normalize('NFKC').toLowerCase());
  const later = thisTime(clause.slice(last.index + last[0].length)) ?? thisTime(restOfSentence);
  const nextOpens = next ? thisTime(next.text) : null;
  return later || (nextOpens && nextOpens.index <= 12) ? last : null;
}

/**
 * The message with the previous version's words blanked out (the same length, so every position in it is the message's).
 * The marks that end a sentence stay, so the sentences after them are still sentences of their own.
 */
export function withoutPreviousVersion(text: string, told: readonly Piece[] = previousVersionClauses(text)): string {
  let out = text;
  for (const clause of told) out = out.slice(0, clause.start) + out.slice(clause.start, clause.end).replace(/[^.。!！?？\n]/g, ' ') + out.slice(clause.end);
  return out;
}

/**
 * Whether the previous version's words (`previousVersionClauses`) name its price ("a quote from another studio for $14,000", "다른 데서 견적 받아봤는데
 * 800 부르더라구요"): then the rest of the message speaks of money, and an amount said there is the budget, read as an answer
 * to the budget's question would be ("We were thinking more like 5 to 7 thousand", "저희는 500 안쪽으로 생각하고 있어요").
 */
export function previousVersionPriced(told: readonly Piece[]): boolean {
  const words = told
    .map((clause) => clause.text)
    .join(' ')
    .normalize('NFKC')
    .toLowerCase();
  return /\d/.test(words) && (currencyCue.test(words) || budgetCue.test(words) || priceQuoted.test(words));
}
