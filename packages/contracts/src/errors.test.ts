import { describe, expect, it } from 'vitest';
import { errorReply, isErrorReply } from './errors.ts';

describe('the error reply, read without zod', () => {
  it('accepts exactly the replies the schema accepts', () => {
    const samples: unknown[] = [
      { success: false, code: 'not_found', msg: 'Not found' },
      { success: false, code: 'validation_failed', msg: 'Bad input', fields: { email: 'email_format' } },
      { success: false, code: 'no_such_code', msg: 'x' },
      { success: false, code: 'not_found' },
      { success: true, code: 'not_found', msg: 'x' },
      { success: false, code: 'validation_failed', msg: 'x', fields: { email: 3 } },
      { success: false, code: 'validation_failed', msg: 'x', fields: null },
      'not_found',
      null,
    ];
    for (const sample of samples) expect(isErrorReply(sample)).toBe(errorReply.safeParse(sample).success);
  });
});
