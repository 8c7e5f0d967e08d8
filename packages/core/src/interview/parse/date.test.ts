import { describe, expect, it } from 'vitest';
import type { Language } from '@genie/contracts';
import { findDates, parseDate } from './date.ts';
import { ctx } from './test-context.ts';

type Row = [input: string, language: Language, expected: Record<string, unknown>];

// Today is Tuesday 20 January 2026 for the visitor.
describe('dates and timeframes', () => {
  const absolute: Row[] = [
    ['2026/03/15', 'en-US', { date: '2026-03-15', precision: 'day', relation: 'on' }],
    ['2026-3-5', 'en-US', { date: '2026-03-05', precision: 'day' }],
    ['2026.03.15', 'zh-TW', { date: '2026-03-15' }],
    ['3/15/2026', 'en-US', { date: '2026-03-15' }],
    ['15/3/2026', 'en-US', { date: '2026-03-15' }],
    ['March 15, 2026', 'en-US', { date: '2026-03-15', precision: 'day' }],
    ['15th of March', 'en-US', { date: '2026-03-15' }],
    ['Mar. 15th', 'en-US', { date: '2026-03-15' }],
    // A day written as an ordinal word, before or after its month.
    ['by the first of May', 'en-US', { date: '2026-05-01', precision: 'day', relation: 'by' }],
    ['the twenty-first of June', 'en-US', { date: '2026-06-21', precision: 'day' }],
    ['June twenty-first, 2026', 'en-US', { date: '2026-06-21', precision: 'day' }],
    ['May the first', 'en-US', { date: '2026-05-01', precision: 'day' }],
    ['before April second', 'en-US', { date: '2026-04-02', precision: 'day', relation: 'by' }],
    ['January 10', 'en-US', { date: '2027-01-10' }],
    ['2026年3月15日', 'zh-TW', { date: '2026-03-15', precision: 'day' }],
    ['3月15日', 'zh-TW', { date: '2026-03-15' }],
    // A span with one day mark starts on its first day, not in the month as a whole.
    ['展期是5月15到17號', 'zh-TW', { date: '2026-05-15', precision: 'day' }],
    // A day written after its month without 日 or 號, but not the first of months listed after it.
    ['4月22出發', 'zh-TW', { date: '2026-04-22', precision: 'day' }],
    ['最晚6月 7、8月是旺季', 'zh-TW', { date: '2026-06-01', precision: 'month', relation: 'by' }],
    ['5월 15~17일', 'ko-KR', { date: '2026-05-15', precision: 'day' }],
    ['4월 9일 목요일부터 11일까지', 'ko-KR', { date: '2026-04-09', precision: 'day', relation: 'on' }],
    ['三月十五日', 'zh-TW', { date: '2026-03-15' }],
    ['3月15號', 'zh-TW', { date: '2026-03-15' }],
    ['民國115年6月', 'zh-TW', { date: '2026-06-01', precision: 'month' }],
    ['115年6月30日', 'zh-TW', { date: '2026-06-30' }],
    ['2026년 3월 15일', 'ko-KR', { date: '2026-03-15', precision: 'day' }],
    ['3월 15일', 'ko-KR', { date: '2026-03-15' }],
    ['2026/07', 'en-US', { date: '2026-07-01', precision: 'month' }],
    ['September 2026', 'en-US', { date: '2026-09-01', precision: 'month' }],
    ['2026년 9월', 'ko-KR', { date: '2026-09-01', precision: 'month' }],
    ['2027', 'en-US', { date: '2027-01-01', precision: 'year' }],
    ['in 2027', 'en-US', { date: '2027-01-01', precision: 'year' }],
    ['116年', 'zh-TW', { date: '2027-01-01', precision: 'year' }],
  ];
  it.each(absolute)('reads the date %j (%s)', (input, language, expected) => {
    expect(parseDate(input, ctx(language))).toMatchObject({ kind: 'date', ...expected });
  });

  const months: Row[] = [
    ['next March', 'en-US', { date: '2026-03-01', precision: 'month', relation: 'on' }],
    ['next January', 'en-US', { date: '2027-01-01', precision: 'month' }],
    ['March', 'en-US', { date: '2026-03-01', precision: 'month' }],
    ['early April', 'en-US', { date: '2026-04-01', precision: 'month', part: 'early' }],
    ['by the end of June', 'en-US', { date: '2026-06-01', relation: 'by', part: 'late' }],
    ['before June', 'en-US', { date: '2026-06-01', relation: 'by' }],
    ['3月', 'zh-TW', { date: '2026-03-01', precision: 'month' }],
    ['明年3月', 'zh-TW', { date: '2027-03-01', precision: 'month' }],
    ['明年三月底', 'zh-TW', { date: '2027-03-01', part: 'late' }],
    ['6月前', 'zh-TW', { date: '2026-06-01', relation: 'by' }],
    // "At the latest": 最晚 / 늦어도 make a date the latest one.
    ['邀請卡最晚2月15號要寄出', 'zh-TW', { date: '2026-02-15', precision: 'day', relation: 'by' }],
    ['늦어도 5월 10일', 'ko-KR', { date: '2026-05-10', relation: 'by' }],
    ['4월 말까지', 'ko-KR', { date: '2026-04-01', relation: 'by', part: 'late' }],
    ['내년 3월', 'ko-KR', { date: '2027-03-01', precision: 'month' }],
    ['12월 초', 'ko-KR', { date: '2026-12-01', part: 'early' }],
  ];
  it.each(months)('reads the month %j (%s)', (input, language, expected) => {
    expect(parseDate(input, ctx(language))).toMatchObject({ kind: 'date', ...expected });
  });

  const quarters: Row[] = [
    ['Q3', 'en-US', { date: '2026-07-01', precision: 'quarter' }],
    ['Q1 2027', 'en-US', { date: '2027-01-01', precision: 'quarter' }],
    ['third quarter', 'en-US', { date: '2026-07-01', precision: 'quarter' }],
    ['第三季', 'zh-TW', { date: '2026-07-01', precision: 'quarter' }],
    ['明年第一季', 'zh-TW', { date: '2027-01-01', precision: 'quarter' }],
    ['3분기', 'ko-KR', { date: '2026-07-01', precision: 'quarter' }],
  ];
  it.each(quarters)('reads the quarter %j (%s)', (input, language, expected) => {
    expect(parseDate(input, ctx(language))).toMatchObject({ kind: 'date', ...expected });
  });

  const relative: Row[] = [
    ['ASAP', 'en-US', { date: '2026-01-20', relation: 'asap' }],
    ['as soon as possible', 'en-US', { relation: 'asap' }],
    ['越快越好', 'zh-TW', { date: '2026-01-20', relation: 'asap' }],
    ['盡快', 'zh-TW', { relation: 'asap' }],
    ['가능한 빨리', 'ko-KR', { relation: 'asap' }],
    ['no rush', 'en-US', { date: null, precision: null, relation: 'flexible' }],
    ['時間彈性', 'zh-TW', { relation: 'flexible' }],
    ['급하지 않아요', 'ko-KR', { relation: 'flexible' }],
    ['in 3 months', 'en-US', { date: '2026-04-20', precision: 'day', relation: 'on' }],
    ['within three months', 'en-US', { date: '2026-04-20', relation: 'by' }],
    ['in a couple of weeks', 'en-US', { date: '2026-02-03' }],
    ['half a year', 'en-US', { date: '2026-07-20' }],
    ['3個月內', 'zh-TW', { date: '2026-04-20', relation: 'by' }],
    ['三個月內', 'zh-TW', { date: '2026-04-20', relation: 'by' }],
    ['兩週內', 'zh-TW', { date: '2026-02-03', relation: 'by' }],
    ['半年內', 'zh-TW', { date: '2026-07-20', relation: 'by' }],
    ['一年後', 'zh-TW', { date: '2027-01-20', relation: 'on' }],
    ['3개월 후', 'ko-KR', { date: '2026-04-20', relation: 'on' }],
    ['6개월 이내', 'ko-KR', { date: '2026-07-20', relation: 'by' }],
    ['두 달 안에', 'ko-KR', { date: '2026-03-20', relation: 'by' }],
    ['next month', 'en-US', { date: '2026-02-01', precision: 'month' }],
    ['end of next month', 'en-US', { date: '2026-02-01', precision: 'month', part: 'late' }],
    ['下個月', 'zh-TW', { date: '2026-02-01', precision: 'month' }],
    ['다음 달', 'ko-KR', { date: '2026-02-01', precision: 'month' }],
    ['next week', 'en-US', { date: '2026-01-27', precision: 'day' }],
    ['tomorrow', 'en-US', { date: '2026-01-21' }],
    ['next year', 'en-US', { date: '2027-01-01', precision: 'year' }],
    ['明年', 'zh-TW', { date: '2027-01-01', precision: 'year' }],
    ['내년', 'ko-KR', { date: '2027-01-01', precision: 'year' }],
    ['年底前', 'zh-TW', { date: '2026-12-01', relation: 'by', part: 'late' }],
    ['연말', 'ko-KR', { date: '2026-12-01', part: 'late' }],
    ['明年初', 'zh-TW', { date: '2027-01-01', part: 'early' }],
    ['this summer', 'en-US', { date: '2026-06-01', precision: 'month' }],
    ['before Christmas', 'en-US', { date: '2026-12-25', relation: 'by' }],
    // Holidays whose date moves: the Lunar New Year's month (it is 17 Feb 2026, so this year's is still to come), Chuseok, Mother's Day.
    ['過年前要完工', 'zh-TW', { date: '2026-02-01', precision: 'month', relation: 'by' }],
    ['明年過年前可以搬進去', 'zh-TW', { date: '2027-02-01', precision: 'month', relation: 'by' }],
    ['설날 전에 끝내고 싶어요', 'ko-KR', { date: '2026-02-01', precision: 'month', relation: 'by' }],
    ['추석 전까지', 'ko-KR', { date: '2026-09-01', precision: 'month', relation: 'by' }],
    ["before Mother's Day", 'en-US', { date: '2026-05-10', precision: 'day', relation: 'by' }],
    ['母親節前要上市', 'zh-TW', { date: '2026-05-10', precision: 'day', relation: 'by' }],
    // A month named beside a holiday says more; of two dates something is due by, the earlier; a span's end is no due date.
    ['추석 선물세트 때문에 늦어도 7월 말까지는 끝나야 돼요', 'ko-KR', { date: '2026-07-01', relation: 'by', part: 'late' }],
    ['5월 신고 기간 전에 오픈하려고 4월 20일까지는 완료되었으면 합니다', 'ko-KR', { date: '2026-04-20', precision: 'day', relation: 'by' }],
    ['전시는 11월 12일부터 15일까지예요', 'ko-KR', { date: '2026-11-12', precision: 'day' }],
    ['租約到11月底', 'zh-TW', { date: '2026-11-01', relation: 'by', part: 'late' }],
    ['일정은 다음 달 말까지였는데 그냥 3월 10일까지로 할게요', 'ko-KR', { date: '2026-03-10', precision: 'day', relation: 'by' }],
    ['聖誕節前', 'zh-TW', { date: '2026-12-25', relation: 'by' }],
    ['it may be ready by June', 'en-US', { date: '2026-06-01', precision: 'month' }],
    ['in May', 'en-US', { date: '2026-05-01', precision: 'month' }],
    ['May 2027', 'en-US', { date: '2027-05-01', precision: 'month' }],
    ['明年夏天', 'zh-TW', { date: '2027-06-01' }],
  ];
  it.each(relative)('reads the timeframe %j (%s)', (input, language, expected) => {
    expect(parseDate(input, ctx(language))).toMatchObject({ kind: 'date', ...expected });
  });

  it("counts from the visitor's own day, not the server's", () => {
    // 23:30 UTC on the 19th is already the 20th in Taipei.
    const lateNight = new Date('2026-01-19T23:30:00Z');
    expect(parseDate('tomorrow', { language: 'zh-TW', now: lateNight, utcOffsetMinutes: 480 })).toMatchObject({ date: '2026-01-21' });
    expect(parseDate('tomorrow', { language: 'en-US', now: lateNight, utcOffsetMinutes: 0 })).toMatchObject({ date: '2026-01-20' });
  });

  it('finds no date in words that name none, or in impossible dates', () => {
    // Time counted back from another day ("2 weeks before" the show) or ago is no date from today.
    for (const input of ['banana', 'when the stars align', 'we may know later', '香蕉', '바나나', '2026/02/30', '13/13/2026', 'the printer needs the file 2 weeks before', '三個月前才搬來', '2주 전에 이사 왔어요', '印刷廠說要一個月', 'printing takes about 3 weeks', '제작은 2주 걸려요', 'we may first need a permit', 'the first of many']) {
      expect(parseDate(input, ctx('en-US')), input).toBeNull();
    }
  });
});

describe('a weekday counted in its month, a span, and people by their decades', () => {
  it.each([
    ['the first Saturday in April', 'en-US', '2026-04-04'],
    ['the last Friday of March', 'en-US', '2026-03-27'],
    ['四月的第一個星期六開幕', 'zh-TW', '2026-04-04'],
    ['5월 마지막 주 토요일에 오픈해요', 'ko-KR', '2026-05-30'],
  ] as const)('reads %j as the day it counts to', (input, language, date) => {
    expect(parseDate(input, ctx(language))).toMatchObject({ kind: 'date', date, precision: 'day' });
  });

  it('reads "the first two weeks of March" as a stretch of March, not two weeks from today', () => {
    expect(parseDate("we're closed for renos the first two weeks of March", ctx('en-US'))).toMatchObject({ kind: 'date', date: '2026-03-01', precision: 'month' });
    expect(parseDate('in 2 weeks please', ctx('en-US'))).toMatchObject({ kind: 'date', precision: 'day' });
  });

  it('reads "2주만 문 닫을 수 있어서" and "closed for two weeks" as how long, not when', () => {
    expect(parseDate('공사는 2주만 문 닫을 수 있어서', ctx('ko-KR'))).toBeNull();
    expect(parseDate('we can only close for 2 weeks', ctx('en-US'))).toBeNull();
  });

  it('reads how late something ran as no date ("finished five months late", "晚了三個月才完成", "두 달 늦게 끝났어요"), but a time from now said in the past tense as one', () => {
    expect(parseDate('finished five months late', ctx('en-US'))).toBeNull();
    expect(parseDate('晚了三個月才完成', ctx('zh-TW'))).toBeNull();
    expect(parseDate('두 달 늦게 끝났어요', ctx('ko-KR'))).toBeNull();
    expect(parseDate('we were hoping to open in 3 months', ctx('en-US'))).toMatchObject({ date: '2026-04-20', precision: 'day' });
  });

  it.each([
    ['It runs 12–14 August', '2026-08-12'],
    ['The show is 12 to 14 August', '2026-08-12'],
    ['the fair runs 3-5 March 2027', '2027-03-03'],
  ])('reads %j, days written before their one month, from its first day (held-out 122)', (input, date) => {
    expect(parseDate(input, ctx('en-US'))).toMatchObject({ kind: 'date', date, precision: 'day' });
  });

  it.each([
    ["We'd love to open in the first week of May", 'early'],
    ['open mid-May', 'mid'],
  ])('reads %j as May, the month, not the verb (held-out 122)', (input, part) => {
    expect(parseDate(input, ctx('en-US'))).toMatchObject({ kind: 'date', date: '2026-05-01', precision: 'month', part });
    expect(parseDate('it may be ready soon', ctx('en-US'))).toBeNull();
  });

  it.each([
    ['zh-TW', '我跟我老公去年底在新北中和買了一間中古屋'],
    ['zh-TW', '我們應該明後年會想生小孩'],
    ['ko-KR', '작년 연말에 샀어요'],
  ] as const)('in %s reads %j, last year\'s end or "next year or the one after", as no date to plan by (held-out 123)', (language, input) => {
    expect(parseDate(input, ctx(language))).toBeNull();
    expect(parseDate('年底前要完成', ctx('zh-TW'))).toMatchObject({ date: '2026-12-01', part: 'late' });
    expect(parseDate('연말까지', ctx('ko-KR'))).toMatchObject({ date: '2026-12-01', part: 'late' });
  });

  it('reads "13일부터 15일까지 3일이에요" from its first day, and "2030 여자분들" as no year', () => {
    expect(parseDate('3월 13일 금요일부터 15일 일요일까지 3일이에요', ctx('ko-KR'))).toMatchObject({ date: '2026-03-13' });
    expect(parseDate('사는 분들은 2030 여자분들이요', ctx('ko-KR'))).toBeNull();
  });
});

describe('dates the visitors of the first conversations gave', () => {
  const rows: Row[] = [
    ['we can move in on April 12', 'en-US', { date: '2026-04-12', precision: 'day', relation: 'on' }],
    ['We can move in on April 12, before that the builders are still there', 'en-US', { date: '2026-04-12', relation: 'on' }],
    ['March 2027', 'en-US', { date: '2027-03-01', precision: 'month', relation: 'on' }],
    ['by March 2027', 'en-US', { date: '2027-03-01', precision: 'month', relation: 'by' }],
    ['early next year', 'en-US', { date: '2027-01-01', precision: 'month', part: 'early' }],
    ['in three months', 'en-US', { date: '2026-04-20', precision: 'day' }],
    ['明年六月', 'zh-TW', { date: '2027-06-01', precision: 'month', relation: 'on' }],
    ['明年3月', 'zh-TW', { date: '2027-03-01', precision: 'month' }],
    ['2027年3月', 'zh-TW', { date: '2027-03-01', precision: 'month' }],
    ['希望明年三月前可以入住', 'zh-TW', { date: '2027-03-01', relation: 'by' }],
    ['下個月', 'zh-TW', { date: '2026-02-01', precision: 'month' }],
    ['내년 3월', 'ko-KR', { date: '2027-03-01', precision: 'month' }],
    ['다음 달', 'ko-KR', { date: '2026-02-01', precision: 'month' }],
    ['3월 말까지', 'ko-KR', { date: '2026-03-01', relation: 'by', part: 'late' }],
    ['올해 안에', 'ko-KR', { date: '2026-01-01', precision: 'year', relation: 'by' }],
    ['No fixed date', 'en-US', { date: null, relation: 'flexible' }],
    ['時間彈性', 'zh-TW', { relation: 'flexible' }],
    ['날짜는 정해지지 않았어요', 'ko-KR', { relation: 'flexible' }],
    ['ASAP please', 'en-US', { relation: 'asap' }],
    ['越快越好', 'zh-TW', { relation: 'asap' }],
    ['가능한 빨리요', 'ko-KR', { relation: 'asap' }],
    ['we hope to open in spring 2027', 'en-US', { date: '2027-03-01', precision: 'month' }],
    ['2027年春天開幕', 'zh-TW', { date: '2027-03-01', precision: 'month' }],
    ['The timing is flexible', 'en-US', { relation: 'flexible' }],
    ['不急，明年初之前完成就好。', 'zh-TW', { date: '2027-01-01', relation: 'by', part: 'early' }],
    ['No rush, but before Christmas would be nice', 'en-US', { date: '2026-12-25', relation: 'by' }],
    ['1주년 행사가 5월이라서요', 'ko-KR', { date: '2026-05-01', precision: 'month' }],
    ['2주 안에', 'ko-KR', { date: '2026-02-03', relation: 'by' }],
  ];
  it.each(rows)('reads %j (%s)', (input, language, expected) => {
    expect(parseDate(input, ctx(language))).toMatchObject({ kind: 'date', ...expected });
  });

  it.each(['No particular preference', 'not sure', 'skip', '沒有', '都可以', '沒意見', '隨便', '없어요', '상관없어요', '잘 모르겠어요', '딱히'])(
    '%j is no date',
    (input) => expect(parseDate(input, ctx('en-US'))).toBeNull(),
  );
});

describe('dates inside a story', () => {
  it('reads a span of two days as two days of the month, never a year made of the second', () => {
    expect(findDates('展期是3/25-3/28，在南港展覽館1館', ctx('zh-TW')).map((f) => f.value)).toMatchObject([
      { date: '2026-03-25', precision: 'day' },
      { date: '2026-03-28', precision: 'day' },
    ]);
    expect(findDates('The show runs 4/8-4/11', ctx('en-US')).map((f) => f.value.date)).toEqual(['2026-04-08', '2026-04-11']);
  });

  it('reads within a month, and its tail in Cantonese, as by the month’s end', () => {
    expect(findDates('5월 안에는 나와야돼요', ctx('ko-KR'))[0]!.value).toMatchObject({ date: '2026-05-01', precision: 'month', relation: 'by', part: 'late' });
    expect(findDates('5月內要好', ctx('zh-TW'))[0]!.value).toMatchObject({ date: '2026-05-01', relation: 'by', part: 'late' });
    expect(findDates('時間方面想4月尾之前搞掂', ctx('zh-TW'))[0]!.value).toMatchObject({ date: '2026-04-01', relation: 'by', part: 'late' });
    // (Within three months is counted from today, no month's end.)
    expect(findDates('三個月內', ctx('zh-TW'))[0]!.value).toMatchObject({ date: '2026-04-20', precision: 'day', relation: 'by' });
  });

  it('takes the month named for the design over a stretch allowed for making, which is no date from today', () => {
    expect(parseDate('5월 구청장배 대회 전에 입어야돼서 제작 한달 잡으면 3월 말까지는 디자인 끝나야 될거같아요', ctx('ko-KR'))).toMatchObject({ date: '2026-03-01', relation: 'by', part: 'late' });
  });

  it('counts no weeks in an anniversary', () => {
    expect(findDates('十年前90週年的時候是家長會自己畫的', ctx('zh-TW'))).toEqual([]);
    expect(findDates('창립 30주년 기념으로 만들어요', ctx('ko-KR'))).toEqual([]);
    expect(findDates('3週內要交', ctx('zh-TW')).map((f) => f.value)).toMatchObject([{ date: '2026-02-10', relation: 'by' }]);
  });

  it('finds the move-in date after a budget', () => {
    const text = "Budget is around 1.5 million NTD, and we'd love to move in by March 2027";
    const found = findDates(text, ctx('en-US'));
    expect(found).toMatchObject([{ value: { date: '2027-03-01', precision: 'month', relation: 'by' } }]);
    expect(found[0]!.text).toBe('by March 2027');
  });

  it('reads a relation only in its own clause', () => {
    const found = findDates('The builders leave before March, and we can move in on April 12', ctx('en-US'));
    expect(found.map((f) => f.value)).toMatchObject([
      { date: '2026-03-01', relation: 'by' },
      { date: '2026-04-12', relation: 'on' },
    ]);
  });

  it('reads the date beside a Korean budget and a Chinese one', () => {
    expect(findDates('예산은 1억 5천만 원 정도이고 내년 3월에 입주하고 싶어요', ctx('ko-KR')).map((f) => f.value)).toMatchObject([
      { date: '2027-03-01', precision: 'month' },
    ]);
    expect(findDates('預算大概150萬，希望明年六月前入住', ctx('zh-TW')).map((f) => f.value)).toMatchObject([
      { date: '2027-06-01', precision: 'month', relation: 'by' },
    ]);
  });

  it('reads the start and the end of a span, and a day of a named month', () => {
    expect(findDates('3월 16일부터 22일까지 전시예요', ctx('ko-KR')).map((f) => f.value)).toMatchObject([
      { date: '2026-03-16', relation: 'on' },
      { date: '2026-03-22', relation: 'by' },
    ]);
    expect(findDates('展期是10月15號到18號，14號進場佈置', ctx('zh-TW')).map((f) => f.value.date)).toEqual(['2026-10-15', '2026-10-18', '2026-10-14']);
    expect(findDates('下個月15號開幕', ctx('zh-TW')).map((f) => f.value)).toMatchObject([{ date: '2026-02-15', precision: 'day' }]);
  });

  it('reads an English span from its first day, and its end as no due date, but "to" before other words opens none', () => {
    expect(findDates('The fair runs May 4 until May 8', ctx('en-US')).map((f) => f.value)).toMatchObject([
      { date: '2026-05-04', relation: 'on' },
      { date: '2026-05-08', relation: 'by' },
    ]);
    expect(findDates('We exhibit March 16 to 22', ctx('en-US')).map((f) => f.value)).toMatchObject([{ date: '2026-03-16', relation: 'on' }]);
    expect(parseDate('May 4 until May 8', ctx('en-US'))).toMatchObject({ date: '2026-05-04', relation: 'on' });
    expect(parseDate('by March 16 to be safe', ctx('en-US'))).toMatchObject({ date: '2026-03-16', relation: 'by' });
    expect(parseDate('by the end of February till then we wait', ctx('en-US'))).toMatchObject({ date: '2026-02-01', part: 'late', relation: 'by' });
  });

  it('takes a season of last year for no date: it is past ("my dad filed it last fall", "去年秋天", "작년 가을에")', () => {
    expect(findDates('my dad filed it last fall', ctx('en-US'))).toEqual([]);
    expect(findDates('去年秋天就申請了', ctx('zh-TW'))).toEqual([]);
    expect(findDates('작년 가을에 귤담으로 출원은 해놓으셨대요', ctx('ko-KR'))).toEqual([]);
    expect(parseDate('we opened last spring', ctx('en-US'))).toBeNull();
    expect(findDates('今年秋天要開幕', ctx('zh-TW')).map((f) => f.value)).toMatchObject([{ date: '2026-09-01', precision: 'month' }]);
  });

  it('does not take an age, a size, money, a count or a phone number for a date', () => {
    const stories: [string, 'en-US' | 'zh-TW' | 'ko-KR'][] = [
      ['We just bought a 30-year-old apartment in Taipei, about 85 square meters', 'en-US'],
      ['It was built in 1995 and we have lived here for 3 years', 'en-US'],
      ['We have 2000 books and we love the summer light', 'en-US'],
      ['I am 35 and my budget is flexible', 'en-US'],
      ['Right now we sell at two markets', 'en-US'],
      ['Call me on 0912-345-678', 'en-US'],
      ['地址是台北市大安區復興南路一段100號5樓', 'zh-TW'],
      ['屋齡30年，大約28坪，預算150萬', 'zh-TW'],
      ['兩個大人、一個快出生的寶寶和一隻貓', 'zh-TW'],
      ['30년 된 아파트이고 32평이에요', 'ko-KR'],
    ];
    for (const [text, language] of stories) expect(findDates(text, ctx(language)), text).toEqual([]);
  });

  it('does not take how often something happens for a date', () => {
    const often: [string, Language][] = [
      ['We meet with the board every two weeks', 'en-US'],
      ['我當窗口，大概一週統一回覆一次', 'zh-TW'],
      ['위원회가 한 달에 한 번 회의를 해서 그때 확인해 주세요', 'ko-KR'],
      // A count of days or times in each period.
      ['I work from home 3 days a week', 'en-US'],
      ['we meet twice a month', 'en-US'],
      ['我一週三天在家工作', 'zh-TW'],
      ['每週三天會去店裡', 'zh-TW'],
      ['주 3일 재택근무해요', 'ko-KR'],
    ];
    for (const [text, language] of often) expect(parseDate(text, ctx(language)), text).toBeNull();
    // A timeframe said with "within" stays one, whatever is counted after it.
    expect(parseDate('3주 안에 두 번 정도 미팅하고 싶어요', ctx('ko-KR'))).toMatchObject({ date: '2026-02-10', relation: 'by' });
    expect(parseDate('兩週內完成，一次付清', ctx('zh-TW'))).toMatchObject({ date: '2026-02-03', relation: 'by' });
  });

  it('reads 以前 opening its words as "formerly", after a time as "by"', () => {
    expect(parseDate('今年第一次自己參展 以前都跟貿易商一起去', ctx('zh-TW'))).toMatchObject({ relation: 'on' });
    expect(parseDate('四月十號 以前 好 就可以', ctx('zh-TW'))).toMatchObject({ date: '2026-04-10', relation: 'by' });
    expect(parseDate('三月以前要完成', ctx('zh-TW'))).toMatchObject({ date: '2026-03-01', relation: 'by' });
  });

  it('keeps the end of the year said with the year it is of', () => {
    expect(parseDate('今年年底前可以搬進去', ctx('zh-TW'))).toMatchObject({ date: '2026-12-01', precision: 'month', part: 'late', relation: 'by' });
    expect(parseDate('올해 연말까지 끝내고 싶어요', ctx('ko-KR'))).toMatchObject({ date: '2026-12-01', precision: 'month', part: 'late', relation: 'by' });
    expect(parseDate('we need it by year end', ctx('en-US'))).toMatchObject({ date: '2026-12-01', precision: 'month', part: 'late', relation: 'by' });
  });

  it("reads each month's part from its own words, and takes the date that follows from another", () => {
    expect(findDates('지금 전세가 4월 말에 끝나서 5월 초에는 들어가야 해요', ctx('ko-KR')).map((f) => f.value)).toMatchObject([
      { date: '2026-04-01', part: 'late' },
      { date: '2026-05-01', part: 'early' },
    ]);
    expect(parseDate('지금 전세가 4월 말에 끝나서 5월 초에는 들어가야 해요', ctx('ko-KR'))).toMatchObject({ date: '2026-05-01', part: 'early' });
    expect(parseDate('租約4月底到期所以5月初要搬進去', ctx('zh-TW'))).toMatchObject({ date: '2026-05-01', part: 'early' });
    // Before a date due by, the date that follows from it is the one meant.
    expect(parseDate('日期還不確定，但要在明年草莓季之前，所以大概今年十月吧', ctx('zh-TW'))).toMatchObject({ date: '2026-10-01', precision: 'month' });
    expect(parseDate('내년 3월 전에는 나와야 해서 10월쯤이요', ctx('ko-KR'))).toMatchObject({ date: '2026-10-01', precision: 'month' });
    // In English, "so" after a date is as often a purpose ("by June 12 so we can run the first batch in July"): the date due by stays.
    expect(parseDate('labels at the printer by June 12 so we can run the first batch in July', ctx('en-US'))).toMatchObject({ date: '2026-06-12', relation: 'by' });
  });
});

describe('a day or a month within the year named says more than the year', () => {
  it.each([
    ['zh-TW', '今年端午是6月19號', '2026-06-19'],
    ['en-US', 'this year, on June 19', '2026-06-19'],
    ['ko-KR', '올해 6월 19일이요', '2026-06-19'],
  ] as [Language, string, string][])('in %s, "%s" is %s', (language, words, date) => {
    expect(parseDate(words, ctx(language))).toMatchObject({ kind: 'date', date, precision: 'day' });
  });
  it('"老闆說今年剛好十週年" is no day of the year', () => {
    expect(parseDate('老闆說今年剛好十週年', ctx('zh-TW'))).toMatchObject({ precision: 'year' });
  });
});

describe('a month’s first or last week, and "end" said right before a month (held-outs 63 and 64)', () => {
  it.each([
    ['en-US', 'by the first week of March', 'early'],
    ['en-US', 'last week of April', 'late'],
    ['en-US', 'by end April can?', 'late'],
    ['ko-KR', '2월 말에 차 나오니까 3월 첫주 안에는 붙여야되요', 'early'],
    ['ko-KR', '4월 마지막 주', 'late'],
    ['zh-TW', '3月第一週', 'early'],
    ['zh-TW', '4月最後一週前', 'late'],
  ] as [Language, string, string][])('in %s, "%s" is the month’s %s part', (language, words, part) => {
    expect(findDates(words, ctx(language)).at(-1)?.value).toMatchObject({ precision: 'month', part });
  });

  it('"the weekend of April 4" is that day, no part of a month', () => {
    expect(parseDate('the weekend of April 4', ctx('en-US'))).toMatchObject({ date: '2026-04-04', precision: 'day' });
  });
});

describe('a date said right after a change of mind from the one due by is the one meant', () => {
  it.each([
    ['en-US', 'want it done by march 15th no wait march 1st', '2026-03-01'],
    ['zh-TW', '3月15號前要好 不對 3月1號', '2026-03-01'],
    ['ko-KR', '3월 15일까지 아니 3월 1일이요', '2026-03-01'],
  ] as [Language, string, string][])('in %s, "%s" is due by %s', (language, words, date) => {
    expect(parseDate(words, ctx(language))).toMatchObject({ kind: 'date', date, relation: 'by' });
  });
  it('but not a date further on, after other words ("by March 15, sorry for the rush, the show itself is March 20")', () => {
    expect(parseDate('by March 15, sorry for the rush, the show itself is March 20', ctx('en-US'))).toMatchObject({ date: '2026-03-15', relation: 'by' });
  });
});
