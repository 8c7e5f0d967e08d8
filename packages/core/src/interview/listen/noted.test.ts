import { describe, expect, it } from 'vitest';
import { interviewField } from '../catalogue.ts';
import { notedLine } from './noted.ts';

describe('what the genie says it noted', () => {
  const budget = interviewField('exhibition_space', 'budget')!;
  const address = interviewField('exhibition_space', 'address')!;
  it.each([
    ['en-US', 'Noted: budget not decided yet, Hall 5.'],
    ['zh-TW', '已記下：預算尚未決定、Hall 5。'],
    ['ko-KR', '적어 두었어요: 예산 아직 미정, Hall 5.'],
  ] as const)('in %s, a topic left open is said so, not named bare: "%s"', (language, line) => {
    expect(notedLine(language, [{ field: budget, value: { kind: 'undecided' } }, { field: address, value: { kind: 'free_text', text: 'Hall 5' } }])).toBe(line);
  });
});
