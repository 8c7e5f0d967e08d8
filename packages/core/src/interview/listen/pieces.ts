import { clauseJoiner, clauseOpener, nameGoesOnAfter, numberGoesOnAfter, rangeGoesOnAfter, spanAfterADay, unitAfterNumber } from './lexicon.ts';
import { allLanguages } from '../words/reader.ts';
import { remembered } from '../parse/memo.ts';

/** A piece of a visitor's message, with where it sits in the message. */
export interface Piece {
  text: string;
  start: number;
  end: number;
}

function piecesOf(text: string, from: number, boundary: RegExp): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  const push = (end: number) => {
    const raw = text.slice(last, end);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) pieces.push({ text: trimmed, start: from + last + lead, end: from + last + lead + trimmed.length });
  };
  for (const m of text.matchAll(boundary)) {
    push(m.index);
    last = m.index + m[0].length;
  }
  push(text.length);
  return pieces;
}

/**
 * Words whose full stop ends no sentence ("Mr.", "approx.", "incl."): each language's `abbreviations`. (Nor does the full stop
 * after a day and month written with one between, "from 22.06. until 25.06.2026".)
 */
const abbreviations = allLanguages.flatMap((language) => language.abbreviations).join('|');
const sentenceEnd = new RegExp(
  String.raw`(?<![.\d\p{L}][.](?=[\p{L}\d]))(?:(?<!\b(?:${abbreviations}))(?<!(?:^|\n)[^\S\n]*\d{1,2})(?<!(?<![\d.])\d{1,2}\.\d{1,2})[.!?](?=\s|$)|[。！？；;\n]|(?<=\S)\s+-\s+|(?<=[ㅋㅎㅠㅜ]{2}|\p{Extended_Pictographic})\s+)+`,
  'gu',
);

/** Sentences: split at sentence ends (not inside numbers like "1.5" or domains like "lumen.coffee") and line breaks. */
export const sentencesOf: (text: string) => Piece[] = remembered(
  // Chat writing ends a sentence with laughter or an emoji as often as with a full stop ("둘이요 ㅋㅋ 둘 다 …", "好暗😥 我們…").
  // (Not the full stop of a pasted list's number at the start of a line: "目前的服務有：\n1. 兒童抱石課\n2. …".)
  (text: string) => withListsKept(text, piecesOf(text, 0, sentenceEnd)),
  (text) => text,
);

/** A heading in brackets opening a line of pasted notes: "【預算】20萬左右", "[지금 문제]", "[Timeline]". */
const bracketHeading = /^([^\S\n]*)[【[]([^\]】\n[【]{1,20})[】\]]/gmu;

/**
 * Notes pasted with their headings in brackets ("【預算】20萬左右", "[지금 문제]\n- 중복예약 …"), or set apart on a line of
 * their own by a mark ("■ 과제", "## Budget"), read as headings before a colon ("預算：20萬左右", "지금 문제:\n- 중복예약 …"),
 * as notes headed with a colon are read. The text keeps its length,
 * so every position in it is the same in the visitor's message.
 */
export function headingsAsColons(text: string): string {
  return text
    .replace(bracketHeading, (_, lead: string, heading: string) => `${lead} ${heading}${colonAfter(heading)}`)
    .replace(markedHeading, (_, lead: string, mark: string, heading: string, after: string) => `${lead}${' '.repeat(mark.length - 1)}${heading}${colonAfter(heading)}${after}`);
}
/** The colon a heading is written with: the full-width one after Chinese. */
const colonAfter = (heading: string) => (/\p{Script=Han}$/u.test(heading) ? '：' : ':');
/** A line of pasted notes that is a heading set apart by a mark, with nothing after it: "■ 과제", "## Budget", "▶ 目的". */
const markedHeading = /^([^\S\n]*)((?:[■□●◆◇▶▷★☆※]+|#+(?![\d#]))[^\S\n]*)([^\n:：.。!?！？]{1,20}?)([^\S\n]*)$/gmu;

/** A pasted list's marker at the start of a line: "1.", "2)", "-", "•". */
export const listBullet = /^(?:\d{1,2}[.)、．]|[-•*・])\s*/;
/** The number of a numbered list's line: "1. ", "2) ". */
const listNumber = /^\d{1,2}[.)、．]\s*/;
/** A line that names what the list under it is of, without a colon: "目前的服務有", "하는 일은". */
export const listTopicLine = /^[가-힣\s]{1,12}(?:은|는)$|(?:有|是|如下)$/;
/** A line that heads a list: "Sections I'm picturing:", "目前的服務有：", "하는 일은". */
const listHead = new RegExp(`[:：]$|${listTopicLine.source}`);
/** A line that is a heading alone: "Timeline:", "지금 문제:". */
const colonHead = /[:：]$/;
/** A line that is a heading, alone or with its words after it ("預算：450萬", "Budget: $8k"), not a list's item. */
const headingLine = (line: string) => colonHead.test(line) || (!listBullet.test(line) && /^[^:：\n]{1,20}[:：]/u.test(line));
/** A line that reads as a list's item: a bullet, or a few words with no sentence of their own. */
function itemLine(piece: Piece, last: boolean, text: string): boolean {
  // (A numbered line that is a sentence of its own, "1. 現場要做試吃，…，所以水電都需要。", is one: notes set out a point a line.)
  // (Nor is one headed with its topic, "2. 필요한 페이지: 사무소 소개, …": numbered notes, a topic a line.)
  const numberedSentence = listNumber.test(piece.text) && (/^[.!?。！？]/.test(text.slice(piece.end)) || /^[^:：\n]{1,20}[:：]/u.test(piece.text.replace(listNumber, '')));
  // (The message's last line may run on: "Old hand planes and chisels, I restore those, which is more of a hobby".)
  return (listBullet.test(piece.text) && !numberedSentence) || (piece.text.length <= (last ? 100 : 60) && !/[.!?。！？]/.test(piece.text));
}

/** A point of numbered notes read as a sentence of its own ("3. 希望有一個…亮點"), without its number. */
function withoutNumber(piece: Piece): Piece {
  const number = listNumber.exec(piece.text);
  if (!number || number[0].length === piece.text.length) return piece;
  return { text: piece.text.slice(number[0].length), start: piece.start + number[0].length, end: piece.end };
}

/**
 * A list written one item a line ("Sections I'm picturing:\nour story\nregister\n…", "- 싱크대 문짝 필름\n-
 * 현관문 리폼") is one sentence with its head, not a sentence an item: its items are read together.
 */
function withListsKept(text: string, pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (let i = 0; i < pieces.length; i++) {
    let j = i;
    // (A list ends at a blank line or at the next heading: notes pasted under several headings are a list each.)
    const onNextLine = (k: number) => {
      if (k + 1 >= pieces.length) return false;
      const gap = text.slice(pieces[k]!.end, pieces[k + 1]!.start);
      return gap.includes('\n') && !/\n\s*\n/.test(gap) && !headingLine(pieces[k + 1]!.text);
    };
    const headed = listHead.test(pieces[i]!.text) || listBullet.test(pieces[i]!.text);
    while (onNextLine(j) && itemLine(pieces[j + 1]!, j + 2 === pieces.length, text) && (headed || listBullet.test(pieces[j + 1]!.text))) j++;
    if (j - i >= 2 || (j > i && (listBullet.test(pieces[i]!.text) || colonHead.test(pieces[i]!.text)))) {
      out.push({ text: text.slice(pieces[i]!.start, pieces[j]!.end), start: pieces[i]!.start, end: pieces[j]!.end });
      i = j;
    } else out.push(withoutNumber(pieces[i]!));
  }
  return out;
}

/** A date as it opens a clause: "6/22", "6월 22일", "22일", "6月22日", "22號". */
const dateAhead = String.raw`\d{1,2}(?:\/\d{1,2}|\s?월\s?\d{1,2}\s?일|\s?일|\s?月\s?\d{1,2}\s?[日號号]|[日號号])`;
/**
 * A sentence that opens with a date and names two or more, each with its role after it: "6/22 설치 6/24 오픈 6/27 철수". (Not a
 * span's first day: "4월 16일부터 18일까지 … 반입은 전날 15일이고 철거는 18일" names each role before its date.)
 */
const datesThenRoles = new RegExp(String.raw`^${dateAhead}\s?(?!(?:부터|에서|到|至|起|開始|开始|~|～|-|–)\s)[^\d\s,.，。]{1,6}\s+${dateAhead}`, 'u');
/** Where such a sentence's clauses part: a comma, or the space before each date. */
const dateThenRoleBreak = new RegExp(String.raw`,|，|\s+(?=${dateAhead})`, 'gu');

/** A day as it ends the words before a break: "6/22", "22號", "22日", "22일". */
const dayBefore = String.raw`\d{1,2}\/\d{1,2}|\d{1,2}[號号日일]`;
/**
 * Where a sentence's clauses part, one kind of break a line (joined into one pattern below): those every language shares
 * here, then each language's own (words/<language>/reader.json: `clauseBreaks`, with its joining words `clauseJoiner`,
 * `clauseOpener`, `unitAfterNumber` and `spanAfterADay`).
 */
const clauseBreaks: readonly string[] = [
  // A line break before a pasted list's line: "- Move-in: Mon Mar 16\n- Move-out: Thu Mar 19".
  String.raw`\n(?=[^\S\n]*(?:\d{1,2}[.)、．]|[-•*・])\s)`,
  // A comma, not a thousands separator ("1,500,000").
  String.raw`,(?!\d{3}(?!\d))`,
  // A joining word between spaces ("and", "but", "그리고"); not inside a name that goes on after it (`nameGoesOnAfter`: "the
  // Boston Convention and Exhibition Center"), nor a range (`rangeGoesOnAfter`: "between 1,300 and 1,400 sq ft"), nor a number
  // said in words (`numberGoesOnAfter`: "a hundred and twenty thousand").
  String.raw`(?<!${nameGoesOnAfter.source})(?<!${rangeGoesOnAfter.source})(?<!${numberGoesOnAfter.source})\s+(?:${clauseJoiner.source})\s+`,
  // A word that opens a clause where no space is written ("而且", "但是", "還有").
  `(?:${clauseOpener.source})`,
  // A space after a day, before another value, unless a dash or the language's words carry the day on into a span or a
  // time of that day (`spanAfterADay`: "to", "until", "到", "부터", "금요일부터", "오후 2시").
  String.raw`(?<=${dayBefore})\s+(?![-~]|${spanAfterADay.source})(?=(?:[^\s\d,.，。]+\s?){1,3}\d)`,
  // Each language's own (words/<language>/reader.json, `clauseBreaks`: a Chinese comma, a Korean sentence's ending …).
  ...allLanguages.flatMap((language) => language.clauseBreaks.map((rule) => rule.pattern.replaceAll('{unitAfterNumber}', unitAfterNumber.source))),
];
const clauseBreak = new RegExp(`(?:${clauseBreaks.join('|')})`, 'gu');

/**
 * Clauses inside a sentence: commas that are not thousands separators ("1,500,000"), "and", "but",
 * 、，, 그리고, a Korean sentence's ending (…요, …다; not 필요, 중요, 주요 or 바다, nor the word 다 ("all": "등록까지 다 끝났어요")): "쇼핑몰 그런 건 필요 없고요" is one clause) … A
 * value is read from the clause it sits in, so one fact's words do not colour another's ("작년엔 3x3 하나였고 이번엔 … 3x6":
 * a past clause ends before the next topic). Chinese writes no spaces
 * between its words, so a space between two runs of Chinese ("預計五月開幕 所以裝潢四月中前要弄好") is a pause, as a
 * comma is; not between the one- and two-character words of a message typed with a space after each word ("現在 都是 用").
 */
export function clausesOf(sentence: Piece): Piece[] {
  // (A list's lines are clauses each: "- Move-in: Mon Mar 16\n- Move-out: Thu Mar 19" gives each role its own date.)
  // (Days listed with "、" are one clause, the days of the role after them: "4/20、4/21進場佈置" moves in from the first.)
  // (A day and its role run on into the next day and its role, unspaced, are two: "15號進場19號撤場"; not "15號到19號".)
  // (A venue's name is one clause: "the Boston Convention and Exhibition Center".)
  // (A span's first day and its weekday stay with the span: "3월 20일 금요일부터 22일 일요일까지".)
  // (A date that ends its clause with 고 ends the clause: "개막은 4월 9일이고 마지막 날 4월 12일 … 철수입니다" gives each role its own date;
  // so does the role said after its date: "5월 14일 개막이고 반입은 전날 13일 오후" opens on the 14th.)
  // Dates written each before its role are read a date and its role at a time (not "6/22 | 설치 6/24 | …", which gives
  // each role the next date).
  if (datesThenRoles.test(sentence.text.trim())) return piecesOf(sentence.text, sentence.start, dateThenRoleBreak);
  return piecesOf(sentence.text, sentence.start, clauseBreak);
}

// (How many words a text holds is counted where the parse layer reads it too: parse/normalize-answer.ts.)
export { wordsIn } from '../parse/normalize-answer.ts';
