import { describe, expect, it } from 'vitest';
import { interviewState, languages } from '@genie/contracts';
import { isCoreComplete } from '../interview/engine.ts';
import { requestColumnsOf } from './request-columns.ts';
import { showcaseConversation } from './showcase-conversation.ts';

describe.each(languages)('the showcase conversation in %s', (language) => {
  it('is a finished residential interview in which every answer was understood', () => {
    const start = new Date('2026-01-18T02:00:00Z');
    const c = showcaseConversation(language, { teamName: 'Lumen & Oak' }, start);
    expect(interviewState.parse(c.state)).toEqual(c.state);
    expect(isCoreComplete(c.state)).toBe(true);
    for (const [field, stored] of Object.entries(c.state.answers)) {
      expect(stored.skipped, field).toBe(false);
      expect(stored.value, `${field}: ${stored.raw}`).not.toBeNull();
    }
    expect(c.messages[0]).toMatchObject({ role: 'genie' });
    expect(c.messages.filter((m) => m.role === 'visitor')).toHaveLength(c.state.turns);
    expect(c.messages.at(-1)!.at.getTime()).toBe(c.endedAt.getTime());
    // "within 4 months", said that day: a deadline that moves with the showcase.
    expect(requestColumnsOf(c.state.answers).deadline).toBe('2026-05-18');
  });
});
