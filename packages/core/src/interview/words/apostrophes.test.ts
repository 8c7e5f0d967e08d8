import { describe, expect, it } from 'vitest';
import { apostrophesAsTyped } from './apostrophes.ts';

describe('apostrophes as phones type them', () => {
  it('reads a word with its apostrophe left out, straight or curly', () => {
    const dont = new RegExp(apostrophesAsTyped("\\bdon't know\\b"));
    expect(['i dont know', "i don't know", 'i don’t know'].every((text) => dont.test(text))).toBe(true);
    expect(new RegExp(apostrophesAsTyped("we(?:'re| are)")).test('were')).toBe(true);
  });

  it('keeps an apostrophe already optional optional once, and leaves character classes and escapes alone', () => {
    expect(apostrophesAsTyped("don'?t")).toBe("don['’]?t");
    expect(apostrophesAsTyped("[\\p{L}'’-]+")).toBe("[\\p{L}'’-]+");
    expect(apostrophesAsTyped("a\\'b")).toBe("a\\'b");
  });
});
