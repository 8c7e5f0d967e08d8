import { describe, expect, it } from 'vitest';
import { isUnstorableInput, uniqueViolation } from './errors.ts';

/** A driver error as Drizzle wraps it: the SQLSTATE sits on the cause. */
const wrapped = (code: string, constraint?: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code, constraint }) });

describe('driver errors', () => {
  it('tell a value the database cannot store (NUL in text, \\u0000 or a lone surrogate in JSON, too long) from a server fault', () => {
    for (const code of ['22021', '22P05', '22P02', '22001', '54000']) expect(isUnstorableInput(wrapped(code)), code).toBe(true);
    for (const code of ['23505', '57P01', '08006']) expect(isUnstorableInput(wrapped(code)), code).toBe(false);
    expect(isUnstorableInput(new Error('plain'))).toBe(false);
  });

  it('still name the unique constraint a value violated', () => {
    expect(uniqueViolation(wrapped('23505', 'designers_email_unique'))).toBe('designers_email_unique');
    expect(uniqueViolation(wrapped('22021'))).toBeUndefined();
  });
});
