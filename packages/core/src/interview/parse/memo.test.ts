import { describe, expect, it } from 'vitest';
import { remembered } from './memo.ts';

describe('a pure reader remembered', () => {
  it('reads each key once, and again once it has fallen out of the last ones kept', () => {
    let reads = 0;
    const lengthOf = remembered((words: string) => (reads++, words.length), (words) => words, 2);
    expect([lengthOf('a'), lengthOf('bb'), lengthOf('a')]).toEqual([1, 2, 1]);
    expect(reads).toBe(2);
    lengthOf('ccc');
    lengthOf('a');
    expect(reads).toBe(4);
  });

  it('hands out a list as a copy: a caller that sorts it changes nothing for the next', () => {
    const letters = remembered((words: string) => [...words], (words) => words);
    letters('cab').sort();
    expect(letters('cab')).toEqual(['c', 'a', 'b']);
  });
});
