import { describe, expect, it } from 'vitest';
import { languages, projectTypes } from '@genie/contracts';
import { interviewFields } from './catalogue.ts';
import { answer, createInterview, nextQuestion } from './engine.ts';
import { parseAnswer } from './parse-answer.ts';
import { ctx } from './parse/test-context.ts';

/** A small seeded generator, so the "random" inputs are the same on every run. */
function seeded(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const alphabet = [
  ...'0123456789 ,.-/~$€¥₩%()?!:;\'"\n\t',
  ...'abcdefghijklmnopqrstuvwxyz',
  ...'萬万億坪年月日號內前後個週半兩三十百千元台幣平方公尺',
  ...'만억천원평년월일후내달주개',
  '😀', '👍', '\u0000', '\u200b', '／', '１', '～',
];

describe('parsing never throws', () => {
  // How fast is for `npm run bench` (bench/interview-corpus.ts); a catastrophic backtrack fails here on the test's timeout.
  it('on thousands of arbitrary inputs for every kind of field', () => {
    const random = seeded(42);
    const fields = projectTypes.flatMap((type) => interviewFields(type));
    for (let i = 0; i < 3000; i++) {
      const length = Math.floor(random() * 60);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
      const field = fields[i % fields.length]!;
      const language = languages[i % 3]!;
      expect(() => parseAnswer(field, text, ctx(language))).not.toThrow();
    }
  }, 60_000);

  // (Its 12,000 characters take one to two seconds alone, up to five on two busy cores; a runaway match never ends: the
  // budget is its sibling's, not a measure of speed.)
  it('on a very long answer', () => {
    const long = '30坪 and 150萬 by next March, '.repeat(400);
    for (const field of interviewFields('residential_space')) {
      expect(() => parseAnswer(field, long, ctx('zh-TW'))).not.toThrow();
    }
  }, 60_000);

  it('refuses answers with no words at all, whatever the kind', () => {
    for (const field of interviewFields('exhibition_space')) {
      expect(parseAnswer(field, '???', ctx('en-US')), field.id).toBeNull();
      expect(parseAnswer(field, '😀😀', ctx('en-US')), field.id).toBeNull();
    }
  });
});

describe('the engine reads a long repeated message in reasonable time, whatever question is on screen', () => {
  // Each of these once made one turn take seconds to forever: "십십십…" (a run of Korean number words tried every way it
  // split), "百1百1…" (a numeral run read to its end from every start), ".一.一…" (a run of dotted numbers split every way
  // into a range before an area's unit, while the budget was asked). A catastrophic backtrack fails on the test's timeout.
  it.each([
    ['십', 'ko-KR'],
    ['百1', 'zh-TW'],
    ['.一', 'en-US'],
    ['1.1 ', 'zh-TW'],
  ] as const)('"%s" repeated to 4,000 characters (%s), at the budget and at the size question', (unit, language) => {
    const text = unit.repeat(Math.ceil(4000 / unit.length)).slice(0, 4000);
    for (const field of ['budget', 'space_size'] as const) {
      let state = createInterview({ projectType: 'residential_space', language, designer: { teamName: 'Studio Lumen' }, options: { turnBudget: 40 } });
      for (let i = 0; i < 20 && nextQuestion(state)?.fieldId !== field; i++) state = answer(state, 'skip', new Date('2026-01-20T02:00:00Z')).state;
      expect(nextQuestion(state)?.fieldId).toBe(field);
      expect(() => answer(state, text, new Date('2026-01-20T02:05:00Z'))).not.toThrow();
    }
  }, 60_000);
});
