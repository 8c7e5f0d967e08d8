import { describe, expect, it } from 'vitest';
import type { BriefFields } from '@genie/contracts';
import { createInterview, correct } from '../interview/engine.ts';
import { deadlineOf, followDerived, quotedBrandNameIn, requestColumnsOf, websiteUrlIn } from './request-columns.ts';

const at = new Date('2026-01-20T02:00:00Z');
const given = (raw: string): NonNullable<BriefFields['url']> => ({ raw, value: null, skipped: false, answeredAt: at.toISOString() });

describe('the deadline a date answer sets', () => {
  it('is the day itself for a day, and the latest day a month, quarter or year allows', () => {
    expect(deadlineOf({ kind: 'date', date: '2026-03-15', precision: 'day', relation: 'on' })).toBe('2026-03-15');
    expect(deadlineOf({ kind: 'date', date: '2026-06-01', precision: 'month', relation: 'by', part: 'late' })).toBe('2026-06-30');
    expect(deadlineOf({ kind: 'date', date: '2026-02-01', precision: 'month', relation: 'on' })).toBe('2026-02-28');
    expect(deadlineOf({ kind: 'date', date: '2026-03-01', precision: 'month', relation: 'on', part: 'early' })).toBe('2026-03-10');
    expect(deadlineOf({ kind: 'date', date: '2026-04-01', precision: 'quarter', relation: 'by' })).toBe('2026-06-30');
    expect(deadlineOf({ kind: 'date', date: '2027-01-01', precision: 'year', relation: 'on' })).toBe('2027-12-31');
  });

  it('is the day it was said for ASAP, and none when the client is flexible', () => {
    expect(deadlineOf({ kind: 'date', date: '2026-01-20', precision: 'day', relation: 'asap' })).toBe('2026-01-20');
    expect(deadlineOf({ kind: 'date', date: null, precision: null, relation: 'flexible' })).toBeNull();
  });
});

describe('the website a visitor names', () => {
  it.each([
    ['https://lumen.coffee and @lumencoffee on Instagram', 'https://lumen.coffee'],
    ['www.lumenstudio.com', 'https://www.lumenstudio.com'],
    ['Our shop is at lumen.coffee/shop.', 'https://lumen.coffee/shop'],
    ['網站是 http://Example.TW/zh 喔', 'http://example.tw/zh'],
  ])('%s → %s', (text, url) => expect(websiteUrlIn(text)).toBe(url));

  it.each(['目前只有 Instagram：@sunlight.coffee', '沒有', 'write to hello@lumen.coffee', 'not yet, version 2.0 soon'])('finds none in %s', (text) =>
    expect(websiteUrlIn(text)).toBeNull(),
  );
});

describe('the brand name', () => {
  it('is taken only when quoted at the start of the answer', () => {
    expect(quotedBrandNameIn('「日光」代表每天早上的第一道光')).toBe('日光');
    expect(quotedBrandNameIn("'햇살'은 아침의 첫 햇빛처럼")).toBe('햇살');
    expect(quotedBrandNameIn('“Lumen” means light')).toBe('Lumen');
    expect(quotedBrandNameIn('Lumen means light: we want to bring brightness')).toBeNull();
  });
});

describe('the list columns of a brief', () => {
  it('come from the expected deadline, the website answers and a quoted brand name; skipped answers give nothing', () => {
    let state = createInterview({ projectType: 'brand_design', language: 'en-US', designer: { teamName: 'Studio' } });
    expect(requestColumnsOf(state.answers)).toEqual({ deadline: null, websiteUrl: null, brandName: null });
    state = correct(state, 'expected_deadline', 'by the end of June', at).state;
    state = correct(state, 'brand_website', 'https://lumen.coffee', at).state;
    state = correct(state, 'brand_name_story', '"Lumen" means light', at).state;
    expect(requestColumnsOf(state.answers)).toEqual({ deadline: '2026-06-30', websiteUrl: 'https://lumen.coffee', brandName: 'Lumen' });
    state = correct(state, 'brand_website', '', at).state;
    expect(requestColumnsOf(state.answers).websiteUrl).toBeNull();
    expect(requestColumnsOf({ url: given('www.shop.tw') }).websiteUrl).toBe('https://www.shop.tw');
  });

  it('take the move-in, opening or booth entry date as the deadline when no deadline was stated', () => {
    let home = createInterview({ projectType: 'residential_space', language: 'en-US', designer: { teamName: 'Studio' } });
    home = correct(home, 'move_in_date', 'by the end of June', at).state;
    expect(requestColumnsOf(home.answers).deadline).toBe('2026-06-30');
    home = correct(home, 'expected_deadline', 'by the end of April', at).state;
    expect(requestColumnsOf(home.answers).deadline).toBe('2026-04-30');
    let shop = createInterview({ projectType: 'commercial_space', language: 'en-US', designer: { teamName: 'Studio' } });
    shop = correct(shop, 'opening_date', 'by the end of September', at).state;
    expect(requestColumnsOf(shop.answers).deadline).toBe('2026-09-30');
  });

  it("follow the brief unless the designer set a value of their own", () => {
    expect(followDerived(null, null, '2026-06-30')).toBe('2026-06-30');
    expect(followDerived('2026-06-30', '2026-06-30', '2026-07-31')).toBe('2026-07-31');
    expect(followDerived('2026-09-01', '2026-06-30', '2026-07-31')).toBe('2026-09-01');
  });
});
