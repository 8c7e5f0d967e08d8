import type { BriefValue } from '@genie/contracts';
import { isNoPreference } from './intents.ts';
import { hasWordCharacters } from './normalize-answer.ts';

type ListValue = Extract<BriefValue, { kind: 'list' }>;

const noneAnswer = /^(?:none|no|nothing|nope|n\/a|na|not really|no one|nobody|沒有|没有|無|无|沒|没|都沒有|없어요|없음|없습니다|없어|딱히 없)[.!。]?$/i;
const separators = /\s*(?:(?<!\d),|,(?!\d{3}(?!\d))|[，、;；\n/|]|\s+and\s+|\s*&\s*|\s*\+\s*|以及|和|及|與|与|跟|\s+및\s+|\s+그리고\s+|\s+or\s+)\s*/;

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
  for (const piece of trimmed.split(separators)) {
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
