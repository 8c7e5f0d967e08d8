import { describe, expect, it } from 'vitest';
import { colorsInValue, countCssColors, normalizeCssColor } from './css-colors.ts';

describe('CSS colours', () => {
  it.each([
    ['#2F4A3A', '#2f4a3a'],
    ['#abc', '#aabbcc'],
    ['#abcd', '#aabbcc'],
    ['#2f4a3aff', '#2f4a3a'],
    ['rgb(47, 74, 58)', '#2f4a3a'],
    ['rgb(47 74 58)', '#2f4a3a'],
    ['rgba(47, 74, 58, 0.9)', '#2f4a3a'],
    ['rgb(47 74 58 / 80%)', '#2f4a3a'],
    ['rgb(100%, 0%, 0%)', '#ff0000'],
    ['hsl(120, 100%, 25%)', '#008000'],
    ['hsla(0.5turn 100% 50% / 1)', '#00ffff'],
  ])('reads %s as %s', (value, hex) => {
    expect(normalizeCssColor(value)).toBe(hex);
  });

  it.each(['#2f4a3a10', 'rgba(0, 0, 0, 0.1)', 'rgb(0 0 0 / 5%)', 'hsla(0, 0%, 0%, 0)', '#12345', 'rgb(1, 2)', 'red'])('does not count %s', (value) => {
    expect(normalizeCssColor(value)).toBeNull();
  });

  it('finds the colours of a declaration value, ignoring url() contents', () => {
    expect(colorsInValue('1px solid #c8a27a')).toEqual(['#c8a27a']);
    expect(colorsInValue('linear-gradient(90deg, #fff 0%, rgba(47,74,58,.8) 100%)')).toEqual(['#ffffff', '#2f4a3a']);
    expect(colorsInValue("url(\"data:image/svg+xml,%3Csvg fill='%23ff0000'/%3E\") no-repeat #123456")).toEqual(['#123456']);
    expect(colorsInValue("url(#gradient-ff0000)")).toEqual([]);
  });

  it('counts colours of declarations only, most used first, without black and white, near-duplicates folded', () => {
    const css = `
      /* #999999 in a comment */
      #fade, #bad { opacity: .5 }
      :root { --brand: #2F4A3A; }
      a { color: #2f4a3a; background: #fff; border-color: #000 }
      @media (min-width: 40em) { .hero { background: hsl(31, 42%, 63%); color: #2f4a3a } }
      .sand { color: #c8a27a }`;
    expect(countCssColors([{ text: css }, { text: 'color: #C8A27A; background-color: #f4efe8', inline: true }])).toEqual([
      { hex: '#2f4a3a', count: 3 },
      { hex: '#c8a27a', count: 3 },
      { hex: '#f4efe8', count: 1 },
    ]);
  });

  it('keeps at most twelve colours', () => {
    const many = Array.from({ length: 20 }, (_, i) => `.c${i} { color: rgb(${i * 12}, 40, 200) }`).join('\n');
    expect(countCssColors([{ text: many }])).toHaveLength(12);
  });
});
