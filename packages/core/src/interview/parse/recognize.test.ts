import { describe, expect, it } from 'vitest';
import { findDates, findEmails, findMoney, findPhones, findQuantities, findUrls, recognizeAll } from './recognize.ts';
import { ctx } from './test-context.ts';

// Today is Tuesday 20 January 2026 for the visitor.
describe('every value in a message with many facts', () => {
  it('reads the issue\'s opening story: an age and a size, nothing else', () => {
    const text = 'We just bought a 30-year-old apartment in Taipei, about 85 square meters';
    const found = recognizeAll(text, ctx('en-US'));
    expect(found.age).toMatchObject([{ value: { amount: 30, unit: 'years', unitAssumed: false }, text: '30-year-old' }]);
    expect(found.area).toMatchObject([{ value: { amount: 85, unit: 'm2', squareMeters: 85, approximate: true }, text: '85 square meters' }]);
    expect(found.money).toEqual([]);
    expect(found.dates).toEqual([]);
    expect(found.distance).toEqual([]);
  });

  it('reads a budget and a move-in date said together', () => {
    const text = "Budget is around 1.5 million NTD, and we'd love to move in by March 2027";
    const found = recognizeAll(text, ctx('en-US'));
    expect(found.money).toMatchObject([{ value: { amount: 1_500_000, currency: 'TWD', currencyAssumed: false, approximate: true } }]);
    expect(found.dates).toMatchObject([{ value: { date: '2027-03-01', precision: 'month', relation: 'by' }, text: 'by March 2027' }]);
    expect(found.age).toEqual([]);
    expect(found.area).toEqual([]);
  });

  it('finds no age, size, money or date among people and pets', () => {
    for (const [text, language] of [
      ['兩個大人、一個快出生的寶寶和一隻貓', 'zh-TW'],
      ['Two adults, a newborn soon, and a cat', 'en-US'],
      ['어른 둘, 곧 태어날 아기 하나, 고양이 한 마리', 'ko-KR'],
    ] as const) {
      const found = recognizeAll(text, ctx(language));
      expect([...found.age, ...found.area, ...found.money, ...found.dates, ...found.distance], text).toEqual([]);
    }
  });

  it('reads a Korean budget and move-in date in one sentence', () => {
    const found = recognizeAll('예산은 1억 5천만 원 정도이고 내년 3월에 입주하고 싶어요', ctx('ko-KR'));
    expect(found.money).toMatchObject([{ value: { amount: 150_000_000, currency: 'KRW', currencyAssumed: false, approximate: true }, text: '1억 5천만 원' }]);
    expect(found.dates).toMatchObject([{ value: { date: '2027-03-01', precision: 'month', relation: 'on' } }]);
  });

  it('reads a Chinese story of size, age, budget and date', () => {
    const found = recognizeAll('我們在板橋買了屋齡20年的電梯大樓，大約32坪，預算大概150萬，希望明年六月可以入住', ctx('zh-TW'));
    expect(found.age.map((f) => f.value.amount)).toEqual([20]);
    expect(found.area).toMatchObject([{ value: { amount: 32, unit: 'ping', approximate: true } }]);
    expect(found.money).toMatchObject([{ value: { amount: 1_500_000, currency: 'TWD', currencyAssumed: true, approximate: true } }]);
    expect(found.dates).toMatchObject([{ value: { date: '2027-06-01', precision: 'month' } }]);
  });

  it('keeps contact details apart from numbers', () => {
    const text = 'Our site is www.studio-lin.com/work, mail hello@studio-lin.com or call 0912-345-678; budget NT$300萬';
    const found = recognizeAll(text, ctx('zh-TW'));
    expect(found.urls.map((f) => f.text)).toEqual(['www.studio-lin.com/work']);
    expect(found.emails.map((f) => f.text)).toEqual(['hello@studio-lin.com']);
    expect(found.phones.map((f) => f.text)).toEqual(['0912-345-678']);
    expect(found.money.map((f) => f.value.amount)).toEqual([3_000_000]);
    expect(found.dates).toEqual([]);
  });

  it('reports spans that are the visitor\'s own words, never overlapping', () => {
    const text = 'Ｂｕｄｇｅｔ：Three million NTD.  It is 6 by 3 metres, built in 1995, and we open on April 12.';
    const found = recognizeAll(text, ctx('en-US'));
    const all = Object.values(found).flat();
    for (const f of all) expect(text.slice(f.start, f.end)).toBe(f.text);
    const sorted = [...all].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i += 1) expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
    expect(found.money.map((f) => [f.text, f.value.amount])).toEqual([['Three million NTD', 3_000_000]]);
    expect(found.area.map((f) => f.value.amount)).toEqual([18]);
    expect(found.age.map((f) => f.value.amount)).toEqual([31]);
    expect(found.dates).toMatchObject([{ value: { date: '2026-04-12', relation: 'on' } }]);
  });
});

describe('the single-kind recognisers', () => {
  it('find web and e-mail addresses and phone numbers', () => {
    expect(findUrls('see https://example.com/a?b=1. and etsy.com/shop/x').map((f) => f.text)).toEqual(['https://example.com/a?b=1', 'etsy.com/shop/x']);
    expect(findEmails('write to a.b@c.co.kr, thanks').map((f) => f.text)).toEqual(['a.b@c.co.kr']);
    expect(findPhones('電話 02 2345 6789 或 +82 10-1234-5678').map((f) => f.text)).toEqual(['02 2345 6789', '+82 10-1234-5678']);
    expect(findPhones('3000-5000 budget')).toEqual([]);
  });

  it('find a travel time and a count in a story', () => {
    expect(findQuantities('It is about 30 minutes by car and we would visit twice a month', ctx('en-US'), 'distance')).toMatchObject([
      { value: { amount: 30, unit: 'min', approximate: true } },
    ]);
    expect(findQuantities('It is about 30 minutes by car and we would visit twice a month', ctx('en-US'), 'count')).toMatchObject([
      { value: { amount: 2, unit: 'times' } },
    ]);
  });

  it('read nothing into "no preference"', () => {
    for (const text of ['No particular preference', '沒意見', '상관없어요']) {
      expect(findMoney(text, ctx('en-US'))).toEqual([]);
      expect(findDates(text, ctx('en-US'))).toEqual([]);
      expect(findQuantities(text, ctx('en-US'), 'area')).toEqual([]);
    }
  });
});

describe('long messages', () => {
  it('reads a 4,000-character message, and hostile ones', () => {
    const story =
      "We just bought a 30-year-old apartment in Taipei, about 85 square meters, budget around 1.5 million NTD, move in by March 2027. " +
      '預算大概150萬，希望明年六月入住，屋齡20年，32坪。예산은 1억 5천만 원 정도이고 내년 3월에 입주하고 싶어요. ';
    const text = story.repeat(Math.ceil(4000 / story.length)).slice(0, 4000);
    const hostile = ['1,'.repeat(2000), '1 '.repeat(2000), 'a '.repeat(2000), 'not '.repeat(1000), '萬'.repeat(4000), '십'.repeat(4000), '천 '.repeat(2000), '百1'.repeat(2000), `${'9'.repeat(3999)}x`];
    const found = recognizeAll(text, ctx('en-US'));
    for (const input of hostile) expect(() => recognizeAll(input, ctx('zh-TW'))).not.toThrow();
    expect(found.money.length).toBeGreaterThan(10);
    expect(found.dates.length).toBeGreaterThan(10);
    // Speed is measured by `npm run bench` (bench/interview-corpus.ts, "one turn on a long message");
    // here only a catastrophic backtrack (minutes to forever) fails, on the test's 60 s timeout.
  }, 60_000);
});
