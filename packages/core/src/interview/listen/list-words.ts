import type { BriefFieldId } from '@genie/contracts';
import { listBullet, listTopicLine } from './pieces.ts';
import { afterthought, itemGoesOn, urlPattern } from './lexicon.ts';
import { allLanguages, type LanguageWords } from '../words/reader.ts';
import { spacedChineseItems, spacedKoreanItems } from '../parse/list.ts';
import { countsIn } from '../parse/numbers.ts';

/** Per list field, every language's words that introduce its list, or close it (`listWords` in words/<language>/reader.json). */
function perField(pick: (language: LanguageWords) => Partial<Record<BriefFieldId, string[]>>, around: (alternatives: string) => string): Partial<Record<BriefFieldId, RegExp>> {
  const ids = new Set(allLanguages.flatMap((l) => Object.keys(pick(l)) as BriefFieldId[]));
  return Object.fromEntries([...ids].map((id) => [id, new RegExp(around(allLanguages.flatMap((l) => pick(l)[id] ?? []).join('|')))]));
}
const leadIns = perField((l) => l.listWords.leadIn, (words) => `(?:${words})\\s*`);
const trailing = perField((l) => l.listWords.tail, (words) => `(?:${words})`);
/** Words that end a list of any field and are no part of its last item ("…, 백화점 팝업 정도 생각하고 있어요", "…, 리뷰 이렇게요", "…, 문의 정도면 될 것 같아요"). */
const listEnd = new RegExp(allLanguages.flatMap((l) => l.listWords.end).join('|') || '(?!)');
const commas = /\s*(?:,(?!\d{3}(?!\d))|[，、;；])\s*/;
/** Where items part: a comma (not a thousands separator), a line break, or a language's words that join two items. */
const separators = new RegExp(`\\s*(?:,(?!\\d{3}(?!\\d))|[，、;；]|\\s*\\n+\\s*|${allLanguages.flatMap((l) => l.listWords.joiners).join('|')})\\s*`);

/** What a Korean list is of, said before its items ("파는 건 순두부, 모두부, …", "지금 팔고 있는 건 …, …"). */
const koreanListHeading = /^(?:[가-힣]+\s){0,2}[가-힣]{1,6}(?:는|은)\s(?:건|거는|것은|게)\s+(?=[^,、]{1,30}[,、])/;

/**
 * Whether a sentence opens with the words that introduce a list of the field ("we sell …", "產品有…") or, in Korean, with
 * what the list is of ("지금 팔고 있는 건 …, …"): not a heading before a colon, which may be any topic's.
 */
export function headedAsTheList(sentence: string, fieldId: BriefFieldId): boolean {
  return koreanListHeading.test(sentence) || leadIns[fieldId]?.exec(sentence.toLowerCase())?.index === 0;
}

/** A sentence without the heading a list of the field opens with ("Materials: …", "材質就是…", "소재는 …", "파는 건 …"), if it has one. */
export function withoutListHeading(sentence: string, fieldId: BriefFieldId): string {
  const colon = /^[^:：]{1,40}[:：]\s*/.exec(sentence);
  if (colon) return sentence.slice(colon[0].length);
  const korean = koreanListHeading.exec(sentence);
  if (korean) return sentence.slice(korean[0].length);
  const lead = leadIns[fieldId]?.exec(sentence.toLowerCase());
  return lead && lead.index === 0 ? sentence.slice(lead[0].length) : sentence;
}

/** A list item as compared with another: "English" and "english " are one item. */
const itemKey = (item: string) => item.normalize('NFKC').toLowerCase().trim();

/** Whether a list said again holds every item known and more ("中文" then "中文跟英文"): the list meant now. */
export function saysMoreOfTheList(known: readonly string[], said: readonly string[]): boolean {
  const items = new Set(said.map(itemKey));
  return known.length > 0 && said.length > known.length && known.every((item) => items.has(itemKey(item)));
}

/**
 * The known list with the new items of one said with the count of them all ("한국어랑 영어", then "언어는 일본어까지 세 개로 할게요",
 * "so three languages, adding Spanish"): the count is the known items and these together, not the items said alone. Null
 * for a list said otherwise.
 */
export function countedWithTheKnown(known: readonly string[], said: readonly string[], words: string): string[] | null {
  const have = new Set(known.map(itemKey));
  const added = said.filter((item) => !have.has(itemKey(item)));
  if (known.length === 0 || added.length === 0) return null;
  const counts = countsIn(words);
  return counts.includes(known.length + added.length) && !counts.includes(said.length) ? [...known, ...added] : null;
}

/** Whether words read as a list's item ("產品型錄", "Etsy", "farmers markets"), not as a sentence of their own. */
export function itemLike(item: string): boolean {
  return wordsWithin(item, 10, 6) && !ownSubject.test(item.normalize('NFKC').toLowerCase().trim());
}
/**
 * Words that open a clause with its own subject ("ours are 4 year roots", "we hand dig", "我們自己挖", "저희는 손으로 캐요"): a
 * sentence, not a list's item. (Not "our story", "我們的故事", nor "we sell …", which heads the items.)
 */
const ownSubject = new RegExp(`^(?:${allLanguages.flatMap((l) => l.listWords.ownSubject).join('|')})`, 'u');

/** An item of a list the visitor heads, which may say a little more than a bare name ("남편이 직접 만든 원목 식탁"). */
export function headedItemLike(item: string): boolean {
  return wordsWithin(item, 16, 8);
}

function wordsWithin(item: string, cjkChars: number, latinWords: number): boolean {
  const cjk = (item.match(/[\p{Script=Han}\p{Script=Hangul}]/gu) ?? []).length;
  const latin = item.match(/[\p{Script=Latin}\d]+/gu)?.length ?? 0;
  return cjk <= cjkChars && latin <= latinWords;
}

const quote = /["'“”「」『』]/;
/** Quotes around a whole item, or left over at its ends, go; a name quoted inside it keeps them ("'Bake & Take' classes"). */
function unquote(item: string): string {
  let t = item;
  const pairs = (t.match(/["'“”「」『』]/g) ?? []).length;
  if (pairs === 2 && quote.test(t[0]!) && quote.test(t.at(-1)!)) return t.slice(1, -1).trim();
  if (quote.test(t[0] ?? '') && !quote.test(t.slice(1))) t = t.slice(1);
  if (quote.test(t.at(-1) ?? '') && !quote.test(t.slice(0, -1))) t = t.slice(0, -1);
  return t.trim();
}

/** An item that opens with the lexicon's `itemGoesOn` words goes on about the item before it. */
const goesOnAboutTheItemBefore = new RegExp(`^(?:${itemGoesOn.source})`, itemGoesOn.flags);

const slashBetweenWords = /(?<=[\p{Script=Han}\p{Script=Hangul}]|\p{L}{2})(?<!\band)\s*\/\s*(?!or\b)(?=[\p{Script=Han}\p{Script=Hangul}]|\p{L}{2})/gu;

/**
 * A list as the visitor wrote it in a sentence: after a colon or the words that introduce it ("we sell", 產品有, 통로는), split at
 * commas, 、, and, 랑 … `headed`: the words come after the list's heading already (`afterHeading`).
 */
export function listWords(sentence: string, fieldId: BriefFieldId, headed = false): string[] {
  // ("아 그리고 남편 LP가 500장 넘어요", "oh and the piano": the words that add to what was said before are no part of an item.)
  let t = sentence.normalize('NFKC').trim().replace(/[.。!！?？]+$/, '').replace(afterthought, '').trim();
  // A list one item a line: its heading line ("하는 일은", "目前的服務有") and a closing line ("이렇게 네 가지요", "that's it") are no items.
  if (t.includes('\n')) {
    const lines = t.split(/\s*\n+\s*/);
    if (lines.length > 2 && listTopicLine.test(lines[0]!)) lines.shift();
    if (lines.length > 2 && /^(?:이렇게|이 정도|這些|这些|以上|就這樣|these|that's (?:it|all)|and that's)/i.test(lines.at(-1)!)) lines.pop();
    t = lines.join('\n');
  }
  // "首頁/課程介紹/老師介紹/報名", "home / shop / about": words between slashes, twice or more, are a list (not "w/o", "and/or").
  if ((t.match(slashBetweenWords) ?? []).length >= 2) t = t.replace(slashBetweenWords, '、');
  // "수업은 스크래치반, 파이썬반 있고…", "필요한 메뉴는 인사말, …": the topic the list is about is not its first item.
  // "파는 건 순두부, 모두부, …": what the list is of ("what we sell is") goes too.
  t = t.replace(koreanListHeading, '');
  t = t.replace(/^(?:[가-힣]+\s)?[가-힣]{1,6}(?:은|는)\s+(?=[^,、]{1,30}[,、])/, '');
  // (Not a colon between two numbers: "1:1 개인 레슨", "open 10:30".)
  const colon = t.search(/(?<!\d)[:：]|[:：](?!\d)/);
  if (colon >= 0) t = t.slice(colon + 1);
  else {
    // (Not in the words after a heading, which introduced the list already: "the booking page" in "Pages I'm thinking: home,
    // services and prices, the booking page, a gallery" is an item.)
    const lead = headed ? null : leadIns[fieldId]?.exec(t.toLowerCase());
    if (lead) t = t.slice(lead.index + lead[0].length);
  }
  // Chinese: a list ends at the first full-width comma that does not go on with 還有 / 以及 / 和.
  // (Nor at one that goes on after a few words of when: "…、粉圓，夏天還有豆漿冰", "…，最近也開始接球鞋清洗".)
  const cut = /[，,](?![^，,。]{0,4}?(?:還有|还有|也有|以及|和|跟|也開始|也开始))/.exec(t);
  if (cut && /、/.test(t.slice(0, cut.index))) t = t.slice(0, cut.index);
  // (The words of when and of going on are no item: "，夏天還有豆漿冰" adds 豆漿冰.)
  if (/、/.test(t)) t = t.replace(/[，,][^，,。、]{0,4}?(?:還有|还有|也有|也開始(?:接|做|賣)?|也开始(?:接|做|卖)?)/g, '、');
  const tail = trailing[fieldId];
  if (tail) t = t.replace(tail, '');
  t = t.replace(listEnd, '');
  const items: string[] = [];
  // Words in brackets go with the item before them: "商品（依品牌跟片幅分類）", "업무 분야(기장, 종합소득세)".
  const bracketed: string[] = [];
  t = t.replace(/[（(][^（）()]{0,100}[）)]/g, (m) => `\uE000${bracketed.push(m) - 1}\uE000`);
  // …and a name in quotes is one item, whatever it holds ("sunrise 'Dip & Breathe' sessions").
  t = t.replace(/(?<=^|\s)(?:'[^'\n]{1,40}'|"[^"\n]{1,40}"|“[^”\n]{1,40}”|「[^」\n]{1,40}」)(?=[^\p{L}]|$)/gu, (m) => `\uE000${bracketed.push(m) - 1}\uE000`);
  // One item a line: each line is an item, whatever "and" or commas it holds ("Scissors for barbers and quilters").
  const lines = t.split(/\s*\n+\s*/).filter(Boolean);
  // A list of three or more said with commas: an "and" inside one of its items is the item's ("scissor and garden
  // tool sharpening", "Shipping & pickup"); only the last part may still join two ("…, A and B").
  const byCommas = t.split(commas);
  // (A part that reads as a sentence, not an item, is still cut at its joins: "회원 예약이랑 수업 시간표 보는 게 제일 중요하고".)
  // ("首頁 服務項目 收費方式 線上估價": short Chinese names typed with spaces between them, as on a phone.)
  // ("병원소개 의료진 진료과목 예약 오시는길 정도요": so are short Korean names, each with no particle or verb ending.)
  const spaced = lines.length === 1 && byCommas.length === 1 ? (spacedChineseItems(t) ?? spacedKoreanItems(t)) : null;
  const pieces =
    spaced ? spaced
    : lines.length >= 3 ? lines
    : byCommas.length >= 3 ? [...byCommas.slice(0, -1).flatMap((part) => (itemLike(part) ? [part] : part.split(separators))), ...byCommas.at(-1)!.split(separators)]
    : t.split(separators);
  for (const raw of pieces) {
    const piece = raw.replace(/\uE000(\d+)\uE000/g, (_, i: string) => bracketed[Number(i)]!);
    const item = piece
      // A pasted list's markers: "1.", "2)", "-", "•".
      .replace(listBullet, '')
      .replace(/^(?:and|also|plus|soon|then|or)\s+/i, '')
      // ("然後我有一堆樂高": the words that go on from the sentence before are no part of the item.)
      .replace(/^(?:然後|然后|還有|还有|另外|而且)\s*/, '')
      .replace(/\s*(?:etc\.?|等等?|등|정도요?)\s*$/i, '')
      // "…, 두부과자요": the sentence's polite ending is not part of the last item.
      .replace(/(?<=[가-힣]{2})(?:이에요|예요|이요|요|입니다)$/, '')
      // Laughter and emoji at the end ("…모아요 ㅋㅋ", "… 😭") are no part of an item.
      .replace(/(?:\s*(?:[ㅋㅎㅠㅜ\u110f\u1112]{2,}|\p{Extended_Pictographic}+))+\s*$/u, '')
      .replace(/[.。!]+$/, '')
      .trim();
    const clean = unquote(item);
    // "my wife's quilts, about 30 of them, she'd love a wall to rotate them on": a count of the item before,
    // or a clause about it, goes with that item, never an item of its own (so does an exception or a reason: "…, and online,
    // except we pause mainland shipping June to August").
    if (items.length > 0 && goesOnAboutTheItemBefore.test(clean)) {
      items[items.length - 1] = `${items.at(-1)!}${/[\p{Script=Han}]$/u.test(items.at(-1)!) ? '，' : ', '}${clean}`;
      continue;
    }
    if (clean && /[\p{L}\p{N}]/u.test(clean) && !items.some((i) => i.toLowerCase() === clean.toLowerCase())) items.push(clean);
  }
  return items.slice(0, 30);
}

/** Sites or brands the visitor admires: "I like what Modo Yoga and Y7 Studio have done", "我覺得美麗牙醫的網站做得不錯". */
/** Names in quotes ("「小腳丫親子遊」跟 Klook"), with a Latin name joined to the last of them. */
function quotedNames(s: string): string[] {
  // (A name in single quotes too, "서울에 있는 '필라테스 모먼트' 사이트", "'고요재'라는 한옥스테이" (a Korean particle after it), not an apostrophe: "Glossier's site".)
  const names = [...s.matchAll(/[「『“"]([^」』”"]{1,30})[」』”"]|(?<=^|\s)'([^'\n]{1,30})'(?![\p{Script=Latin}\p{N}])/gu)].map((m) => (m[1] ?? m[2]!).trim());
  const joined = /[」』”"]\s*(?:跟|和|與|与|and|&|랑|이랑)\s*([A-Z][\w&.'-]*(?:\s[A-Z][\w&.'-]*){0,3})/.exec(s);
  return joined ? [...names, joined[1]!] : names;
}

/** "the Fight for Air Climb pages", "how the Broad Street Run site shows …": sites named by their capitalised names. */
function namedSites(s: string): string[] {
  return [...s.matchAll(/\b(?:the )?((?:[A-Z][\w&'’-]*\s(?:(?:for|of|to|on|in|at|the|&)\s)?){1,5})(?:site|website|page|pages|homepage)s?\b/g)]
    .map((m) => m[1]!.trim().replace(/['’]s$/, ''))
    .filter((name) => !/^(?:The|Our|My|Their|Your|A|An|Home|Landing|Product|About|Contact)$/.test(name));
}

export function competitorWords(sentence: string): string[] {
  const s = sentence.normalize('NFKC');
  // "sunnysnap.kr 이랑 '오름스냅' 사이트 분위기 좋더라구요", "I like glossier.com and aesop.com": a web address is a site, however
  // it is named around it.
  const addresses = [...s.matchAll(urlPattern)].map((m) => m[0]);
  const named = namedCompetitors(addresses.reduce((rest, address) => rest.replace(address, ' '), s));
  return [...addresses, ...named.filter((name) => !addresses.some((address) => address.includes(name)))];
}

/** The words that say "a place" after what it is called: "오롯이라는 데", "바른숲이라는 곳", "고요재라는 가게". */
const placeNouns = '데|곳|집|가게|업체|매장';
const placeNoun = new RegExp(`^(?:${placeNouns})$`, 'u');
const calledPlace = new RegExp(`(?:이)?라는 (?:${placeNouns})`, 'u');

/**
 * Whether the visitor marked the sites' names as names: in quotes ("「小日子」的網站", "the "Hotel Emma" site", "'고요재'라는"),
 * or with what the place is called ("오롯이라는 데"). Names so marked are taken as they are; others are read from the visitor's
 * clauses (the reader's picking of a name from a sentence may cut it or miss one).
 */
export function namesMarked(sentence: string): boolean {
  const s = sentence.normalize('NFKC');
  return quotedNames(s).length > 0 || calledPlace.test(s);
}

function namedCompetitors(s: string): string[] {
  // "我蠻喜歡「小腳丫親子遊」跟 Klook 親子那種…", "for reference the Fight for Air Climb pages …, I like how the Broad Street Run site …".
  const quoted = quotedNames(s);
  if (quoted.length > 0) {
    // "「光合寫真」跟日本 Photo Studio Kotori 的網站": a name joined to a quoted one is a name too, quoted or not.
    const joined = [...s.matchAll(/[」』"”]\s*(?:跟|和|與|与|及|以及|,|、|\band\b|이랑|랑|하고)\s*(?:[\p{Script=Han}\p{Script=Hangul}]{1,4}\s*)?((?:[A-Z][\w&'’.-]*)(?:\s+[A-Z][\w&'’.-]*)*)/gu)].map((m) => m[1]!);
    return [...quoted, ...joined.filter((name) => !quoted.includes(name))];
  }
  if (/\bfor reference\b|\binspired by\b/i.test(s)) {
    const sites = namedSites(s);
    if (sites.length > 0) return sites;
  }
  const m =
    /\b(?:like|love|admire)\s+(?:what|how)\s+(.+?)(?:\s+(?:have|has|did|do|does)\b|\s+(?:sites?|websites?)\b)/i.exec(s) ??
    /\bcompetitors?(?: are| include|:)\s+(.+)$/i.exec(s) ??
    /(?:覺得|像是|像|參考)(.+?)的(?:網站|官網)/.exec(s) ??
    // "同業的話晉禾企業的網站做得滿不錯": a peer in the trade whose site the visitor likes.
    /(?:同業|同行|競爭對手|对手|對手)(?:的話|裡面|里面|中|是|有|像)?[，,\s]*(.+?)的?(?:網站|官網|网站)/.exec(s) ??
    /(?:경쟁사는|경쟁사로는)\s*(.+?)(?:이에요|예요|입니다|가 있어요)/.exec(s) ??
    // "경쟁사라고 하면 같은 지역의 세무법인 온길, 그리고 …", "참고하는 데는 귤메달이랑 제주삼촌농장 사이트요".
    /(?:경쟁사라고 하면|경쟁 업체(?:는|로는))\s*(.+)$/.exec(s) ??
    /(?:참고하는 (?:데|곳)(?:는|은)|참고할 만한 (?:곳|사이트)(?:은|는))\s*(.+?)(?:\s*(?:사이트|홈페이지|웹사이트))?(?:요|예요|이에요|입니다)?[.!]?$/.exec(s) ??
    // "바디앤솔 홈페이지가 예쁘더라고요", "Glossier's website is so clean": a site named as one the visitor likes.
    /([^\s,.]+)\s*(?:홈페이지|웹사이트|사이트)(?:가|는|이|도)?\s*(?:너무\s*|정말\s*|진짜\s*)?(?:예쁘|예뻐|좋더|깔끔하더|마음에 들)/.exec(s) ??
    // (A name may be hyphenated: "Roto-Rooter's site is easy to use".)
    /\b((?:(?!(?:Honestly|Also|And|But|So|Actually|Personally|Plus|Oh|Well|Maybe|Like|I)\s)[A-Z][\w&]*(?:-[A-Z]?[\w&]+)*\s)*[A-Z][\w&]*(?:-[A-Z]?[\w&]+)*)['’]s (?:website|site|homepage) (?:is|looks)\b/.exec(s);
  if (!m) return [];
  return m[1]!
    .split(/\s*(?:,|、|\band\b|和|跟|(?<=[가-힣])(?:이랑|랑)\s|그리고)\s*/)
    .map((x) => x.replace(/['’]s$/i, '').replace(/[.。]$/, '').trim())
    .map((x) => calledName(s, x) ?? x)
    // (A particle alone names no one: "同業的網站我沒有特別研究" names no peer's site.)
    .filter((x) => x && /[\p{L}\p{N}]/u.test(x) && !/^[的之の의]$/u.test(x));
}

/** A place named with what it is called: "오롯이라는 데 사이트가 깔끔하더라구요" names 오롯, not "데" (a place). */
function calledName(s: string, word: string): string | null {
  if (!placeNoun.test(word)) return null;
  const called = new RegExp(`([\\p{Script=Hangul}\\w&'-]+?)(이)?라는 ${word}`, 'u').exec(s);
  if (!called) return null;
  const [, name, copula] = called;
  // (이라는 after a syllable that ends in a consonant, 라는 after a vowel: "바른숲이라는" is 바른숲, "아이라는" is 아이.)
  if (copula && !endsInConsonant(name!)) return `${name}이`;
  return name!;
}

function endsInConsonant(word: string): boolean {
  const last = word.codePointAt(word.length - 1)!;
  return last >= 0xac00 && last <= 0xd7a3 && (last - 0xac00) % 28 !== 0;
}
