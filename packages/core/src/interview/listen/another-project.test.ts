import { describe, expect, it } from 'vitest';
import { saidOfANamedOther } from './another-project.ts';

describe('another business or person named with its possessive, before a value', () => {
  it.each([
    "Funny timing, T2's new Auckland flagship is apparently opening in ",
    "Luis's mom is visiting in ",
    "Sungsimdang's new store opens in ",
  ])('"%s…" tells of them', (before) => {
    expect(saidOfANamedOther(before, before.length)).toBe(true);
  });

  it.each([
    "farmers markets, our website, and Lowe's Market stores starting in ",
    "We'll be in Trader Joe's from ",
    "It's opening in ",
    "Jess's idea is that we open in ",
  ])('"%s…" does not: a name said with its "\'s", a word of one capital, or the visitor after it', (before) => {
    expect(saidOfANamedOther(before, before.length)).toBe(false);
  });
});
