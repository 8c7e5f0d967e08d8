import { describe, expect, it } from 'vitest';
import type { BriefFieldId, InterviewState, Language, ProjectType } from '@genie/contracts';
import { createInterview } from './engine.ts';
import { readClientNotes } from './read-client-notes.ts';

const now = new Date('2026-11-28T10:00:00Z');

function fresh(projectType: ProjectType, language: Language): InterviewState {
  return createInterview({ projectType, language, designer: { teamName: 'Lumen Studio' } });
}

function valueOf(state: InterviewState, field: BriefFieldId) {
  return state.answers[field]?.value ?? null;
}

describe('a designer’s notes on a hand-made lead', () => {
  it('are read like a visitor’s message: size in ping, money in NT$, the opening date and the style each in their field', () => {
    const notes = '35 ping, NT$4.5M, opening April 2027, wabi-sabi';
    const state = readClientNotes(fresh('commercial_space', 'en-US'), notes, now);
    expect(valueOf(state, 'space_size')).toMatchObject({ kind: 'number_with_unit', amount: 35, unit: 'ping' });
    expect(valueOf(state, 'budget')).toMatchObject({ kind: 'money', amount: 4_500_000, currency: 'TWD' });
    expect(valueOf(state, 'opening_date')).toMatchObject({ kind: 'date', date: '2027-04-01', precision: 'month' });
    expect(valueOf(state, 'preferred_style')).toMatchObject({ kind: 'free_text', text: expect.stringMatching(/wabi-sabi/) });
  });

  it('read square metres and US dollars, with the notes kept as the source of every fact', () => {
    const notes = 'Apartment of 85 m², budget $120,000, move in by March 2027, Japandi style';
    const state = readClientNotes(fresh('residential_space', 'en-US'), notes, now);
    expect(valueOf(state, 'space_size')).toMatchObject({ amount: 85, unit: 'm2' });
    expect(valueOf(state, 'budget')).toMatchObject({ amount: 120_000, currency: 'USD' });
    expect(valueOf(state, 'move_in_date')).toMatchObject({ date: '2027-03-01', relation: 'by' });
    expect(state.answers.budget?.raw).toMatch(/\$120,000/);
    expect(state.answers.budget?.source).toBe(notes);
    expect(state.answers.space_size?.source).toBe(notes);
  });

  it('are read in Traditional Chinese: 坪, 萬, 2027年4月 and 侘寂風', () => {
    const notes = '咖啡廳，35坪，預算新台幣450萬，2027年4月開幕，侘寂風';
    const state = readClientNotes(fresh('commercial_space', 'zh-TW'), notes, now);
    expect(valueOf(state, 'space_size')).toMatchObject({ amount: 35, unit: 'ping' });
    expect(valueOf(state, 'budget')).toMatchObject({ amount: 4_500_000, currency: 'TWD' });
    expect(valueOf(state, 'opening_date')).toMatchObject({ date: '2027-04-01', precision: 'month' });
    expect(valueOf(state, 'preferred_style')).toMatchObject({ text: expect.stringMatching(/侘寂風/) });
  });

  it('are read in Korean: 평, 만 원, 2027년 4월 and the style', () => {
    const notes = '32평 아파트, 예산 8천만 원, 2027년 4월 입주 예정, 미니멀한 스타일 원함';
    const state = readClientNotes(fresh('residential_space', 'ko-KR'), notes, now);
    expect(valueOf(state, 'space_size')).toMatchObject({ amount: 32, unit: 'pyeong' });
    expect(valueOf(state, 'budget')).toMatchObject({ amount: 80_000_000, currency: 'KRW' });
    expect(valueOf(state, 'move_in_date')).toMatchObject({ date: '2027-04-01', precision: 'month' });
    expect(valueOf(state, 'preferred_style')).toMatchObject({ text: expect.stringMatching(/미니멀/) });
  });

  it('stay whole as the project background, and count no conversation turn', () => {
    const notes = '카페 35평, 예산 1억 2천만 원, 2027년 4월 오픈, 와비사비 스타일';
    const state = readClientNotes(fresh('commercial_space', 'ko-KR'), notes, now);
    expect(state.answers.project_background).toMatchObject({ raw: notes, value: { kind: 'free_text', text: notes }, skipped: false });
    expect(state.answers.project_background?.clarify).toBeUndefined();
    expect(valueOf(state, 'budget')).toMatchObject({ amount: 120_000_000, currency: 'KRW' });
    expect(state.turns).toBe(0);
    expect(state.reasks).toEqual({});
  });

  it('leave the interview as it was when the designer wrote nothing', () => {
    const state = fresh('brand_design', 'en-US');
    expect(readClientNotes(state, '   ', now)).toEqual(state);
  });
});
