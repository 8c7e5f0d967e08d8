import { describe, expect, it } from 'vitest';
import type { Language } from '@genie/contracts';
import { findMoney, parseMoney } from './money.ts';
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
    // Won written in Korean number words.
    ['돈은 삼천만원 까지 생각해요', 'ko-KR', { amount: 30_000_000, currency: 'KRW', bound: 'at_most' }],
    // Korean number words ending in 만 before an amount's words, with no 원: "천오백만" is 1,500만.
    ['예산은 천오백만 이하로 잡고 있어요', 'ko-KR', { amount: 15_000_000, currency: 'KRW', bound: 'at_most' }],
    ['예산은 삼천만 정도', 'ko-KR', { amount: 30_000_000, currency: 'KRW' }],
    // Thousands in words right after the word budget, whatever follows: "천오백" is 1천5백(만).
    ['예산은 천오백 생각중인데 모자라면 이천까지는 어떻게든..?', 'ko-KR', { amount: 15_000_000, max: 20_000_000, currency: 'KRW' }],
    // A ceiling named as one in each language (上限, "ceiling", "capped at", 상한, 안쪽).
    ['our ceiling is $20k', 'en-US', { amount: 20_000, bound: 'at_most' }],
    ['budget is capped at $20k', 'en-US', { amount: 20_000, bound: 'at_most' }],
    ['예산 상한은 2천만 원', 'ko-KR', { amount: 20_000_000, bound: 'at_most' }],
    ['3천만 원 안쪽이요', 'ko-KR', { amount: 30_000_000, bound: 'at_most' }],
    ['천이백만 원 정도로 잡혀 있습니다', 'ko-KR', { amount: 12_000_000, currency: 'KRW' }],
    ['1억 오천만 원', 'ko-KR', { amount: 150_000_000, currency: 'KRW' }],
    // The 만 left unsaid: "1억 5천" is 1억 5천만, "4천에서 5천" a budget of 4천만~5천만.
    ['예산은 1억 5천 정도', 'ko-KR', { amount: 150_000_000, currency: 'KRW', approximate: true }],
    ['인테리어만 1억 2천이에요', 'ko-KR', { amount: 120_000_000 }],
    ['1억 5000', 'ko-KR', { amount: 150_000_000 }],
    ['一億五千', 'zh-TW', { amount: 150_000_000 }],
    ['예산은 4천에서 5천 정도?', 'ko-KR', { amount: 40_000_000, max: 50_000_000, currency: 'KRW' }],
    ['5천 정도 생각해요', 'ko-KR', { amount: 50_000_000 }],
    ['5천만원 이하', 'ko-KR', { amount: 50_000_000, bound: 'at_most' }],
    ['₩3,000,000', 'ko-KR', { amount: 3_000_000, currency: 'KRW' }],
    ['$20k', 'en-US', { amount: 20_000, currency: 'USD', currencyAssumed: false }],
    ['around $20k', 'en-US', { amount: 20_000, approximate: true }],
    ['$20k-$30k', 'en-US', { amount: 20_000, max: 30_000, currency: 'USD' }],
    ['$80,000 to $100,000', 'en-US', { amount: 80_000, max: 100_000 }],
    ['between 30,000 and 50,000', 'en-US', { amount: 30_000, max: 50_000, currency: 'USD', currencyAssumed: true }],
    // How far an amount may grow, across a comma: the range, never the first amount alone.
    ["we're thinking 150k, could stretch to 180k", 'en-US', { amount: 150_000, max: 180_000, currency: 'USD' }],
    ['$40k but we can go up to $50k', 'en-US', { amount: 40_000, max: 50_000 }],
    ['預算100萬，最多可以到120萬', 'zh-TW', { amount: 1_000_000, max: 1_200_000, currency: 'TWD' }],
    ['예산은 5천, 많으면 6천', 'ko-KR', { amount: 50_000_000, max: 60_000_000 }],
    // A ceiling said in passing, within the sentence: the range too.
    ['around $60k, $75k absolute max', 'en-US', { amount: 60_000, max: 75_000, approximate: true }],
    ["$12k or so, and if we really have to, up to $15k", 'en-US', { amount: 12_000, max: 15_000 }],
    ['大概80萬，真的不夠的話拉到100萬也行', 'zh-TW', { amount: 800_000, max: 1_000_000, approximate: true }],
    ['抓200萬上下，最多不要超過250萬', 'zh-TW', { amount: 2_000_000, max: 2_500_000 }],
    ['3천 정도, 많아도 4천까지는 괜찮아요', 'ko-KR', { amount: 30_000_000, max: 40_000_000 }],
    ['이번엔 3,000만원에서 많아야 3,500만원 사이로 생각하고 있어요', 'ko-KR', { amount: 30_000_000, max: 35_000_000 }],
    ['around $6k, could stretch to 8', 'en-US', { amount: 6_000, max: 8_000 }],
    // (A question mark right after the amount hedges it: "5 grand? maybe up to 8 if it has to be".)
    ['5 grand? maybe up to 8 if it has to be', 'en-US', { amount: 5_000, max: 8_000 }],
    // 內 right after the amount is "within" (not 內裝, the fit-out).
    ['我爸說150萬內', 'zh-TW', { amount: 1_500_000, bound: 'at_most' }],
    // A round amount written in full lends its thousands too.
    ["We can do $9,000, maybe up to 10 if it's worth it", 'en-US', { amount: 9_000, max: 10_000 }],
    // A ceiling said later in the sentence with the thousands (or 萬, 만) left off borrows them from the amount.
    ["Budget around $150,000, but honestly if it went up to like 170 we'd survive", 'en-US', { amount: 150_000, max: 170_000 }],
    ["Budget maybe $120k for everything inside, could go to 140 if it's worth it", 'en-US', { amount: 120_000, max: 140_000 }],
    ['預算大概100萬，不夠的話到120也可以', 'zh-TW', { amount: 1_000_000, max: 1_200_000 }],
    ['예산은 3,000만 원 정도인데 필요하면 3,500까지는 돼요', 'ko-KR', { amount: 30_000_000, max: 35_000_000 }],
    ['總預算不要超過60萬', 'zh-TW', { amount: 600_000, bound: 'at_most' }],
    // 만 alone before dollars is ten thousand; Korean thousands said alone are thousands in dollars.
    ['8천불에서 만불 사이요', 'ko-KR', { amount: 8_000, max: 10_000, currency: 'USD' }],
    ['예산 만 달러 정도', 'ko-KR', { amount: 10_000, currency: 'USD' }],
    // A ceiling said of the first amount, in its own clause, is that amount's: someone else's larger figure after it is no
    // stretch (a space between Chinese words ends a clause).
    ['100萬以內啦 不要超過 我兒子說要抓120 我覺得太多了', 'zh-TW', { amount: 1_000_000, bound: 'at_most' }],
    ["we don't want to go over $8,000", 'en-US', { amount: 8_000, bound: 'at_most' }],
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
    // Amounts in words and with multipliers.
    ['Three million NTD for everything', 'en-US', { amount: 3_000_000, currency: 'TWD', currencyAssumed: false }],
    ['one and a half million', 'en-US', { amount: 1_500_000, currency: 'USD', currencyAssumed: true }],
    ['a million and a half', 'en-US', { amount: 1_500_000 }],
    ['half a million dollars', 'en-US', { amount: 500_000, currency: 'USD', currencyAssumed: false }],
    ['twenty-five thousand euros', 'en-US', { amount: 25_000, currency: 'EUR' }],
    ['1.5M', 'en-US', { amount: 1_500_000 }],
    ['2.5k', 'en-US', { amount: 2_500 }],
    ['1億2千萬', 'zh-TW', { amount: 120_000_000, currency: 'TWD', currencyAssumed: true }],
    ['3百萬', 'zh-TW', { amount: 3_000_000 }],
    ['3천만원', 'ko-KR', { amount: 30_000_000, currency: 'KRW', currencyAssumed: false }],
    ['1억 5천만 원', 'ko-KR', { amount: 150_000_000, currency: 'KRW', currencyAssumed: false }],
    // Bounds.
    ['under 2 million', 'en-US', { amount: 2_000_000, bound: 'at_most' }],
    ['不超過100萬', 'zh-TW', { amount: 1_000_000, bound: 'at_most' }],
    ['최대 5천만원', 'ko-KR', { amount: 50_000_000, bound: 'at_most' }],
    ['at least three million NTD', 'en-US', { amount: 3_000_000, bound: 'at_least', currency: 'TWD' }],
    // Currency from the words.
    ['預算150萬台幣', 'zh-TW', { amount: 1_500_000, currency: 'TWD', currencyAssumed: false }],
    ['1.5 million TWD', 'en-US', { amount: 1_500_000, currency: 'TWD' }],
    ['美金5萬', 'zh-TW', { amount: 50_000, currency: 'USD', currencyAssumed: false }],
    ['50000 USD', 'ko-KR', { amount: 50_000, currency: 'USD' }],
    ['300萬韓元', 'zh-TW', { amount: 3_000_000, currency: 'KRW' }],
    ['500萬円', 'zh-TW', { amount: 5_000_000, currency: 'JPY' }],
    ['人民幣20萬', 'zh-TW', { amount: 200_000, currency: 'CNY' }],
    ['HK$1.2m', 'en-US', { amount: 1_200_000, currency: 'HKD' }],
    ['3천만 원 정도', 'ko-KR', { amount: 30_000_000, approximate: true }],
    ['3~4천만원', 'ko-KR', { amount: 30_000_000, max: 40_000_000, currency: 'KRW' }],
    ['1-1.5億', 'zh-TW', { amount: 100_000_000, max: 150_000_000 }],
    ['一百萬到一百五十萬', 'zh-TW', { amount: 1_000_000, max: 1_500_000 }],
    ['Between 1 and 1.5 million', 'en-US', { amount: 1_000_000, max: 1_500_000 }],
    ['預算大概兩三百萬', 'zh-TW', { amount: 2_000_000, max: 3_000_000, approximate: true }],
    ['五六十萬', 'zh-TW', { amount: 500_000, max: 600_000 }],
    ['兩三萬', 'zh-TW', { amount: 20_000, max: 30_000 }],
    ['3천만 원에서 5천만 원 사이', 'ko-KR', { amount: 30_000_000, max: 50_000_000 }],
    ['two or three million NTD', 'en-US', { amount: 2_000_000, max: 3_000_000, currency: 'TWD' }],
    ['20-30k', 'en-US', { amount: 20_000, max: 30_000 }],
    ['2-3 million NTD', 'en-US', { amount: 2_000_000, max: 3_000_000, currency: 'TWD' }],
    // Said aloud: a range of Korean thousands in words, a decimal said with "point", "hundred and" inside a number.
    ['삼천에서 사천 정도', 'ko-KR', { amount: 30_000_000, max: 40_000_000, currency: 'KRW' }],
    ['이천오백에서 삼천 사이', 'ko-KR', { amount: 25_000_000, max: 30_000_000, currency: 'KRW' }],
    ['one point two million', 'en-US', { amount: 1_200_000, currency: 'USD' }],
    ['about two point five million NTD', 'en-US', { amount: 2_500_000, currency: 'TWD', approximate: true }],
    ['a hundred and twenty thousand dollars', 'en-US', { amount: 120_000, currency: 'USD' }],
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

  it.each(['no particular preference', 'not sure', 'skip', '沒有', '都可以', '沒意見', '隨便', '없어요', '상관없어요', '잘 모르겠어요', '딱히요'])(
    '%j is no amount',
    (input) => expect(parseMoney(input, ctx('zh-TW'))).toBeNull(),
  );

  it('does not take a size or a count for a budget', () => {
    expect(parseMoney('30坪', ctx('zh-TW'))).toBeNull();
    expect(parseMoney('2 adults and a cat', ctx('en-US'))).toBeNull();
  });
});

describe('amounts of money inside a story', () => {
  it('finds the budget among other facts, with the words it was written in', () => {
    const text = "Budget is around 1.5 million NTD, and we'd love to move in by March 2027";
    const found = findMoney(text, ctx('en-US'));
    expect(found).toMatchObject([
      { value: { amount: 1_500_000, currency: 'TWD', currencyAssumed: false, approximate: true }, text: '1.5 million NTD' },
    ]);
    expect(text.slice(found[0]!.start, found[0]!.end)).toBe('1.5 million NTD');
  });

  it('reads Korean thousands said alone as thousands where the message counts in dollars', () => {
    const found = findMoney('아 방금 와이프한테 물어보니 6천불까지는 괜찮다네요 예산 5천~6천으로 봐주세요', ctx('ko-KR'));
    expect(found.map((m) => m.value)).toMatchObject([
      { amount: 6_000, currency: 'USD' },
      { amount: 5_000, max: 6_000, currency: 'USD' },
    ]);
    // In won they stay 천만: "예산은 4천에서 5천".
    expect(findMoney('예산은 4천에서 5천', ctx('ko-KR'))[0]!.value).toMatchObject({ amount: 40_000_000, max: 50_000_000, currency: 'KRW' });
  });

  it('reads Korean amounts next to a date', () => {
    const found = findMoney('예산은 1억 5천만 원 정도이고 내년 3월에 입주하고 싶어요', ctx('ko-KR'));
    expect(found).toMatchObject([{ value: { amount: 150_000_000, currency: 'KRW', approximate: true }, text: '1억 5천만 원' }]);
  });

  it('never takes a running cost for the budget ("난방비가 한 달에 30만원", "rent is $3,500 a month")', () => {
    expect(findMoney('가스비가 한 달에 30만원 넘게 나와요', ctx('ko-KR'))).toEqual([]);
    expect(parseMoney('가스비가 한 달에 30만원 넘게 나와요', ctx('ko-KR'))).toBeNull();
    expect(findMoney('Our rent is $3,500 a month, and the build-out budget is $90,000', ctx('en-US')).map((f) => f.value.amount)).toEqual([90_000]);
    expect(findMoney('每個月電費要兩萬多', ctx('zh-TW'))).toEqual([]);
  });

  it('reads a number after 萬 and a space as a number of its own unless it has a unit ("250萬 200是我記錯了")', () => {
    expect(findMoney('預算可以到250萬 200是我記錯了', ctx('zh-TW'))[0]?.value.amount).toBe(2_500_000);
    expect(findMoney('1억 5000', ctx('ko-KR'))[0]?.value.amount).toBe(150_000_000);
    expect(findMoney('預算150萬 5千', ctx('zh-TW'))[0]?.value.amount).toBe(1_505_000);
  });

  it('keeps a second amount that is no ceiling apart: another currency, or far larger', () => {
    expect(findMoney('Furniture about $20k, max 2 million NTD for the house', ctx('en-US')).map((f) => f.value.max)).toEqual([undefined, undefined]);
    expect(findMoney('Signage about 30萬，整個店面最多500萬', ctx('zh-TW')).map((f) => f.value.amount)).toEqual([300_000, 5_000_000]);
  });

  it('keeps two amounts apart', () => {
    const found = findMoney('Furniture about $20k, the whole renovation up to 2 million NTD', ctx('en-US'));
    expect(found.map((f) => f.value)).toMatchObject([
      { amount: 20_000, currency: 'USD', approximate: true },
      { amount: 2_000_000, currency: 'TWD', bound: 'at_most' },
    ]);
  });

  it('does not take phone numbers, years, sizes, ages or counts for money', () => {
    const text = 'Call me at 0912-345-678 or +82 10 1234 5678. It is a 30-year-old flat of 85 m2 built in 1995 with 3 bedrooms, 2 adults and 1,200 records.';
    expect(findMoney(text, ctx('en-US'))).toEqual([]);
    expect(findMoney('電話 0912345678，預算 200萬', ctx('zh-TW')).map((f) => f.value.amount)).toEqual([2_000_000]);
  });

  it('does not take labels or counted things for money', () => {
    expect(findMoney('Our place is at 123 Main St, Apt 4B', ctx('en-US'))).toEqual([]);
    expect(findMoney('We have 2 million followers', ctx('en-US'))).toEqual([]);
    expect(findMoney('Three million for everything', ctx('en-US')).map((f) => f.value.amount)).toEqual([3_000_000]);
  });

  it('takes a bare number for money only after a money word', () => {
    expect(findMoney('The budget is 300000', ctx('en-US')).map((f) => f.value)).toMatchObject([{ amount: 300_000, currencyAssumed: true }]);
    expect(findMoney('We have 300 books', ctx('en-US'))).toEqual([]);
  });
});

describe('amounts in Chinese financial numerals', () => {
  it('reads 壹佰貳拾萬 as 一百二十萬, and leaves 大陸 and 參加 as words', () => {
    expect(parseMoney('預算上限為新台幣壹佰貳拾萬元整', ctx('zh-TW'))).toMatchObject({ kind: 'money', amount: 1_200_000, bound: 'at_most', currency: 'TWD' });
    expect(parseMoney('大陸的隊伍參加了，預算十五萬', ctx('zh-TW'))).toMatchObject({ kind: 'money', amount: 150_000 });
  });
});

describe('Korean thousands said without 만', () => {
  it('reads "2천5백 정도" as 2,500만 원', () => {
    expect(parseMoney('예산은 인테리어만 2천5백 정도', ctx('ko-KR'))).toMatchObject({ kind: 'money', amount: 25_000_000, currency: 'KRW' });
  });
});

describe('a budget written as a bare number, where money is counted in ten-thousands', () => {
  it.each([
    ['ko-KR', '예산은 시공까지 1500 정도요', 15_000_000, 'KRW'],
    ['ko-KR', '예산은 700까지 괜찮대요', 7_000_000, 'KRW'],
    ['zh-TW', '預算150左右', 1_500_000, 'TWD'],
  ] as [Language, string, number, string][])('in %s, "%s" is so many 만원 or 萬', (language, words, amount, currency) => {
    expect(findMoney(words, ctx(language))[0]?.value).toMatchObject({ amount, currency, currencyAssumed: true });
  });

  it.each([
    ['zh-TW', '預算5000', 5000],
    ['en-US', 'budget is about 800', 800],
    ['ko-KR', '예산은 300만원이에요', 3_000_000],
  ] as [Language, string, number][])('but not an amount that is plausible as written, in another language, or with its unit: in %s, "%s"', (language, words, amount) => {
    expect(findMoney(words, ctx(language))[0]?.value).toMatchObject({ amount });
  });

  it('nor a number written in words that is no amount ("百貨公司的採購")', () => {
    expect(findMoney('百貨公司的採購', ctx('zh-TW'))).toEqual([]);
  });
});

describe('a currency said only right after an amount', () => {
  it.each([
    ['ko-KR', '칫솔 하나에 3,500원이고요', 3_500, 'KRW'],
    ['ko-KR', '일본에서는 1,200엔 정도 받을 생각입니다', 1_200, 'JPY'],
    ['ko-KR', '예산은 3천 불 정도', 3_000, 'USD'],
    ['en-US', 'budget is 500 nt', 500, 'TWD'],
  ] as [Language, string, number, string][])('names the amount’s currency: in %s, "%s"', (language, words, amount, currency) => {
    expect(findMoney(words, ctx(language))[0]?.value).toMatchObject({ amount, currency, currencyAssumed: false });
  });
});

describe('answering the money question, money spent or someone else’s is not the budget', () => {
  it.each([
    ['en-US', 'We paid $8k for the last booth, this time we can do up to $12k', { amount: 12_000, bound: 'at_most' }],
    ['en-US', 'my brother in law spent 40k on his kitchen, we want to stay around 25k', { amount: 25_000, approximate: true }],
    ['zh-TW', '去年小攤位花了12萬 我爸說今年最多給到35萬 不能再多了', { amount: 350_000, bound: 'at_most' }],
    ['ko-KR', '시댁 쪽 형님이 작년에 같은 평수 하면서 5천 들었다는데 저희는 그렇게까진 못하고 4천 안에서 하고 싶어요', { amount: 40_000_000 }],
    ['ko-KR', '지금 홈페이지는 지인에게 50만원 주고 만든 건데 이번엔 300만원 안에서 하고 싶어요', { amount: 3_000_000 }],
  ] as [Language, string, Record<string, unknown>][])('in %s, "%s"', (language, words, expected) => {
    const money = parseMoney(words, ctx(language));
    expect(money).toMatchObject(expected);
    expect(money?.max).toBeUndefined();
  });

  it('內 that begins 內裝 (the fit-out) is no "within": "預算150萬 內裝另外算" has no bound', () => {
    expect(parseMoney('預算150萬 內裝另外算', ctx('zh-TW'))?.bound).toBeUndefined();
  });

  it('a ceiling said after a budget of this project still makes a range: "$20k, could stretch to $25k"', () => {
    expect(parseMoney('$20k, could stretch to $25k', ctx('en-US'))).toMatchObject({ amount: 20_000, max: 25_000 });
  });
});

describe('answering the budget question, a bare number is counted as the visitor counts money', () => {
  it.each([
    ['ko-KR', '2500이요', 25_000_000],
    ['ko-KR', '2500 정도요', 25_000_000],
    ['zh-TW', '150左右', 1_500_000],
  ] as [Language, string, number][])('in %s, "%s" is %d', (language, words, amount) => {
    expect(findMoney(words, ctx(language), { answer: true })[0]?.value).toMatchObject({ amount });
  });

  it('while "about 80" in English and "30000" won stay as said', () => {
    expect(findMoney('about 80', ctx('en-US'), { answer: true })[0]?.value).toMatchObject({ amount: 80 });
    expect(findMoney('30000', ctx('ko-KR'), { answer: true })[0]?.value).toMatchObject({ amount: 30_000 });
  });

  it('a numeral that is part of a word is no amount: "百貨公司的採購"', () => {
    expect(findMoney('百貨公司的採購', ctx('zh-TW'), { answer: true })).toEqual([]);
  });
});

describe('a currency named after its amount is that currency, whatever the visitor’s language counts in', () => {
  it.each([
    ['한 3000불 정도 생각하고 있어요', 3000],
    ['5000불이요', 5000],
    ['3천 불', 3000],
    ['3천 달러', 3000],
  ])('"%s" is %d US dollars, not won counted in ten-thousands', (words, amount) => {
    expect(findMoney(words, ctx('ko-KR'))[0]?.value).toMatchObject({ amount, currency: 'USD', currencyAssumed: false });
  });

  it('"불" that is no amount\'s currency is no money ("불 꺼진 가게")', () => {
    expect(findMoney('불 꺼진 가게', ctx('ko-KR'))).toEqual([]);
  });
});

describe('the currencies of where visitors live abroad', () => {
  it.each([
    ['AUD 55k 정도 생각하고 있어요', 'ko-KR', { amount: 55_000, currency: 'AUD', currencyAssumed: false }],
    ['호주달러로 5만5천 정도요', 'ko-KR', { amount: 55_000, currency: 'AUD' }],
    ['最多可以到 12 萬加幣', 'zh-TW', { amount: 120_000, currency: 'CAD', bound: 'at_most' }],
    ['預算大概10萬泰銖左右（baht）', 'zh-TW', { amount: 100_000, currency: 'THB' }],
    ['新加坡幣8000左右', 'zh-TW', { amount: 8_000, currency: 'SGD' }],
    ["it's 3 million NT total", 'en-US', { amount: 3_000_000, currency: 'TWD', currencyAssumed: false }],
    ['about £12,000', 'en-US', { amount: 12_000, currency: 'GBP' }],
    ['S$8,000 for the lot', 'en-US', { amount: 8_000, currency: 'SGD' }],
    ['NZ$15k, tops', 'en-US', { amount: 15_000, currency: 'NZD' }],
  ] as Row[])('"%s" (%s) is %j', (input, language, expected) => {
    expect(findMoney(input, ctx(language))[0]?.value).toMatchObject({ kind: 'money', ...expected });
  });

  it.each([
    ['her cousin got an 8,000-peso logo quote', 'en-US'],
    ['預算5000令吉', 'zh-TW'],
    ['예산은 20만 페소 정도예요', 'ko-KR'],
  ] as [string, Language][])('an amount in a currency the brief has no code for is not read as the visitor\'s own ("%s")', (input, language) => {
    expect(findMoney(input, ctx(language))).toEqual([]);
  });

  it('nor are "5 pounds of coffee" money', () => {
    expect(findMoney('we roast about 5 pounds of coffee a day', ctx('en-US'))).toEqual([]);
  });
});

describe('a bound said of no amount between two', () => {
  it('makes no range of an amount ruled out and the budget said after it: "他說8萬做不到預約跟金流，那我預算抓10到15萬好了"', () => {
    const ctx = { language: 'zh-TW' as const, now: new Date('2026-01-20T02:00:00Z'), utcOffsetMinutes: 480 };
    expect(findMoney('他說8萬做不到預約跟金流，那我預算抓10到15萬好了', ctx).map((m) => [m.value.amount, m.value.max])).toEqual([
      [80_000, undefined],
      [100_000, 150_000],
    ]);
  });
});

describe('a metre is no million where money is counted in its own words (held-out 64)', () => {
  it.each([
    ['로봇 시연할 수 있는 보행 트랙이요. 8m 정도 길이로요.', 'ko-KR'],
    ['牆面大概8m長', 'zh-TW'],
    ['招牌要做3mm厚', 'zh-TW'],
  ] as [string, Language][])('"%s" holds no amount', (input, language) => {
    expect(findMoney(input, ctx(language))).toEqual([]);
  });

  it('reads a million with a currency before it in any language, and "1.5m" in English', () => {
    expect(findMoney('예산은 US$1.5m 정도', ctx('ko-KR')).map((m) => [m.value.amount, m.value.currency])).toEqual([[1_500_000, 'USD']]);
    expect(findMoney('budget is 1.5m', ctx('en-US')).map((m) => m.value.amount)).toEqual([1_500_000]);
  });
});
