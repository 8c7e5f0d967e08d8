import { describe, expect, it } from 'vitest';
import { stylesMentionedIn } from './style-candidates.ts';

const styles = (text: string) =>
  stylesMentionedIn(text)
    .sort((a, b) => b.points - a.points)
    .map((m) => m.style);

describe('styles named or described in a client’s words', () => {
  it('reads a style’s own name in any interface language, longest names first', () => {
    expect(styles('Modern Chinese, please')).toEqual(['modern_chinese']);
    expect(styles('mid-century modern furniture')).toEqual(['midcentury_modern']);
    expect(styles('喜歡新中式')).toEqual(['modern_chinese']);
    expect(styles('日式北歐風')).toEqual(['japandi']);
    expect(styles('와비사비 느낌')).toContain('wabisabi');
  });

  it('reads everyday style words, and never takes "kids" for the kids style', () => {
    expect(styles('warm and cosy')).toEqual(expect.arrayContaining(['japandi', 'scandinavian']));
    expect(styles('簡約溫暖')).toEqual(expect.arrayContaining(['minimalism', 'japandi']));
    expect(styles('a family with two kids')).toEqual([]);
    expect(styles('citizen of the world')).toEqual([]);
  });
});
