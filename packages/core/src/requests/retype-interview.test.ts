import { describe, expect, it } from 'vitest';
import { interviewState } from '@genie/contracts';
import { correct, createInterview, currentField } from '../interview/engine.ts';
import { retypeInterview } from './retype-interview.ts';

const at = new Date('2026-01-20T02:00:00Z');

describe('changing the project type of an interview', () => {
  it("keeps the answers of fields the new type also asks and drops the others", () => {
    let state = createInterview({ projectType: 'residential_space', language: 'en-US', designer: { teamName: 'Studio' } });
    state = correct(state, 'project_background', 'We bought an old flat', at).state;
    state = correct(state, 'layout', '3 bedrooms', at).state;
    state = correct(state, 'budget', '$150k', at).state;
    state = { ...state, revisit: 'layout', reasks: { layout: 1, budget: 1 } };

    const retyped = retypeInterview(state, 'commercial_space');
    expect(interviewState.parse(retyped)).toEqual(retyped);
    expect(retyped.projectType).toBe('commercial_space');
    expect(Object.keys(retyped.answers).sort()).toEqual(['budget', 'project_background']);
    expect(retyped.order).toEqual(['project_background', 'budget']);
    expect(retyped.revisit).toBeNull();
    expect(retyped.reasks).toEqual({ budget: 1 });
    expect(currentField(retyped)?.id).not.toBe('project_background');
  });

  it('changes nothing when the type stays the same', () => {
    const state = createInterview({ projectType: 'website', language: 'ko-KR', designer: { teamName: 'Studio' } });
    expect(retypeInterview(state, 'website')).toBe(state);
  });
});
