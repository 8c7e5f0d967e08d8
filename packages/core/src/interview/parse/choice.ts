import type { BriefValue } from '@genie/contracts';
import { isNoPreference } from './intents.ts';
import { findTerm, hasWordCharacters, normalizeAnswer } from './normalize-answer.ts';
import { anyReplyWords } from '../words/replies.ts';

type ChoiceValue = Extract<BriefValue, { kind: 'choice' }>;

export interface ChoiceTerms {
  id: string;
  /** Labels in every language and synonyms; any of them names the option. */
  terms: readonly string[];
  /** The options whose naming, denied, names this one ("nothing's registered", "we haven't filed anything": not registered). */
  denies?: readonly string[];
}

interface Hit {
  id: string;
  start: number;
  length: number;
  term: string;
}

/**
 * Words right before a naming that deny it: "haven't done a trademark, nothing's registered" names neither
 * "done" nor "registered"; "沒註冊" is not "註冊". (A naming that holds its own denial, "not registered", is
 * the option that says so, and the longest naming wins before this is asked.)
 */
const deniedBefore = new RegExp(`${anyReplyWords('optionDeniedBefore')}\\s*$`);
/** Words right after a naming that deny it: "쇼핑몰 그런 건 필요 없고요", "購物網站不需要". */
const deniedAfter = new RegExp(anyReplyWords('optionDeniedAfter'), 'u');

/** Words right before or after a naming that make it the only one meant: "only the pouch", "只要做貼紙", "파우치만!". */
const onlyBefore = new RegExp(`${anyReplyWords('optionOnlyBefore')}$`, 'u');
const onlyAfter = new RegExp(anyReplyWords('optionOnlyAfter'), 'u');

/** Whether the naming at [start, end) of `s` is said as the only one meant ("only the pouch", "只要電", "전기만"). */
export function namedAsTheOnlyOne(s: string, start: number, end: number): boolean {
  return onlyBefore.test(s.slice(0, start)) || onlyAfter.test(s.slice(end));
}

/** Whether an option's words are said in the text as the only one meant ("just the pouch", "只要貼紙", "파우치만"). */
export function saidAsTheOnlyOne(text: string, words: string): boolean {
  const lower = text.normalize('NFKC').toLowerCase();
  const at = lower.indexOf(words.normalize('NFKC').toLowerCase());
  return at >= 0 && namedAsTheOnlyOne(lower, at, at + words.length);
}
const labelOnAfter = new RegExp(`^${anyReplyWords('labelOnAfter')}$`, 'u');
const labelOnBefore = new RegExp(`^${anyReplyWords('labelOnBefore')}$`, 'u');

/** Whether `label` names the label that goes on `container`: "labels for our jars", "玻璃罐的標籤", "유리병 라벨". */
function labelGoesOn(s: string, label: Hit, container: Hit): boolean {
  return label.start < container.start ? labelOnAfter.test(s.slice(label.start + label.length, container.start)) : labelOnBefore.test(s.slice(container.start + container.length, label.start));
}

/** Words before a container that make it a count per container: 一盒裝三包, 每盒, "per box", "each box". */
const perContainerBefore = /(?:[一每]|\bper |\beach )$/;

/** The container a naming stands for: 盒裝 (boxed) is 盒 (box). */
function containerOf(term: string): string {
  return term.replace(/裝$/, '');
}

/**
 * A count per container ("一盒裝三包", "3 bags per box") names a container of its own only when no
 * other option names that container too: "禮盒，一盒裝三包" counts what goes in the gift box.
 */
function dropsCountPerContainer(hit: Hit, kept: readonly Hit[], s: string): boolean {
  if (!perContainerBefore.test(s.slice(0, hit.start))) return false;
  const container = containerOf(hit.term);
  return kept.some((k) => k !== hit && k.id !== hit.id && k.term.includes(container));
}

/**
 * One option (or several, for a multiple choice) named by its label in any language, its id, a
 * synonym, or its number in the list ("2"). The longest naming wins, so "not registered" is not
 * "registered". Unmatched words go to an `other` option when the field has one, except "no
 * preference" / 都可以 / 상관없어요, which choose nothing.
 */
export function parseChoice(text: string, options: readonly ChoiceTerms[], multiple: boolean): ChoiceValue | null {
  const s = normalizeAnswer(text).replace(/[.!。！]+$/, '');
  if (!hasWordCharacters(s)) return null;

  const numbered = /^(?:#|no\.?\s*)?(\d{1,2})(?:[.)번號号])?$/.exec(s);
  if (numbered) {
    const option = options[Number(numbered[1]) - 1];
    return option ? { kind: 'choice', selected: [option.id] } : null;
  }
  if (multiple && /^\d{1,2}(?:\s*(?:[,、/&]|and|和|及)\s*\d{1,2})+$/.test(s)) {
    const picked = (s.match(/\d{1,2}/g) ?? []).map((n) => options[Number(n) - 1]);
    if (picked.every((o) => o !== undefined)) return { kind: 'choice', selected: [...new Set(picked.map((o) => o!.id))] };
  }

  const hits: Hit[] = [];
  for (const option of options) {
    for (const raw of [option.id, option.id.replace(/_/g, ' '), ...option.terms]) {
      const term = normalizeAnswer(raw);
      const start = findTerm(s, term);
      if (start >= 0) hits.push({ id: option.id, start, length: term.length, term });
    }
  }
  // Longest namings first; a shorter one inside a longer one does not count.
  hits.sort((a, b) => b.length - a.length || a.start - b.start);
  const kept: Hit[] = [];
  for (const hit of hits) {
    const overlaps = kept.some((k) => hit.start < k.start + k.length && k.start < hit.start + hit.length);
    if (!overlaps) kept.push(hit);
  }
  // A denied naming names nothing, or the option that says the denial ("haven't trademarked anything").
  const named = kept
    .filter((hit) => !dropsCountPerContainer(hit, kept, s))
    .flatMap((hit) => {
      if (!deniedBefore.test(s.slice(0, hit.start)) && !deniedAfter.test(s.slice(hit.start + hit.length))) return [hit];
      // (An option that is itself the denial is not denied again: "I don't think we ever registered it" is not registered.)
      if (options.find((o) => o.id === hit.id)?.denies?.length) return [hit];
      const denial = options.find((o) => o.denies?.includes(hit.id));
      return denial ? [{ ...hit, id: denial.id }] : [];
    });
  // "선물세트 박스는 여름에 따로 할 거라 이번엔 파우치만!": a naming said to be the only one meant leaves out the others named with it.
  const only = named.filter((hit) => namedAsTheOnlyOne(s, hit.start, hit.start + hit.length));
  // (Of options that may be several: "I only registered the business name" names no status on its own.)
  if (multiple && only.length > 0 && only.length < named.length) named.splice(0, named.length, ...only);
  // "labels for our jars", "玻璃罐的標籤": the container a label goes on is what it is stuck to, no form of its own to design.
  const labels = named.filter((hit) => hit.id === 'label');
  if (multiple && labels.length > 0) {
    const carriers = named.filter((hit) => hit.id !== 'label' && labels.some((label) => labelGoesOn(s, label, hit)));
    if (carriers.length > 0) named.splice(0, named.length, ...named.filter((hit) => !carriers.includes(hit)));
  }
  if (named.length > 0) {
    if (!multiple) return { kind: 'choice', selected: [named[0]!.id] };
    const inOrder = named.sort((a, b) => a.start - b.start).map((h) => h.id);
    return { kind: 'choice', selected: [...new Set(inOrder)] };
  }
  // "No particular preference" / 都可以 names no option: it is not an "other" answer either.
  if (isNoPreference(text)) return null;
  if (options.some((o) => o.id === 'other')) return { kind: 'choice', selected: ['other'], otherText: text.trim() };
  return null;
}
