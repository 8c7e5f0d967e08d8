import type { BriefValue } from '@genie/contracts';
import { isNoPreference } from './intents.ts';
import { hanPause, hasWordCharacters } from './normalize-answer.ts';

type ListValue = Extract<BriefValue, { kind: 'list' }>;

const noneAnswer = /^(?:none|no|nothing|nope|n\/a|na|not really|no one|nobody|沒有|没有|無|无|沒|没|都沒有|없어요|없음|없습니다|없어|딱히 없)[.!。]?$/i;
// (Not the & inside a name written in capitals: "H&R Block", "AT&T", "B & B".)
const separators = /\s*(?:(?<!\d),|,(?!\d{3}(?!\d))|[，、;；\n/|]|\s+and\s+|(?<![A-Z\s])&(?![A-Z\s])|(?<!\b[A-Z])\s+&\s+(?![A-Z]\b)|\s*\+\s*|以及|和|及|與|与|跟|\s+및\s+|\s+그리고\s+|\s+or\s+)\s*/;

const spacedItem = /^(?=[^\s]*\p{Script=Han})[\p{Script=Han}\p{Script=Latin}\d+&]+$/u;
/**
 * "首頁 服務項目 收費方式 線上估價 客戶評價": short names of Chinese typed with a space between them, as on a phone, are the
 * items of a list. Only when every part is a short name (at most six characters of Chinese): spaces between clauses
 * ("我們的香是用老山檀香跟沉香 手工一支一支搓") are pauses in a sentence, no list. Null when the words are no such list.
 */
export function spacedChineseItems(text: string): string[] | null {
  const parts = text.trim().split(new RegExp(hanPause, 'u'));
  // (Nor a sentence typed with a space between every word or two: "買的人 大部分是 老客人 四五十歲的 媽媽 煮給 小孩吃 …".)
  if (parts.length < 2 || parts.length > 8) return null;
  const short = (part: string) => spacedItem.test(part) && (part.match(/\p{Script=Han}/gu) ?? []).length <= 6 && (part.match(/[\p{Script=Latin}\d]+/gu) ?? []).length <= 1;
  return parts.every(short) ? parts : null;
}

/** A name of Korean (or a Latin one) typed as a list's item: a few syllables ending in no particle, verb or adnominal ending ("드린", "있어야", "하나"). */
const spacedKoreanItem = /^(?:[가-힣]{1,7}(?<![은는을를에도고서요다죠만랑며면께야나지게까네린된던할될운])|[A-Za-z][A-Za-z0-9+&.-]*)$/u;
/** The words that close a list typed on a phone ("정도요", "등등", "이렇게요"), and a heading that opens it ("페이지는"). */
const spacedKoreanTail = /\s*(?:정도(?:요|예요|에요|입니다)?|등등?|이렇게(?:요)?|요 ?정도)?\s*[?？.。!~～]*$/u;
const spacedKoreanHeading = /^[가-힣]{1,6}(?:은|는)\s+/u;
/**
 * "병원소개 의료진 진료과목 예약 오시는길 정도요", "페이지는 홈 메뉴 예약 오시는길": the names of a Korean list typed with a space
 * between them, as on a phone. Only when every part is a short name with no particle or verb ending: a Korean sentence
 * ("한국어만 있으면 돼요") is spaced too. Null when the words are no such list.
 */
export function spacedKoreanItems(text: string): string[] | null {
  if (!/[가-힣]/.test(text)) return null;
  const parts = text.trim().replace(spacedKoreanTail, '').replace(spacedKoreanHeading, '').split(/\s+/u).filter(Boolean);
  if (parts.length < 3 || parts.length > 10) return null;
  return parts.every((part) => spacedKoreanItem.test(part)) && parts.some((part) => /[가-힣]/.test(part)) ? parts : null;
}

/**
 * Several items: "Home, About, Products and Contact", "官網、蝦皮和門市", "한국어 및 영어",
 * numbered or bulleted lines. "None" / 沒有 / 없어요 is an empty list. A number is never cut at its
 * thousands separator ("1,200 vinyl records and 300 books" is two items). "No particular preference" /
 * 都可以 / 상관없어요 is no list.
 */
export function parseList(text: string): ListValue | null {
  const trimmed = text.normalize('NFKC').trim();
  if (noneAnswer.test(trimmed)) return { kind: 'list', items: [] };
  if (isNoPreference(trimmed)) return null;
  const items: string[] = [];
  for (const piece of spacedChineseItems(trimmed) ?? (separators.test(trimmed) ? null : spacedKoreanItems(trimmed)) ?? trimmed.split(separators)) {
    const item = piece
      .replace(/^\s*(?:[-*•·]|\d+[.)]|\(\d+\))\s*/, '')
      .replace(/^(?:and|also|plus)\s+/i, '')
      .replace(/\s*(?:etc\.?|等等?|등)\s*$/i, '')
      .replace(/^["'“”「」『』]+|["'“”「」『』.。!]+$/g, '')
      .trim();
    if (item && hasWordCharacters(item) && !items.some((i) => i.toLowerCase() === item.toLowerCase())) items.push(item);
  }
  return items.length > 0 ? { kind: 'list', items: items.slice(0, 30) } : null;
}
