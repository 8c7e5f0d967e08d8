import { describe, expect, it } from 'vitest';
import type { Language } from '@genie/contracts';
import { findQuantities, parseQuantity, type QuantityFamily } from './quantity.ts';
import { ctx } from './test-context.ts';

type Row = [input: string, language: Language, expected: Record<string, unknown> | null];

describe('sizes (number with an area unit)', () => {
  const rows: Row[] = [
    ['30坪', 'zh-TW', { amount: 30, unit: 'ping', squareMeters: 99.17, unitAssumed: false, approximate: false }],
    ['about 85 m2', 'en-US', { amount: 85, unit: 'm2', squareMeters: 85, approximate: true }],
    ['85㎡', 'ko-KR', { amount: 85, unit: 'm2' }],
    // "And some" between the number and its unit: approximately that many.
    ['每層大概20幾坪吧', 'zh-TW', { amount: 20, unit: 'ping', approximate: true }],
    ['三十多坪', 'zh-TW', { amount: 30, unit: 'ping', approximate: true }],
    ['20여 평이에요', 'ko-KR', { amount: 20, unit: 'pyeong', approximate: true }],
    ['25평', 'ko-KR', { amount: 25, unit: 'pyeong', squareMeters: 82.64 }],
    ['32평 정도예요', 'ko-KR', { amount: 32, unit: 'pyeong', approximate: true }],
    ['大約30坪左右', 'zh-TW', { amount: 30, unit: 'ping', approximate: true }],
    ['三十五坪', 'zh-TW', { amount: 35, unit: 'ping' }],
    ['１２０平方公尺', 'zh-TW', { amount: 120, unit: 'm2' }],
    ['120 square metres', 'en-US', { amount: 120, unit: 'm2' }],
    ['about 1,200 sq ft', 'en-US', { amount: 1200, unit: 'ft2', squareMeters: 111.48, approximate: true }],
    ['900 square feet', 'en-US', { amount: 900, unit: 'ft2' }],
    ['20-30坪', 'zh-TW', { amount: 20, max: 30, unit: 'ping', squareMeters: 66.12, squareMetersMax: 99.17 }],
    ['20坪到30坪', 'zh-TW', { amount: 20, max: 30, unit: 'ping' }],
    ['20 to 30 m2', 'en-US', { amount: 20, max: 30, unit: 'm2' }],
    ['30坪以上', 'zh-TW', { amount: 30, bound: 'at_least' }],
    ['under 50 m2', 'en-US', { amount: 50, bound: 'at_most' }],
    ['3x3m', 'en-US', { amount: 9, unit: 'm2', unitAssumed: false }],
    ['3m × 6m', 'en-US', { amount: 18, unit: 'm2' }],
    ['3x3公尺', 'zh-TW', { amount: 9, unit: 'm2' }],
    ['10 x 10 ft', 'en-US', { amount: 100, unit: 'ft2' }],
    ['3房2廳，大概35坪', 'zh-TW', { amount: 35, unit: 'ping', approximate: true }],
    // Dimensions multiply.
    ["It's 6 by 3 metres", 'en-US', { amount: 18, unit: 'm2', squareMeters: 18, unitAssumed: false }],
    ['6x3m', 'en-US', { amount: 18, unit: 'm2' }],
    ['6 × 3 公尺', 'zh-TW', { amount: 18, unit: 'm2' }],
    ['6m x 3m', 'en-US', { amount: 18, unit: 'm2' }],
    ['about 6 by 3 meters', 'en-US', { amount: 18, approximate: true }],
    // Units in every language.
    ['85平方公尺', 'zh-TW', { amount: 85, unit: 'm2', squareMeters: 85 }],
    ['800 sq ft', 'en-US', { amount: 800, unit: 'ft2', squareMeters: 74.32 }],
    ['about 1,000 square feet', 'en-US', { amount: 1000, unit: 'ft2', approximate: true }],
    ['84제곱미터', 'ko-KR', { amount: 84, unit: 'm2' }],
    ['thirty-two square meters', 'en-US', { amount: 32, unit: 'm2' }],
    ['三四十坪左右', 'zh-TW', { amount: 30, max: 40, unit: 'ping', approximate: true }],
    ['二十三坪', 'zh-TW', { amount: 23, unit: 'ping' }],
    // "Nearly" is about: "almost 40", "快40年" (快 only right before the number), "近30坪".
    ['近30坪', 'zh-TW', { amount: 30, unit: 'ping', approximate: true }],
    ['nearly 900 sq ft', 'en-US', { amount: 900, unit: 'ft2', approximate: true }],
    ['越快越好，30坪', 'zh-TW', { amount: 30, unit: 'ping', approximate: false }],
    ['附近30坪的店面都很貴', 'zh-TW', { amount: 30, unit: 'ping', approximate: false }],
  ];
  it.each(rows)('reads %j (%s)', (input, language, expected) => {
    expect(parseQuantity(input, 'area', ctx(language))).toMatchObject({ kind: 'number_with_unit', ...expected });
  });

  it("takes a bare number in the visitor's usual unit and says it assumed it", () => {
    expect(parseQuantity('30', 'area', ctx('zh-TW'))).toMatchObject({ amount: 30, unit: 'ping', unitAssumed: true });
    expect(parseQuantity('30', 'area', ctx('ko-KR'))).toMatchObject({ amount: 30, unit: 'pyeong', unitAssumed: true });
    expect(parseQuantity('30', 'area', ctx('en-US'))).toMatchObject({ amount: 30, unit: 'm2', unitAssumed: true });
  });

  it('reads the years since something else in Korean ("…ㄴ 지 N년") as no age of the building, the years since it was built as its age', () => {
    expect(parseQuantity('저희는 LA에 산 지 14년 된 가족인데 올해 한국으로 돌아가요', 'age', ctx('ko-KR'))).toBeNull();
    expect(parseQuantity('이사 온 지 5년 넘은 집이에요', 'age', ctx('ko-KR'))).toBeNull();
    expect(parseQuantity('지은 지 40년 정도 됐어요', 'age', ctx('ko-KR'))).toMatchObject({ amount: 40, unit: 'years' });
    expect(parseQuantity('30년 된 아파트예요', 'age', ctx('ko-KR'))).toMatchObject({ amount: 30, unit: 'years' });
  });

  it('bounds a size from above only with words said of it ("좀 안 돼요"), not with another thing not possible', () => {
    expect(parseQuantity('20평 좀 안 돼요', 'area', ctx('ko-KR'))).toMatchObject({ amount: 20, bound: 'at_most' });
    expect(parseQuantity('30평인데 주차가 안 돼요', 'area', ctx('ko-KR'))).not.toHaveProperty('bound');
  });

  it('reads no number in words that only look like one: 一起, 一字型, 三民區', () => {
    expect(parseQuantity('我媽媽會跟我們一起住', 'age', ctx('zh-TW'))).toBeNull();
    expect(parseQuantity('廚房是一字型的', 'age', ctx('zh-TW'))).toBeNull();
    expect(parseQuantity('我們現在租在三民區', 'age', ctx('zh-TW'))).toBeNull();
  });

  it('reads a booth written "10x20" in square feet for a visitor writing English from the Americas, in m² elsewhere', () => {
    expect(parseQuantity('10x20', 'area', { language: 'en-US', now: new Date('2026-01-20T02:00:00Z'), utcOffsetMinutes: -300 })).toMatchObject({ amount: 200, unit: 'ft2' });
    expect(parseQuantity('10x20', 'area', { language: 'en-US', now: new Date('2026-01-20T02:00:00Z'), utcOffsetMinutes: 480 })).toMatchObject({ amount: 200, unit: 'm2' });
  });

  it.each([
    ['높이 제한이 4m라서 간판이 잘 보여야 해요', 'ko-KR'],
    ['the ceiling is 4m high', 'en-US'],
    ['天花板大概3米高', 'zh-TW'],
  ] as [string, Language][])('reads a length in metres alone as no size: "%s"', (text, language) => {
    expect(findQuantities(text, ctx(language), 'area')).toEqual([]);
  });

  it('reads no age from a size said "and some" ("每層大概20幾坪吧" to how old the building is)', () => {
    expect(parseQuantity('坪數我真的不知道。。。一樓二樓 每層大概20幾坪吧 要找權狀才知道', 'age', ctx('zh-TW'))).toBeNull();
  });

  it('finds no size in words without a number', () => {
    expect(parseQuantity('pretty big', 'area', ctx('en-US'))).toBeNull();
    expect(parseQuantity('很大', 'area', ctx('zh-TW'))).toBeNull();
    expect(parseQuantity('banana', 'area', ctx('en-US'))).toBeNull();
  });
});

describe('other quantities', () => {
  const rows: [string, QuantityFamily, Language, Record<string, unknown>][] = [
    ['about 15 km', 'distance', 'en-US', { amount: 15, unit: 'km', approximate: true }],
    ['開車大約30分鐘', 'distance', 'zh-TW', { amount: 30, unit: 'min', approximate: true }],
    ['半小時車程', 'distance', 'zh-TW', { amount: 30, unit: 'min' }],
    ['一個半小時車程', 'distance', 'zh-TW', { amount: 1.5, unit: 'h' }],
    ['차로 한 시간 반', 'distance', 'ko-KR', { amount: 1.5, unit: 'h' }],
    ['half an hour by train', 'distance', 'en-US', { amount: 30, unit: 'min' }],
    ['차로 20분 정도', 'distance', 'ko-KR', { amount: 20, unit: 'min', approximate: true }],
    ['한 시간', 'distance', 'ko-KR', { amount: 1, unit: 'h' }],
    ['1.5 hours', 'distance', 'en-US', { amount: 1.5, unit: 'h' }],
    ['5公里', 'distance', 'zh-TW', { amount: 5, unit: 'km' }],
    ['12', 'distance', 'en-US', { amount: 12, unit: 'km', unitAssumed: true }],
    ['about 20 years old', 'age', 'en-US', { amount: 20, unit: 'years', approximate: true }],
    ['屋齡大約20年', 'age', 'zh-TW', { amount: 20, unit: 'years' }],
    ['지은 지 15년 됐어요', 'age', 'ko-KR', { amount: 15, unit: 'years' }],
    ['built in 2005', 'age', 'en-US', { amount: 21, unit: 'years' }],
    ['2005年完工', 'age', 'zh-TW', { amount: 21, unit: 'years' }],
    // A year said with two digits, or in Taiwan's calendar.
    ['88년에 지은 빌라예요', 'age', 'ko-KR', { amount: 38, unit: 'years' }],
    ["the house was built in '78", 'age', 'en-US', { amount: 48, unit: 'years' }],
    ['民國75年蓋的公寓', 'age', 'zh-TW', { amount: 40, unit: 'years' }],
    ['買了一間20年的電梯大樓', 'age', 'zh-TW', { amount: 20, unit: 'years' }],
    ['新成屋', 'age', 'zh-TW', { amount: 0, unit: 'years' }],
    ['brand new', 'age', 'en-US', { amount: 0 }],
    ['신축', 'age', 'ko-KR', { amount: 0 }],
    ['2-3 times', 'count', 'en-US', { amount: 2, max: 3, unit: 'times' }],
    ['twice', 'count', 'en-US', { amount: 2, unit: 'times' }],
    ['兩到三次', 'count', 'zh-TW', { amount: 2, max: 3, unit: 'times' }],
    // Two neighbouring digits are a rough range, 兩 among them: "一兩次" is once or twice, never twelve times.
    ['如果需要見面可以約一兩次', 'count', 'zh-TW', { amount: 1, max: 2, unit: 'times' }],
    ['兩三次吧', 'count', 'zh-TW', { amount: 2, max: 3, unit: 'times' }],
    ['屋齡快40年了', 'age', 'zh-TW', { amount: 40, unit: 'years', approximate: true }],
    ['almost 40 years old', 'age', 'en-US', { amount: 40, unit: 'years', approximate: true }],
    ['두세 번', 'count', 'ko-KR', { amount: 2, max: 3, unit: 'times' }],
    ['3회', 'count', 'ko-KR', { amount: 3, unit: 'times' }],
    ['once a month', 'count', 'en-US', { amount: 1, unit: 'times' }],
    ['30-year-old apartment', 'age', 'en-US', { amount: 30, unit: 'years', unitAssumed: false }],
    ['built in 1995', 'age', 'en-US', { amount: 31, unit: 'years', unitAssumed: false }],
    ['屋齡30年', 'age', 'zh-TW', { amount: 30, unit: 'years', unitAssumed: false }],
    ['30年的老公寓', 'age', 'zh-TW', { amount: 30, unit: 'years' }],
    ['30년 된 아파트', 'age', 'ko-KR', { amount: 30, unit: 'years', unitAssumed: false }],
    ['1998년에 지어진 아파트', 'age', 'ko-KR', { amount: 28, unit: 'years' }],
    ['1995', 'age', 'en-US', { amount: 31, unit: 'years' }],
    ['15', 'age', 'zh-TW', { amount: 15, unit: 'years', unitAssumed: true }],
    ['about 20 minutes by scooter', 'distance', 'en-US', { amount: 20, unit: 'min', approximate: true }],
  ];
  it.each(rows)('reads %j as a %s (%s)', (input, family, language, expected) => {
    expect(parseQuantity(input, family, ctx(language))).toMatchObject({ kind: 'number_with_unit', ...expected });
  });
});

describe('what is not a quantity', () => {
  it.each(['no particular preference', 'not sure', 'skip', '沒有', '都可以', '沒意見', '隨便', '없어요', '상관없어요', '잘 모르겠어요'])(
    '%j is no size, age, distance or count',
    (input) => {
      for (const family of ['area', 'age', 'distance', 'count'] as const) expect(parseQuantity(input, family, ctx('en-US'))).toBeNull();
    },
  );

  it.each([
    ['the whole hull is 57 foot', 'en-US'],
    ['about 42 foot long and 6 foot 2 wide', 'en-US'],
    ['배는 38피트예요', 'ko-KR'],
    ['一條長120公分', 'zh-TW'],
  ] as const)('takes no number with a measure of no field ("%s") for an age', (input, language) => {
    expect(parseQuantity(input, 'age', ctx(language))).toBeNull();
  });

  it('does not take people, pets or a budget for a size or an age', () => {
    expect(parseQuantity('2 adults and a cat', 'area', ctx('en-US'))).toBeNull();
    expect(parseQuantity('Two adults, a newborn soon, and a cat', 'age', ctx('en-US'))).toBeNull();
    expect(parseQuantity('兩個大人、一個快出生的寶寶和一隻貓', 'age', ctx('zh-TW'))).toBeNull();
    expect(parseQuantity('1.5M NTD', 'area', ctx('en-US'))).toBeNull();
  });

  it('takes a bare number said after a person or a pet as their age, not the building\'s, in every language', () => {
    expect(parseQuantity('Family: me, my wife, our kids Mila (7) and Theo (4)', 'age', ctx('en-US'))).toBeNull();
    expect(parseQuantity('家裡有我們夫妻，兒子小安(7)，還有一隻狗', 'age', ctx('zh-TW'))).toBeNull();
    expect(parseQuantity('우리 부부랑 아들 민준(7), 강아지 한 마리요', 'age', ctx('ko-KR'))).toBeNull();
    // A building named after the person keeps the number: "my mom's place, it's about 25".
    expect(parseQuantity("It's my mom's old house, it's about 25", 'age', ctx('en-US'))).toMatchObject({ amount: 25, unit: 'years' });
  });
});

describe('quantities inside a story', () => {
  it('finds the age and the size of a home in one sentence', () => {
    const text = 'We just bought a 30-year-old apartment in Taipei, about 85 square meters';
    const en = ctx('en-US');
    expect(findQuantities(text, en, 'age')).toMatchObject([{ value: { amount: 30, unit: 'years', unitAssumed: false }, text: '30-year-old' }]);
    expect(findQuantities(text, en, 'area')).toMatchObject([
      { value: { amount: 85, unit: 'm2', squareMeters: 85, approximate: true }, text: '85 square meters' },
    ]);
    expect(findQuantities(text, en, 'distance')).toEqual([]);
    expect(findQuantities(text, en, 'count')).toEqual([]);
  });

  it('reads the year a building is named by as the year it was built', () => {
    const text = "We just bought a little 1928 craftsman bungalow in Land Park, it's 1,450 sq ft";
    expect(findQuantities(text, ctx('en-US'), 'age')).toMatchObject([{ value: { amount: 98, unit: 'years', unitAssumed: false } }]);
    expect(findQuantities('We moved here in 2019 with the kids', ctx('en-US'), 'age')).toEqual([]);
    // (Its material and kind may come between: "a 1924 brick single family house".)
    expect(findQuantities('we just bought a 1924 brick single family house in Clintonville', ctx('en-US'), 'age')).toMatchObject([{ value: { amount: 102, unit: 'years' } }]);
    // (Or said to be from it: "a single story ranch from 1962".)
    expect(findQuantities("It's a single story ranch from 1962, 3 bedrooms", ctx('en-US'), 'age')).toMatchObject([{ value: { amount: 64, unit: 'years' } }]);
    expect(findQuantities('We moved here from Seattle in 2019', ctx('en-US'), 'age')).toEqual([]);
  });

  it('reads a story in Chinese and in Korean', () => {
    const zh = '我們買了一間屋齡30年的公寓，大約28坪，離公司開車20分鐘';
    expect(findQuantities(zh, ctx('zh-TW'), 'age').map((f) => f.value.amount)).toEqual([30]);
    expect(findQuantities(zh, ctx('zh-TW'), 'area')).toMatchObject([{ value: { amount: 28, unit: 'ping', approximate: true } }]);
    expect(findQuantities(zh, ctx('zh-TW'), 'distance')).toMatchObject([{ value: { amount: 20, unit: 'min' } }]);
    const ko = '30년 된 아파트이고 32평이에요';
    expect(findQuantities(ko, ctx('ko-KR'), 'age').map((f) => f.value.amount)).toEqual([30]);
    expect(findQuantities(ko, ctx('ko-KR'), 'area').map((f) => f.value)).toMatchObject([{ amount: 32, unit: 'pyeong' }]);
  });

  it('does not take the age of a person or a pet for the age of a home', () => {
    const text = 'We have a 5-year-old son and my mother, who is 70 years old, lives with us in a 40-year-old house';
    expect(findQuantities(text, ctx('en-US'), 'age').map((f) => f.value.amount)).toEqual([40]);
    expect(findQuantities('Our dog is 12 years old', ctx('en-US'), 'age')).toEqual([]);
    expect(findQuantities("It's about 50 years old, three floors", ctx('en-US'), 'age').map((f) => f.value.amount)).toEqual([50]);
  });

  it('finds nothing to measure among people and pets', () => {
    for (const family of ['area', 'age', 'distance'] as const) {
      expect(findQuantities('兩個大人、一個快出生的寶寶和一隻貓', ctx('zh-TW'), family)).toEqual([]);
      expect(findQuantities('Two adults, a newborn soon, and a cat', ctx('en-US'), family)).toEqual([]);
    }
  });

  it('reads booth dimensions and keeps a money amount out of sizes', () => {
    const text = 'The booth is 6 by 3 metres and the budget is 1.5M NTD';
    expect(findQuantities(text, ctx('en-US'), 'area')).toMatchObject([{ value: { amount: 18, unit: 'm2' }, text: '6 by 3 metres' }]);
  });
});

describe("an age that belongs to a person is not the building's", () => {
  it.each([
    ['en-US', "it's the two of us (both 34), our 2 yr old daughter and a golden retriever"],
    ['en-US', 'just us and our 6 years old son'],
    ['zh-TW', '我們有一個3歲的女兒'],
    ['ko-KR', '5살 딸이랑 셋이 살아요'],
  ] as [Language, string][])('in %s, "%s" to how old the home is gives no age of the building', (language, words) => {
    const value = parseQuantity(words, 'age', ctx(language));
    expect(value === null || value.unitAssumed, JSON.stringify(value)).toBe(true);
  });

  it('while "the house is 30 years old" is', () => {
    expect(parseQuantity('the house is 30 years old', 'age', ctx('en-US'))).toMatchObject({ amount: 30, unit: 'years', unitAssumed: false });
  });
});

describe('a booth’s sides named one by one (held-outs 13 and 21, with metres no longer read as millions)', () => {
  it.each([
    ['부스는 가로 4m 세로 3m라서 12㎡예요', 'ko-KR', 12],
    ['부스 크기는 가로 6m 세로 4m, 24㎡예요', 'ko-KR', 24],
    ['攤位寬3米 深2米', 'zh-TW', 6],
  ] as [string, Language, number][])('"%s" is %i m² in all', (input, language, area) => {
    expect(findQuantities(input, ctx(language), 'area')[0]?.value).toMatchObject({ amount: area, unit: 'm2' });
  });
});
