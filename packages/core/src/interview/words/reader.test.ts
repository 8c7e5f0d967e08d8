import { describe, expect, it } from 'vitest';
import { freeTextCues, householdCue, labelledTopic } from '../listen/free-text-cues.ts';
import { channelTerms, districtLevel, materialTerms, placeNames, projectSiteCue } from '../listen/lexicon.ts';
import { languageWords, standardSpellings } from './reader.ts';

const languages = Object.entries(languageWords);
const [, english] = languages[0]!;
const keysOf = (o: object) => Object.keys(o).sort();
/** Every string in a language's words, with where it is. */
function entries(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => entries(v, `${at}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => entries(v, `${at}.${k}`));
  return [];
}

describe("the message reader's words of every language (words/<language>/reader.json)", () => {
  it.each(languages)('%s has the keys and fields of every other, so a fourth language knows what to fill in', (_, words) => {
    expect(keysOf(words)).toEqual(keysOf(english));
    expect(keysOf(words.reasonForTheProject)).toEqual(keysOf(english.reasonForTheProject));
    expect(keysOf(words.reasonForTheProject.project)).toEqual(keysOf(english.reasonForTheProject.project));
    expect(keysOf(words.topicCues)).toEqual(keysOf(english.topicCues));
    expect(keysOf(words.topicLabels)).toEqual(keysOf(english.topicLabels));
    expect(keysOf(words.lexicon)).toEqual(keysOf(english.lexicon));
    expect(typeof words.wholeWords).toBe('boolean');
    for (const field of Object.keys(words.topicCuesAsWritten)) expect(keysOf(english.topicCues)).toContain(field);
    for (const list of Object.keys(words.lexiconAsWritten)) expect(keysOf(english.lexicon)).toContain(list);
    expect(keysOf(words.currencies)).toEqual(keysOf(english.currencies));
    expect(keysOf(words.notMoneyAfter)).toEqual(keysOf(english.notMoneyAfter));
    expect(keysOf(words.ruledOut)).toEqual(keysOf(english.ruledOut));
  });

  it.each(languages)('%s has no empty entry, and each pattern is a regular expression on its own (Unicode)', (language, words) => {
    const all = entries(words, language);
    expect(all.filter(([, w]) => w.trim() === '').map(([at]) => at)).toEqual([]);
    // (Plain words and a clause break's reason are no patterns; a clause break's {unitAfterNumber} stands for a list.)
    const patterns = all.filter(([at]) => !at.includes('.reasonForTheProject.') && !at.endsWith('.why'));
    for (const [at, pattern] of patterns) expect(() => new RegExp(pattern.replaceAll('{unitAfterNumber}', 'unit'), 'u'), at).not.toThrow();
  });

  it('names every field the reader looks for, and no other', () => {
    expect(keysOf(english.topicCues)).toEqual(keysOf(freeTextCues));
  });
});

describe('the cues built from them', () => {
  it.each([
    // A language of whole words: "red" is not in "bored", nor "cat" in "scattered".
    ['colors_and_elements', 'the red door', true],
    ['colors_and_elements', 'we are bored of it', false],
    ['colors_and_elements', 'lots of white space', false],
    ['colors_and_elements', '白色跟木頭', true],
    ['colors_and_elements', '我們有一隻白貓', false],
    ['colors_and_elements', '화이트데이 이벤트', false],
    ['preferred_style', 'japandi, please', true],
    ['preferred_style', '북유럽 느낌', true],
    ['target_audience', 'mostly 25–40 year olds', true],
    ['target_audience', '要給長輩看的', true],
    ['target_audience', '先給我看過再說', false],
    // Patterns kept as written: a unit run on ("500mls"), "LP" in any case, a phrase that ends in a space.
    ['specification', 'two 500mls', true],
    ['specification', '12入裝', true],
    ['important_collections', 'my lps and vinyls', true],
    ['competitors', 'i love how they do it', true],
    ['competitors', 'aesop’s website is so nice', true],
  ] as const)('%s in "%s": %s', (field, sentence, found) => {
    expect(freeTextCues[field]!.test(sentence)).toBe(found);
  });

  it.each([
    ['two adults and a cat', true],
    ['papers scattered everywhere', false],
    ['夫妻兩人加一隻貓', true],
    ['부부 둘이 살아요', true],
  ])('household in "%s": %s', (sentence, found) => {
    expect(householdCue.test(sentence)).toBe(found);
  });

  it.each([
    ['style: warm and calm', 'preferred_style'],
    ['colours-wise, sage green', 'colors_and_elements'],
    ['風格的話希望像日本雜誌', 'preferred_style'],
    ['색깔은 흰색이요', 'colors_and_elements'],
    ['색상은 흰색이요', 'colors_and_elements'],
    ['最大的問題是太暗', 'problem_need'],
    ['design idea: a wall of cheese wheels', 'unique_design'],
    ['what we want people to feel: made by hand', 'brand_value'],
    ['특별히 원하는 건 창가 작업대요', 'unique_design'],
    ['a long list of things that i would like to say here: hello', null],
    ['問題：太暗', 'problem_need'],
    ['our biggest problem - no storage', 'problem_need'],
    ['we love a warm style', null],
  ])('the topic "%s" is headed with: %s', (sentence, topic) => {
    expect(labelledTopic(sentence)).toBe(topic);
  });

  it.each([
    ['materialTerms', 'a kraft paper box, no plastic', ['kraft paper', 'plastic']],
    ['materialTerms', '牛皮紙盒，유리병', ['牛皮紙', '유리병']],
    ['channelTerms', 'our own shop and momo購物', ['our own shop', 'momo']],
    ['placeNames', 'a winery in napa, then 台南安平 and 서울 마포구에', ['napa', '台南', '安平', '서울', '마포구']],
    ['placeNames', 'the shop on Dihua street in taipei', ['Dihua street', 'taipei']],
    // Districts Taiwanese visitors name alone, without their city ("我在中壢做汽車美容"), but not the word 三重 in "三重奏".
    ['placeNames', '我在中壢做汽車美容，我們是三重的麵包店，三重奏', ['中壢', '三重']],
  ] as const)('%s in "%s": %j', (list, sentence, found) => {
    const pattern = { materialTerms, channelTerms, placeNames }[list];
    expect([...sentence.matchAll(pattern)].map((m) => m[0])).toEqual(found);
  });

  it.each([
    [projectSiteCue, 'The booth is in Hall C', true],
    [projectSiteCue, 'the site we love', false],
    [projectSiteCue, '地點在中西區', true],
    [districtLevel, "da'an district", true],
    [districtLevel, '中西區', true],
    [districtLevel, '區域', false],
    [districtLevel, '마포구 연남동', true],
  ] as const)('%s in "%s": %s', (pattern, sentence, found) => {
    expect(pattern.test(sentence)).toBe(found);
  });
});

describe('a regional variety is read as the standard written form, one character for one', () => {
  it('reads Cantonese as written in Hong Kong as standard written Chinese, keeping its length', () => {
    const said = '我哋仲未register，而家個logo係我自己砌嘅，真係冇諗法';
    const read = standardSpellings(said);
    expect(read).toBe('我們還沒register，現在個logo是我自己砌的，真是沒想法');
    expect(read).toHaveLength(said.length);
  });

  it('leaves the standard words that hold the same characters alone: 沒關係 stays', () => {
    expect(standardSpellings('沒關係，聯係方式再給你')).toBe('沒關係，聯係方式再給你');
  });

  it.each(languages)('%s: every spelling is read as a form of the same length', (_, words) => {
    for (const { written, as } of words.regionalSpellings) {
      const literal = written.replace(/\(\?<!\[[^\]]*\]\)/gu, '');
      expect(as, written).toHaveLength(literal.length);
    }
  });
});
