import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('accepts the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse', 10);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
  });

  it('salts every hash and stores the scrypt parameters with it', async () => {
    const a = await hashPassword('same password', 10);
    const b = await hashPassword('same password', 10);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it('verifies a hash made with other parameters than the current ones', async () => {
    const stored = await hashPassword('upgrade me', 11);
    expect(await verifyPassword('upgrade me', stored)).toBe(true);
  });

  it('never matches an unreadable stored value', async () => {
    for (const bad of ['', 'plain', 'scrypt$10$8$1$$', 'scrypt$99$8$1$abc$def', 'bcrypt$10$8$1$abc$def']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});
