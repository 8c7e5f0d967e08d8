import { describe, expect, it } from 'vitest';
import { acknowledgementIn, composeReply } from './compose-reply.ts';
import type { PhrasingTask } from '../prompts/phrasing-prompt.ts';

const question = { text: 'How big is the home?', hint: null, options: [] };
const ask: PhrasingTask = { type: 'ask', lead: 'answered', question };

describe('the reply to the visitor', () => {
  it("always ends with the engine's question, word for word", () => {
    expect(composeReply(ask, 'Thanks, noted: an apartment in Taipei.', 'How big is the home?')).toEqual({
      ok: true,
      text: 'Thanks, noted: an apartment in Taipei.\n\nHow big is the home?',
    });
  });

  it('refuses a wording that asks its own question instead', () => {
    expect(composeReply(ask, 'Thanks, noted. Could you tell me a bit more?', 'How big is the home?').ok).toBe(false);
    expect(composeReply(ask, '謝謝！可以再多說一點嗎？', '房子大概幾坪？').ok).toBe(false);
  });

  it('refuses a closing that asks anything', () => {
    const close: PhrasingTask = { type: 'close', lead: null, closing: 'Thank you, that is everything.' };
    expect(composeReply(close, 'Thank you! Anything else you would like to add?', null).ok).toBe(false);
    expect(composeReply(close, 'Thank you, that is everything Studio Lumen needs.', null)).toEqual({ ok: true, text: 'Thank you, that is everything Studio Lumen needs.' });
  });

  it("finds the engine's acknowledgement before its question", () => {
    expect(acknowledgementIn('Noted: apartment, about 85 m².\n\nHow old is it?', 'How old is it?')).toBe('Noted: apartment, about 85 m².');
    expect(acknowledgementIn('How old is it?', 'How old is it?')).toBeNull();
    expect(acknowledgementIn('Thank you, that is all.', null)).toBeNull();
  });
});
