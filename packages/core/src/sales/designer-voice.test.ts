import { describe, expect, it } from 'vitest';
import { signOffOf, withoutRecipient } from './designer-voice.ts';

describe("the designer's sign-off", () => {
  it('is the short last paragraph of their sent e-mail', () => {
    expect(signOffOf('Dear Mei,\n\nThank you for the call.\n\nWarm wishes,\nLin at Oak\n')).toBe('Warm wishes,\nLin at Oak');
    expect(signOffOf('Dear Mei,\r\n\r\nThanks.\r\n\r\n  Cheers — Lin  ')).toBe('Cheers — Lin');
    expect(signOffOf('Dear Mei,\n\nThanks.\n\nBest,\nLin\n\nP.S. We loved your photos.')).toBe('Best,\nLin');
  });

  it('is none when the mail is one paragraph or ends in a long one', () => {
    expect(signOffOf('Thanks, Lin')).toBeNull();
    expect(signOffOf(`Dear Mei,\n\n${'We will prepare the plan and send it to you next week. '.repeat(3)}`)).toBeNull();
    expect(signOffOf('Hi,\n\nA\nB\nC\nD')).toBeNull();
  });
});

describe('a sent e-mail as an example of the voice', () => {
  it("leaves out the recipient's name, e-mail address and phone", () => {
    const body = 'Dear Mei Chen,\n\nMei, call me back at +886 912-345-678 or write to mei.chen@example.com.\nYour 85 m2 flat.\n\nBest,\nLin';
    const out = withoutRecipient(body, { name: 'Mei Chen', email: 'mei.chen@example.com', phone: '+886912345678' });
    expect(out).not.toMatch(/Mei|Chen|example\.com|912/);
    expect(out).toContain('Dear [name],');
    expect(out).toContain('[phone]');
    expect(out).toContain('[email]');
    expect(out).toContain('85 m2');
    expect(out).toContain('Best,\nLin');
  });
});
