import { describe, expect, it } from 'vitest';
import { isAlreadyToldIntent, isHelpRequest, isNoPreference, isQuestionOrDoubt, isSkipRequest, isUndecided, leavesItToDesigner } from '../parse/intents.ts';
import { replyWordsByLanguage } from './replies.ts';

const languages = Object.entries(replyWordsByLanguage);
const [, english] = languages[0]!;
const keysOf = (o: object) => Object.keys(o).sort();
/** The entries found as written, not patterns. */
const asWritten = new Set(['skipAnswers', 'atMost', 'atLeast', 'approximately', 'dateBy', 'nextYear', 'thisYear', 'lastYear']);

describe('the ways of replying of every language (words/<language>/replies.json)', () => {
  it.each(languages)('%s has the keys of every other, so a fourth language knows what to fill in', (_, words) => {
    expect(keysOf(words)).toEqual(keysOf(english));
  });

  it.each(languages)('%s has no empty entry, and each pattern is a regular expression on its own', (language, words) => {
    for (const [key, list] of Object.entries(words) as [string, string[]][]) {
      for (const entry of list) {
        expect(entry.trim(), `${language}.${key}`).not.toBe('');
        if (!asWritten.has(key)) expect(() => new RegExp(entry, 'u'), `${language}.${key}: ${entry}`).not.toThrow();
      }
    }
  });

  // One reply of each kind in each language, read through the patterns the files join into.
  it.each([
    ['en-US', 'skip', "what do you mean", 'not sure yet', 'no particular preference', 'what do you think?', 'up to you, no idea really', 'as I said, a cafe'],
    ['zh-TW', '跳過', '什麼意思', '還沒決定', '沒有特別的想法', '這樣可以嗎', '沒什麼想法，你們決定就好', '剛剛說過了'],
    ['ko-KR', '건너뛸게요', '무슨 뜻이에요', '아직 미정이에요', '딱히 없어요', '어떻게 생각하세요?', '잘 모르겠어요 알아서 해주세요', '아까 말씀드렸는데요'],
  ])('in %s, the words are read: "%s", "%s", "%s", "%s", "%s", "%s", "%s"', (_, skip, help, undecided, none, doubt, leftToUs, told) => {
    expect(isSkipRequest(skip)).toBe(true);
    expect(isHelpRequest(help)).toBe(true);
    expect(isUndecided(undecided)).toBe(true);
    expect(isNoPreference(none)).toBe(true);
    expect(isQuestionOrDoubt(doubt)).toBe(true);
    expect(leavesItToDesigner(leftToUs)).toBe(true);
    expect(isAlreadyToldIntent(told)).toBe(true);
  });

  it('reads words typed on a phone without their apostrophes, or with a curly one', () => {
    expect(leavesItToDesigner('i dont know, you tell me, youre the designer')).toBe(true);
    expect(isUndecided('I don’t know yet')).toBe(true);
    expect(isNoPreference('dont know')).toBe(true);
  });
});
