import { describe, expect, it } from 'vitest';
import type { Language } from '@genie/contracts';
import { parseMoney } from './money.ts';
import { ctx } from './test-context.ts';

type Row = [input: string, language: Language, expected: Record<string, unknown>];

describe('amounts of money', () => {
  const rows: Row[] = [
    ['NT$ 150萬', 'zh-TW', { amount: 1_500_000, currency: 'TWD', currencyAssumed: false }],
    ['150萬', 'zh-TW', { amount: 1_500_000, currency: 'TWD', currencyAssumed: true }],
    ['一百五十萬', 'zh-TW', { amount: 1_500_000, currency: 'TWD' }],
    ['300萬元', 'zh-TW', { amount: 3_000_000, currency: 'TWD', currencyAssumed: false }],
    ['台幣30萬左右', 'zh-TW', { amount: 300_000, currency: 'TWD', approximate: true }],
    ['50-80萬', 'zh-TW', { amount: 500_000, max: 800_000, currency: 'TWD' }],
    ['100萬以內', 'zh-TW', { amount: 1_000_000, bound: 'at_most' }],
    ['1.5億', 'zh-TW', { amount: 150_000_000 }],
    ['150만원', 'ko-KR', { amount: 1_500_000, currency: 'KRW', currencyAssumed: false }],
    ['5천만원 정도', 'ko-KR', { amount: 50_000_000, currency: 'KRW', approximate: true }],
    ['1억 5천만원', 'ko-KR', { amount: 150_000_000, currency: 'KRW' }],
    ['2천~3천만원', 'ko-KR', { amount: 20_000_000, max: 30_000_000, currency: 'KRW' }],
    ['5천만원 이하', 'ko-KR', { amount: 50_000_000, bound: 'at_most' }],
    ['₩3,000,000', 'ko-KR', { amount: 3_000_000, currency: 'KRW' }],
    ['$20k', 'en-US', { amount: 20_000, currency: 'USD', currencyAssumed: false }],
    ['around $20k', 'en-US', { amount: 20_000, approximate: true }],
    ['$20k-$30k', 'en-US', { amount: 20_000, max: 30_000, currency: 'USD' }],
    ['$80,000 to $100,000', 'en-US', { amount: 80_000, max: 100_000 }],
    ['between 30,000 and 50,000', 'en-US', { amount: 30_000, max: 50_000, currency: 'USD', currencyAssumed: true }],
    ['under $30,000', 'en-US', { amount: 30_000, bound: 'at_most' }],
    ['at least 10k USD', 'en-US', { amount: 10_000, bound: 'at_least', currency: 'USD' }],
    ['$1.5m', 'en-US', { amount: 1_500_000 }],
    ['2 million won', 'en-US', { amount: 2_000_000, currency: 'KRW' }],
    ['HK$ 500,000', 'en-US', { amount: 500_000, currency: 'HKD' }],
    ['€15,000', 'en-US', { amount: 15_000, currency: 'EUR' }],
    ['5000 euros', 'en-US', { amount: 5_000, currency: 'EUR' }],
    ['¥2,000,000', 'en-US', { amount: 2_000_000, currency: 'JPY' }],
    ['RMB 20萬', 'zh-TW', { amount: 200_000, currency: 'CNY' }],
    ['US$ 50,000', 'en-US', { amount: 50_000, currency: 'USD' }],
  ];
  it.each(rows)('reads %j (%s)', (input, language, expected) => {
    expect(parseMoney(input, ctx(language))).toMatchObject({ kind: 'money', ...expected });
  });

  it("takes the visitor's usual currency when none is written", () => {
    expect(parseMoney('300000', ctx('zh-TW'))).toMatchObject({ currency: 'TWD', currencyAssumed: true });
    expect(parseMoney('300000', ctx('ko-KR'))).toMatchObject({ currency: 'KRW', currencyAssumed: true });
    expect(parseMoney('300000', ctx('en-US'))).toMatchObject({ currency: 'USD', currencyAssumed: true });
  });

  it('finds no amount in words without a number', () => {
    for (const input of ['a lot', 'banana', '很多', '많이']) expect(parseMoney(input, ctx('en-US'))).toBeNull();
  });
});
