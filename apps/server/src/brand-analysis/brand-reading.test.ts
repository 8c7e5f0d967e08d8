import { describe, expect, it } from 'vitest';
import { classifyFont, contrastRatio, nameColour, readBrand } from './brand-reading.ts';
import { studioExtraction } from './brand-extraction.fixture.ts';

describe('reading a brand', () => {
  it.each([
    ['#2f4a3a', 'green', 'deep'],
    ['#c8a27a', 'beige', null],
    ['#1e2a24', 'near_black', null],
    ['#f4efe8', 'off_white', null],
    ['#8c6d4f', 'brown', null],
    ['#ff0000', 'red', 'vivid'],
    ['#a8c8f0', 'blue', 'light'],
    ['#7a8a9a', 'blue', 'muted'],
    ['#777777', 'grey', null],
  ])('names %s %s (%s)', (hex, key, shade) => {
    expect(nameColour(hex)).toEqual({ hex, key, shade });
  });

  it('measures WCAG contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777777')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it.each([
    ['Cormorant Garamond', 'serif'],
    ['Noto Serif TC', 'serif'],
    ['Nanum Myeongjo', 'serif'],
    ['Noto Sans TC', 'sans'],
    ['Inter', 'sans'],
    ['Great Vibes', 'script'],
    ['JetBrains Mono', 'mono'],
    ['Lumen Display', 'display'],
  ])('classifies %s as %s', (name, kind) => {
    expect(classifyFont(name)).toBe(kind);
  });

  it("reads the studio's field, voice, audience and structure from its own words", () => {
    const r = readBrand(studioExtraction);
    expect(r.sectors).toEqual(['interior', 'branding']);
    expect(r.tones).toEqual(['natural', 'calm']);
    expect(r.audiences[0]).toBe('homeowners');
    expect(r).toMatchObject({ hasPortfolio: true, hasContact: true, hasJournal: true, hasShop: false, logoOffPalette: false });
    expect(r.colours.map((c) => c.hex)).toEqual(['#2f4a3a', '#c8a27a', '#1e2a24', '#f4efe8']);
    expect(r.contrast).toBeGreaterThan(12);
  });

  it('reads Chinese and Korean sites too, and whole words only', () => {
    const zh = readBrand({ ...studioExtraction, name: '光合', description: '我們為居家與咖啡店打造溫暖、自然的空間。', headings: ['住宅設計', '作品'], navigation: [] });
    expect(zh.sectors).toContain('interior');
    expect(zh.tones).toEqual(expect.arrayContaining(['warm', 'natural']));
    expect(zh.hasPortfolio).toBe(true);
    const ko = readBrand({ ...studioExtraction, name: '루멘', description: '차분하고 미니멀한 브랜드 디자인 스튜디오', headings: ['브랜딩', '문의'], navigation: [] });
    expect(ko.sectors[0]).toBe('branding');
    expect(ko.tones).toContain('calm');
    expect(ko.hasContact).toBe(true);
    // "approach" is not "app", "team" is not "tea".
    const en = readBrand({ ...studioExtraction, description: 'Our approach: a team.', headings: [], navigation: [] });
    expect(en.sectors).toEqual([]);
  });

  it('notices a logo whose colours the site never uses', () => {
    expect(readBrand({ ...studioExtraction, colors: { ...studioExtraction.colors, logo_palette: ['#e6007e'] } }).logoOffPalette).toBe(true);
  });
});
