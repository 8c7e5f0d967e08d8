import { anotherParty } from '../parse/money.ts';
import { escaped } from '../parse/normalize-answer.ts';
import { namedOwnerIn } from './another-project.ts';
import { allLanguages } from '../words/reader.ts';

/**
 * Places that belong to another subject than the work: where someone comes from, grew up or was born, a relative's
 * home, a trip, a competitor's or a supplier's town. The words right before a place and right after it are per-language
 * data (`placeOfAnotherSubject` in words/<language>/reader.json); every language's are read in every conversation:
 * visitors mix languages.
 */
const beforeWords = new RegExp(`(?:${allLanguages.flatMap((l) => l.placeOfAnotherSubject.before).join('|')})\\s*$`, 'iu');
// (After a space too: a Latin name in Chinese is spaced from the words around it, "在 Sydney 長大的台灣人".)
const afterWords = new RegExp(`^\\s?(?:${allLanguages.flatMap((l) => l.placeOfAnotherSubject.after).join('|')})`, 'iu');

/**
 * Another person or business (the money parser's `anotherParty`: a sibling, a friend, the shop next door) said right before
 * a place, with a word of theirs and the words that put them there: "我表哥在台北的搬家公司", "我哥說他台北的房子", "my sister's
 * salon in Tacoma", "친구네 가게가 부산에". (Not with the visitor: "我跟朋友要在台中西區開", "我跟我表哥在台南中西區開了一間豆花店"
 * are their own shop's place.)
 */
const anotherPartyThere = new RegExp(
  // (Nor "我跟我表哥在台南中西區開了一間豆花店": the visitor and the other are there together.)
  `(?<![我咱]\\p{Script=Han}{0,2}[跟和與]\\s*(?:我的?)?)(?:${anotherParty.source})\\s*(?:說|说|says?|said)?\\s*(?:他們|她們|他|她)?\\s*(?:家|那邊|那边|[a-z]{2,12}\\s+|[가-힣]{1,5}(?:가|이|는|은)\\s+)?(?:在|住在|住|開在|开在|in|at|near|over in|out in|from)?\\s*$`,
  'iu',
);

/**
 * In Chinese, another person named before a place with a few words of theirs between, none of the visitor's own:
 * "我姊去年在台中北屯裝她家" (the sister's home), "我朋友之前在台南開的店". (Not "我跟我姊要在台中開": the visitor is there.)
 */
const anotherPartyThereLater = new RegExp(`(?<![我咱]\\p{Script=Han}{0,2}[跟和與])(?:${anotherParty.source})(?:(?![我咱])\\p{Script=Han}){1,8}(?:在|住在|開在|开在)\\s*$`, 'iu');

/** The words that join two places in one list ("from St. Louis and Kansas City", "從台北跟台中", "서울이랑 부산"). */
const joiners = allLanguages.flatMap((l) => l.placeOfAnotherSubject.joinedBy).map(escaped).join('|');
const joiningWords = new RegExp(`^\\s*(?:${joiners})\\s*$`, 'iu');
/** A capitalised name of up to three words and a joining word, right before a place ("St. Louis and "). */
const nameJoinedBefore = new RegExp(`(?:\\p{Lu}[\\p{L}.'’-]*\\s+){1,3}(?:${joiners})\\s*$`, 'u');

/** After a name's "'s", at most two words of what it has and nothing else, up to the place: "T2's| new |Auckland". */
const ownedRightBefore = /^\s+(?:\p{Ll}+\s+){0,2}$/u;

/** Whether the words between two places only join them in one list: both are then of the same subject. */
export function joinsPlaces(between: string): boolean {
  return joiningWords.test(between);
}

/** Whether the place at [start, end) of `said` (NFKC) is said as another subject's place. */
export function isPlaceOfAnotherSubject(said: string, start: number, end: number): boolean {
  const lower = said.toLowerCase();
  if (beforeWords.test(lower.slice(Math.max(0, start - 40), start)) || afterWords.test(lower.slice(end, end + 32))) return true;
  if (anotherPartyThere.test(lower.slice(Math.max(0, start - 24), start)) || anotherPartyThereLater.test(lower.slice(Math.max(0, start - 24), start))) return true;
  // ("T2's new Auckland flagship": a place said in the name of what another business, named with its possessive, has: the
  // name's "'s" and at most two words of it right before the place.)
  const lead = said.slice(Math.max(0, start - 40), start);
  const owner = namedOwnerIn(lead);
  if (owner && ownedRightBefore.test(lead.slice(owner.index + owner[0].length))) return true;
  // ("driving down from St. Louis and Kansas City": the place before it in the list may be one the reader does not know,
  // a capitalised name.)
  const before = said.slice(Math.max(0, start - 60), start);
  const named = nameJoinedBefore.exec(before);
  return named !== null && beforeWords.test(before.slice(0, named.index).toLowerCase());
}
