import type { BriefValue } from '@genie/contracts';
import { namedAsTheOnlyOne } from './choice.ts';
import { normalizeAnswer } from './normalize-answer.ts';
import { anyReplyWords } from '../words/replies.ts';

// The words of each language are data: words/<language>/replies.json (`utility…`).
const water = new RegExp(anyReplyWords('utilityWater'), 'g');
const power = new RegExp(anyReplyWords('utilityPower'), 'g');
const deniedBefore = new RegExp(anyReplyWords('utilityDeniedBefore'));
const deniedAfter = new RegExp(anyReplyWords('utilityDeniedAfter'));
const neither = new RegExp(anyReplyWords('utilityNeither'));
const both = new RegExp(anyReplyWords('utilityBoth'));
const bothDenied = new RegExp(anyReplyWords('utilityBothDenied'));
const costAfter = new RegExp(anyReplyWords('utilityCostAfter'));

/** Where the words name the utility itself, not its cost ("That excludes drayage and the show's electrical fees", "電費另計"). */
function namings(s: string, words: RegExp): RegExpExecArray[] {
  return [...s.matchAll(words)].filter((m) => !costAfter.test(s.slice(m.index + m[0].length, m.index + m[0].length + 12)));
}
/** Doubt said right after a utility ("水的話還不確定", "water... no?", "물은 아마"): not yet known. */
const doubtAfter = new RegExp(`^[^,，。;；!！]{0,12}?(?:\\?|？|${anyReplyWords('yesNoUnsure')})`);
/** Doubt said before a utility in its clause ("Maybe water too if we do a glazing demo", "可能也要水", "물도 아마"): not yet known. */
const doubtBefore = new RegExp(`(?:${anyReplyWords('yesNoUnsure')})[^,，。.;；!！?？]{0,16}$`);

/** Whether the utility is named as the only one wanted, as any option is ("所以只要電就好", "전기만 필요해요"). */
function onlyThis(s: string, words: RegExp): boolean {
  return namings(s, words).some((m) => namedAsTheOnlyOne(s, m.index, m.index + m[0].length));
}

/** Whether the words name one utility as the only one wanted ("전기만요", "只要電", "just power"). */
export function namesOnlyOneUtility(text: string): boolean {
  const s = normalizeAnswer(text);
  return onlyThis(s, water) !== onlyThis(s, power);
}

/**
 * The words right after a utility's naming that can say it is not needed: up to the next utility named, and without the
 * words that deny that one ("only need electricity, for the lighting, no water": the "no" is the water's).
 */
function ownWordsAfter(s: string, end: number): string {
  const after = s.slice(end, end + 16);
  const next = [...namings(after, water), ...namings(after, power)].reduce((first, m) => Math.min(first, m.index), after.length);
  const upToNext = after.slice(0, next);
  return next < after.length && deniedBefore.test(upToNext) ? '' : upToNext;
}

/**
 * Whether the utility is wanted: named with no word right before or after it that says it is not needed ("要電",
 * "power for the lights"), not wanted ("不用水", "no water", "물은 필요 없어요"), null when it is not named, undefined when it is
 * named only with a doubt.
 */
function wanted(s: string, words: RegExp): boolean | null | undefined {
  // (Ruled out once, it is not wanted, whatever else names it: "水就不用了，現場不碰水", "power for the sparkling water
  // fridge, but no water line".)
  const all = namings(s, words);
  if (all.length === 0) return null;
  const denied = all.some((m) => deniedBefore.test(s.slice(Math.max(0, m.index - 16), m.index)) || deniedAfter.test(ownWordsAfter(s, m.index + m[0].length)));
  // (Said with a doubt and no word of not needing it, it is not known yet: "水的話還不確定，要看老闆", "water... no? we're not
  // doing wet samples". Not needed with a hedge is not needed: "물은 아마 필요 없을 것 같아요".)
  if (!denied && all.every((m) => doubtAfter.test(s.slice(m.index + m[0].length)) || doubtBefore.test(s.slice(Math.max(0, m.index - 24), m.index)))) return undefined;
  return !denied;
}

/** Whether the words say one of the utilities is not needed ("물은 필요없구요", "no water", "不用水"). */
export function deniesAUtility(text: string): boolean {
  const s = normalizeAnswer(text);
  return neither.test(s) || wanted(s, water) === false || wanted(s, power) === false;
}

/** A later sentence's water and power beside an earlier one's: the other of the two, or both, after one named alone. */
export function addsTheOtherUtility(first: string | undefined, later: string | undefined): boolean {
  const one = ['water_only', 'electricity_only'];
  return first !== undefined && later !== undefined && one.includes(first) && (later === 'both' || (one.includes(later) && later !== first));
}

/**
 * A booth's water and power, as the field's option, read one by one ("要電 不用水", "power yes, no water", "전기는
 * 필요하고 물은 필요 없어요"), or named together ("水電都要", "both", "we don't need either"). One named alone and
 * wanted is that one only ("We need power for the lights"); one ruled out says nothing of the other ("no water on
 * the floor"): null then, and when neither is named.
 */
export function utilitiesSaid(text: string): BriefValue | null {
  const s = normalizeAnswer(text);
  const choice = (id: string): BriefValue => ({ kind: 'choice', selected: [id] });
  if (neither.test(s)) return choice('none');
  // ("原本想說要接水做洗臉示範，但主管說太麻煩不做了，所以只要電就好": one named as the only one is meant, whatever was said of the
  // other before.)
  const onlyWater = onlyThis(s, water);
  const onlyPower = onlyThis(s, power);
  if (onlyPower !== onlyWater) return choice(onlyPower ? 'electricity_only' : 'water_only');
  const together = both.exec(s);
  if (together) return choice(bothDenied.test(s.slice(together.index, together.index + together[0].length + 8)) ? 'none' : 'both');
  const w = wanted(s, water);
  const p = wanted(s, power);
  // (One of them in doubt: which of the options is meant is not known yet.)
  if (w === undefined || p === undefined) return null;
  if (w === null && p === null) return null;
  if (w && p) return choice('both');
  if (p && !w) return choice('electricity_only');
  if (w && !p) return choice('water_only');
  return w === false && p === false ? choice('none') : null;
}
