import { describe, expect, it } from 'vitest';
import type { BriefValue, Language } from '@genie/contracts';
import { fieldDefinitions } from './fields.ts';
import { formatBriefValue } from './format-brief-value.ts';

describe('brief values as the visitor and the designer read them', () => {
  const rows: [BriefValue, Language, string][] = [
    [{ kind: 'money', amount: 1_500_000, currency: 'TWD', currencyAssumed: false, approximate: false }, 'en-US', 'NT$1,500,000'],
    [{ kind: 'money', amount: 500_000, max: 800_000, currency: 'TWD', currencyAssumed: true, approximate: false }, 'zh-TW', 'NT$500,000–NT$800,000'],
    [{ kind: 'money', amount: 50_000_000, bound: 'at_most', currency: 'KRW', currencyAssumed: false, approximate: false }, 'ko-KR', '₩50,000,000 이하'],
    [{ kind: 'money', amount: 20_000, currency: 'USD', currencyAssumed: false, approximate: true }, 'en-US', 'about US$20,000'],
    [{ kind: 'number_with_unit', amount: 30, unit: 'ping', unitAssumed: false, approximate: false, squareMeters: 99.17 }, 'zh-TW', '30坪（約 99.17 平方公尺）'],
    [{ kind: 'number_with_unit', amount: 25, unit: 'pyeong', unitAssumed: false, approximate: false, squareMeters: 82.64 }, 'ko-KR', '25평 (약 82.64㎡)'],
    [{ kind: 'number_with_unit', amount: 2, max: 3, unit: 'times', unitAssumed: false, approximate: false }, 'en-US', '2–3 times'],
    [{ kind: 'number_with_unit', amount: 1, unit: 'h', unitAssumed: false, approximate: false }, 'en-US', '1 hour'],
    [{ kind: 'number_with_unit', amount: 1, unit: 'times', unitAssumed: false, approximate: true }, 'en-US', 'about 1 time'],
    [{ kind: 'number_with_unit', amount: 1.5, unit: 'h', unitAssumed: false, approximate: false }, 'en-US', '1.5 hours'],
    [{ kind: 'number_with_unit', amount: 1, unit: 'h', unitAssumed: false, approximate: false }, 'ko-KR', '1시간'],
    [{ kind: 'number_with_unit', amount: 0, unit: 'years', unitAssumed: false, approximate: false }, 'zh-TW', '新成屋'],
    [{ kind: 'date', date: '2026-03-15', precision: 'day', relation: 'on' }, 'en-US', 'March 15, 2026'],
    [{ kind: 'date', date: '2026-03-15', precision: 'day', relation: 'on' }, 'zh-TW', '2026年3月15日'],
    [{ kind: 'date', date: '2026-03-15', precision: 'day', relation: 'on' }, 'ko-KR', '2026년 3월 15일'],
    [{ kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' }, 'en-US', 'by late June 2026'],
    [{ kind: 'date', date: '2026-12-01', precision: 'month', relation: 'by', part: 'late' }, 'zh-TW', '2026年12月底前'],
    [{ kind: 'date', date: '2026-07-01', precision: 'quarter', relation: 'on' }, 'ko-KR', '2026년 3분기'],
    [{ kind: 'date', date: '2026-01-20', precision: 'day', relation: 'asap' }, 'en-US', 'As soon as possible'],
    [{ kind: 'date', date: null, precision: null, relation: 'flexible' }, 'zh-TW', '時間彈性'],
    [{ kind: 'yes_no', value: true }, 'ko-KR', '네'],
    [{ kind: 'list', items: ['書', '黑膠唱片'] }, 'zh-TW', '書、黑膠唱片'],
    [{ kind: 'list', items: [] }, 'en-US', 'None'],
    [{ kind: 'undecided' }, 'ko-KR', '아직 미정'],
  ];
  it.each(rows)('%j in %s reads %j', (value, language, text) => {
    expect(formatBriefValue(value, language)).toBe(text);
  });

  it('names chosen options by their label, and keeps the words of an "other" choice', () => {
    const options = fieldDefinitions.packaging_form.options;
    expect(formatBriefValue({ kind: 'choice', selected: ['bottle_jar', 'gift_set'] }, 'zh-TW', options)).toBe('瓶罐、禮盒');
    expect(formatBriefValue({ kind: 'choice', selected: ['other'], otherText: 'A wooden crate' }, 'en-US', options)).toBe('Other: A wooden crate');
  });
});
