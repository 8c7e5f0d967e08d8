import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createKeyBox } from './key-box.ts';

const secret = randomBytes(32);

describe('key box', () => {
  it('opens what it sealed, and the sealed text does not contain the key', () => {
    const box = createKeyBox(secret);
    const sealed = box.seal('sk-live-abcdef123456', 'designer-a:image');
    expect(sealed).not.toContain('sk-live');
    expect(sealed).not.toContain('abcdef123456');
    expect(box.open(sealed, 'designer-a:image')).toBe('sk-live-abcdef123456');
  });

  it('seals the same key differently each time', () => {
    const box = createKeyBox(secret);
    expect(box.seal('same', 'o')).not.toBe(box.seal('same', 'o'));
  });

  it('refuses a changed ciphertext, tag or iv', () => {
    const box = createKeyBox(secret);
    const sealed = box.seal('sk-secret-key', 'o');
    const [v, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    expect(() => box.open([v, iv, tag, flip(data)].join('.'), 'o')).toThrow();
    expect(() => box.open([v, iv, flip(tag), data].join('.'), 'o')).toThrow();
    expect(() => box.open([v, flip(iv), tag, data].join('.'), 'o')).toThrow();
    expect(() => box.open('garbage', 'o')).toThrow();
  });

  it("does not open another owner's value, nor under another secret", () => {
    const sealed = createKeyBox(secret).seal('sk-secret-key', 'designer-a:image');
    expect(() => createKeyBox(secret).open(sealed, 'designer-b:image')).toThrow();
    expect(() => createKeyBox(randomBytes(32)).open(sealed, 'designer-a:image')).toThrow();
  });
});
