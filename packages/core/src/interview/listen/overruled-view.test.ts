import { describe, expect, it } from 'vitest';
import { overruledViewSpans, withoutOverruledViews } from './overruled-view.ts';

describe("the writer's own view, turned down by the one the project is for", () => {
  it.each([
    ["Booth is 3x3, so 9 sqm. Style-wise, personally I'd go sleek matte black like those Japanese shoyu brands, very atas, but boss says cannot. He wants heritage but not dusty.", "personally I'd go sleek matte black like those Japanese shoyu brands, very atas, but boss says cannot."],
    ["Style: honestly if it was me I'd do black and gold, very premium. She says absolutely not lol. She wants it warm and playful.", "honestly if it was me I'd do black and gold, very premium. She says absolutely not lol."],
    ["Between ourselves I'd have gone dark and moody, black walls, but I'm outvoted, it's her shop! Bottle green and cream.", "Between ourselves I'd have gone dark and moody, black walls, but I'm outvoted, it's her shop"],
    ['預算他說30萬以內，我自己覺得至少要50萬才像樣，但錢是他出的，他說了算。', '我自己覺得至少要50萬才像樣，但錢是他出的，他說了算'],
    ['스타일은 어머니가 밝고 깔끔한 느낌을 원하세요. 저는 개인적으로 어두운 원목에 호텔 같은 느낌이 좋은데 어머니가 싫대요ㅋㅋ 색은 화이트요.', '저는 개인적으로 어두운 원목에 호텔 같은 느낌이 좋은데 어머니가 싫대요ㅋㅋ'],
  ])('"%s" sets apart "%s"', (text, span) => {
    expect(overruledViewSpans(text).map((s) => s.text.trim())).toEqual([span]);
    const rest = withoutOverruledViews(text);
    expect(rest).toHaveLength(text.length);
    expect(rest).not.toContain(span);
  });

  it('a heading said before the view runs on into the sentence after it: "Style-wise, personally I\'d go …, but boss says cannot. He wants heritage …"', () => {
    const rest = withoutOverruledViews("Style-wise, personally I'd go sleek matte black, but boss says cannot. He wants heritage but not dusty.");
    expect(rest.replace(/\s+/g, ' ')).toBe('Style-wise, He wants heritage but not dusty.');
  });

  it.each([
    "Personally I'd love warm oak and lots of plants.",
    "I'd go with sage green. My husband says it's fine.",
    '我自己是覺得木頭色很好，也想要多一點植物。',
    '저는 개인적으로 밝은 원목이 좋아요.',
  ])('a view of the writer\'s own that no one turns down is kept: "%s"', (text) => {
    expect(overruledViewSpans(text)).toEqual([]);
    expect(withoutOverruledViews(text)).toBe(text);
  });
});
