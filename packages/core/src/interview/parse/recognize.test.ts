import { describe, expect, it } from 'vitest';
import { findDates, findMoney, findQuantities } from './recognize.ts';
import { ctx } from './test-context.ts';

// Today is Tuesday 20 January 2026 for the visitor.
describe('values found inside a story', () => {
  it('finds the age and the size of a home in one sentence', () => {
    const text = 'We just bought a 30-year-old apartment in Taipei, about 85 square meters';
    const area = findQuantities(text, ctx('en-US'), 'area');
    expect(area.map((f) => f.value)).toMatchObject([{ amount: 85, unit: 'm2', squareMeters: 85, approximate: true }]);
    expect(text.slice(area[0]!.start, area[0]!.end)).toBe(area[0]!.text);
  });

  it('finds the budget and the move-in date in one sentence', () => {
    const text = "Budget is around 1.5 million NTD, and we'd love to move in by March 2027";
    expect(findMoney(text, ctx('en-US')).map((f) => f.value)).toMatchObject([
      { amount: 1_500_000, currency: 'TWD', currencyAssumed: false, approximate: true },
    ]);
    expect(findDates(text, ctx('en-US')).map((f) => f.value)).toMatchObject([
      { date: '2027-03-01', precision: 'month', relation: 'by' },
    ]);
  });
});
