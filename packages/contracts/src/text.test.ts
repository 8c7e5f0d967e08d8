import { describe, expect, it } from 'vitest';
import { line, text, withoutForbiddenTextCharacters } from './text.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('free text (text)', () => {
  const note = text(20);

  it('keeps what a person types, line breaks, tabs, emoji and every script included', () => {
    for (const value of ['Line one\nline two', 'a\tb\r\nc', '你好 안녕 🙂', '']) expect(note.parse(value)).toBe(value);
  });

  it('refuses NUL, other control characters and lone surrogates as characters that are not allowed', () => {
    for (const value of ['a\u0000b', 'bell\u0007', 'x\u001bY', 'del\u007f', 'c1\u0085', 'half \ud800', 'half \udfff!']) {
      expect(issuesOf(note.safeParse(value)), JSON.stringify(value)).toEqual(['characters_not_allowed']);
    }
  });

  it('refuses a value longer than its limit as too long, and a wrong type', () => {
    expect(issuesOf(note.safeParse('a'.repeat(21)))).toEqual(['too_long']);
    expect(note.safeParse(12).success).toBe(false);
    expect(note.safeParse({ a: 1 }).success).toBe(false);
  });

  it('says which key a missing required value gets', () => {
    const required = text(20, { required: 'prompt_required' });
    expect(issuesOf(required.safeParse('   '))).toEqual(['prompt_required']);
    expect(issuesOf(required.safeParse(undefined))).toEqual(['prompt_required']);
  });
});

describe('a single line (line)', () => {
  const name = line(20);

  it('trims the ends and keeps the rest as typed', () => {
    expect(name.parse('  Mei Chen \n')).toBe('Mei Chen');
  });

  it('refuses tabs and line breaks inside the value', () => {
    for (const value of ['Mei\nChen', 'Mei\tChen', 'Mei\rChen']) expect(issuesOf(name.safeParse(value))).toEqual(['characters_not_allowed']);
  });
});

describe('text a person did not type', () => {
  it('loses only the characters no field accepts', () => {
    expect(withoutForbiddenTextCharacters('Page one\fPage two\u000b, 🙂 \ud800ok\n\tend\u0000')).toBe('Page onePage two, 🙂 ok\n\tend');
  });
});
