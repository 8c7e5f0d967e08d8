import { describe, expect, it } from 'vitest';
import { acknowledgementIn } from './compose-reply.ts';

describe('the reply to the visitor', () => {
  it("finds the engine's acknowledgement before its question", () => {
    expect(acknowledgementIn('Noted: apartment, about 85 m².\n\nHow old is it?', 'How old is it?')).toBe('Noted: apartment, about 85 m².');
    expect(acknowledgementIn('How old is it?', 'How old is it?')).toBeNull();
    expect(acknowledgementIn('Thank you, that is all.', null)).toBeNull();
  });
});
