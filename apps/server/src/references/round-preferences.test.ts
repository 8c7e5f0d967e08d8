import type { InterviewState } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { roundPreferencesOf } from './round-preferences.ts';

function stateWith(projectType: InterviewState['projectType'], answers: Record<string, string>): InterviewState {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    projectType,
    answers: Object.fromEntries(Object.entries(answers).map(([field, raw]) => [field, { raw, value: null, skipped: false, answeredAt: at }])),
  } as unknown as InterviewState;
}

describe('the rooms a brief names, for the rounds', () => {
  it('keeps every room named, in the order the visitor named them, the longest name first', () => {
    const prefs = roundPreferencesOf(stateWith('residential_space', { layout: 'An open kitchen & living room, then the bedroom and a bathroom' }));
    expect(prefs.spaces).toEqual(['open_kitchen_living_room', 'bedroom', 'bathroom']);
    expect(prefs.space).toBe('open_kitchen_living_room');
  });

  it('names only rooms of the project type: a café brief does not name a home kitchen', () => {
    const prefs = roundPreferencesOf(stateWith('commercial_space', { project_background: 'A coffee shop with a small kitchen and a restaurant corner' }));
    expect(prefs.spaces).toEqual(['coffee_shop', 'restaurant']);
  });

  it('reads rooms in Chinese too', () => {
    const prefs = roundPreferencesOf(stateWith('residential_space', { layout: '主臥室和客廳' }));
    expect(prefs.spaces).toEqual(['bedroom', 'living_room']);
  });
});
