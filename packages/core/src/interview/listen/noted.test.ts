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
  it.each([
    ['en-US', 'Noted: sales channels our website, Etsy; Taipei.'],
    ['zh-TW', '已記下：銷售通路官網、蝦皮；台北。'],
    ['ko-KR', '적어 두었어요: 판매 채널 자사몰, 스마트스토어; 서울.'],
  ] as const)('in %s, a list said back beside another fact keeps its items together: "%s"', (language, line) => {
    const channels = interviewField('packaging_design', 'sales_channels')!;
    const place = interviewField('packaging_design', 'address')!;
    const items = { 'en-US': ['our website', 'Etsy'], 'zh-TW': ['官網', '蝦皮'], 'ko-KR': ['자사몰', '스마트스토어'] }[language];
    const where = { 'en-US': 'Taipei', 'zh-TW': '台北', 'ko-KR': '서울' }[language];
    expect(notedLine(language, [{ field: channels, value: { kind: 'list', items } }, { field: place, value: { kind: 'free_text', text: where } }])).toBe(line);
  });
  it.each([
    ['zh-TW', '如果生意不錯，明年第二間想開在台中。', '已記下：明年第二間想開在台中。'],
    ['en-US', 'If Phoenix goes well we want to reuse the booth for the Fancy Food Show in NYC.', 'Noted: reuse the booth for the…'],
  ] as const)('in %s, a plan is said back by the plan, not by the condition it hangs on: "%s"', (language, text, line) => {
    const plans = interviewField('exhibition_space', 'plans_after_project')!;
    expect(notedLine(language, [{ field: plans, value: { kind: 'free_text', text } }])).toBe(line);
  });
  it('in English, one of a unit is said in the singular: "Updated: distance 1 hour." reads "1 hour"', () => {
    const distance = interviewField('exhibition_space', 'distance')!;
    expect(notedLine('en-US', [{ field: distance, value: { kind: 'number_with_unit', amount: 1, unit: 'h', unitAssumed: false, approximate: false } }])).toBe('Noted: distance 1 hour.');
  });
});
