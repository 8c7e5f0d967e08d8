import { describe, expect, it } from 'vitest';
import { cleanFamily, fontFamiliesOf, googleFontFamilies, isFontServiceStylesheet, mergeFonts } from './css-fonts.ts';

describe('fonts of a site', () => {
  it('reads font-family, the font shorthand and @font-face, without generic families, most used first', () => {
    const css = `
      @font-face { font-family: "Lumen Display"; src: url(/f.woff2) }
      body { font-family: Inter, -apple-system, BlinkMacSystemFont, system-ui, sans-serif }
      h1 { font: italic 600 2rem/1.1 "Lumen Display", serif }
      h2 { font: bold 18px 'Cormorant Garamond', Georgia, serif }
      code { font-family: var(--mono), monospace }
      p { font-family: inherit }`;
    expect(fontFamiliesOf([{ text: css }, { text: 'font-family: "Noto Sans TC"', inline: true }])).toEqual([
      { name: 'Lumen Display', count: 2 },
      { name: 'Inter', count: 1 },
      { name: 'Cormorant Garamond', count: 1 },
      { name: 'Georgia', count: 1 },
      { name: 'Noto Sans TC', count: 1 },
    ]);
  });

  it('cleans family names', () => {
    expect(cleanFamily('  "Playfair   Display" ')).toBe('Playfair Display');
    expect(cleanFamily("'Inter' !important")).toBe('Inter');
    expect(cleanFamily('sans-serif')).toBeNull();
    expect(cleanFamily('var(--font)')).toBeNull();
  });

  it('reads the families of Google Fonts links (css and css2) and knows font-service stylesheets', () => {
    expect(googleFontFamilies('https://fonts.googleapis.com/css2?family=Cormorant+Garamond:wght@400;600&family=Inter:wght@400&display=swap')).toEqual([
      'Cormorant Garamond',
      'Inter',
    ]);
    expect(googleFontFamilies('https://fonts.googleapis.com/css?family=Noto+Serif+TC:400,700|Nanum+Myeongjo')).toEqual(['Noto Serif TC', 'Nanum Myeongjo']);
    expect(googleFontFamilies('https://studio.example/css?family=Inter')).toEqual([]);
    expect(isFontServiceStylesheet('https://use.typekit.net/abc1234.css')).toBe(true);
    expect(isFontServiceStylesheet('https://studio.example/typekit.css')).toBe(false);
  });

  it('lists linked fonts first, each once, at most twelve', () => {
    expect(mergeFonts(['Inter'], [{ name: 'inter' }, { name: 'Georgia' }])).toEqual(['Inter', 'Georgia']);
    expect(mergeFonts([], Array.from({ length: 20 }, (_, i) => ({ name: `Font ${i}` })))).toHaveLength(12);
  });
});
