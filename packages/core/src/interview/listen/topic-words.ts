import type { BriefFieldId } from '@genie/contracts';
import { allLanguages } from '../words/reader.ts';

/** Parts of a sentence between commas (not thousands separators) and semicolons. */
const qualifier = /^(?:but |and )?(?:nothing|not|no|never|without)\b|^(?:但|可是)?(?:不要|不能|別|避免)|^(?:하지만 )?너무 .*(?:않|말)/;
/** A part that compares: "like an old sign", "像老雜貨店的招牌", "옛날 간판처럼요". */
export const comparison = /^(?:(?:a bit |a little |kind of |sort of |more |just )?like\b|(?:有點|有点|有一點)?(?:像|好像|彷彿|仿佛|如同))|(?:처럼|같이|같은|같은 느낌)\s*(?:요|이요)?[.!~]*$/;
const partBreak = /,(?!\d{3}(?!\d))|，|;|；/;
/**
 * A part that is only a greeting ("你好", "Hi!", "안녕하세요~"): it speaks of no topic and goes with none (`greetings`). It
 * may have a sound before it and laughter or an emoji after it ("아 안녕하세요ㅎㅎ", "oh hi! 😊").
 */
const soundBefore = String.raw`(?:(?:아|어|오|앗|oh|ah|喔|哦|啊)[\s,，]*)?`;
// (NFKC writes ㅋ, ㅎ as the conjoining jamo, U+1100–U+11FF.)
const laughterAfter = String.raw`(?:[ㅋㅎㅠㅜ\u1100-\u11ff^]+|\p{Extended_Pictographic}|哈+|lol|haha)*`;
export const greeting = new RegExp(`^${soundBefore}(?:${allLanguages.flatMap((l) => l.greetings).join('|')})[\\s!~～.。！]*${laughterAfter}[\\s!~～.。！]*$`, 'iu');
/** A greeting that opens a message ("Hi there! …", "你好 …", "안녕하세요~ …"), with the marks after it (the longest greeting first). */
export const openingGreeting = new RegExp(`^\\s*(?:${allLanguages.flatMap((l) => l.greetings).sort((a, b) => b.length - a.length).join('|')})[\\s,，、!~～.。！]*`, 'iu');

/**
 * The words of a sentence that speak of each topic, when the sentence speaks of several: "Style-wise we
 * love Japandi, lots of light wood and white, nothing too dark" gives the style "Style-wise we love
 * Japandi" and the colours "lots of light wood and white, nothing too dark". A part with no topic words
 * goes on with the topic before it (or, first, the one after it). A topic whose words are the whole
 * sentence, or that no part speaks of alone, is left out: it keeps the whole sentence.
 */
export function topicWords(sentence: string, cues: ReadonlyMap<BriefFieldId, RegExp>, plain: (s: string) => string): Map<BriefFieldId, string> {
  const out = new Map<BriefFieldId, string>();
  if (cues.size < 2) return out;
  const parts = sentence
    .split(partBreak)
    .map((p) => p.trim())
    .filter((p) => p && !greeting.test(plain(p)));
  if (parts.length < 2) return out;
  // "…, nothing too dark", "…, 但不要螢光色": a part that rules something out goes on with the topic before it.
  // "風格：手作感，像老雜貨店的招牌", "…, like an old hardware store sign": a comparison says more of the topic before it.
  const own = parts.map((p, i) => (i > 0 && (qualifier.test(plain(p)) || comparison.test(plain(p))) ? [] : [...cues].filter(([, cue]) => cue.test(plain(p))).map(([id]) => id)));
  const firstWithTopic = own.findIndex((ids) => ids.length > 0);
  if (firstWithTopic < 0) return out;
  let current = own[firstWithTopic]!;
  const topics = own.map((ids) => (ids.length > 0 ? (current = ids) : current));
  for (const id of cues.keys()) {
    const mine = parts.filter((_, i) => topics[i]!.includes(id));
    if (mine.length > 0 && mine.length < parts.length) out.set(id, mine.join(sentence.includes('，') ? '，' : ', '));
  }
  return out;
}
