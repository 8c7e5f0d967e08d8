import { declarationValues, type CssSource } from './css-colors.ts';

export const MAX_FONTS = 12;

/** CSS keywords and system-font aliases: they say nothing about a brand's type. */
const GENERIC = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
  'inherit',
  'initial',
  'unset',
  'revert',
  'revert-layer',
  'default',
  '-apple-system',
  'blinkmacsystemfont',
  'apple color emoji',
  'segoe ui emoji',
  'segoe ui symbol',
  'noto color emoji',
]);

/** A family name as written, unquoted and with single spaces; null for generic families, variables and junk. */
export function cleanFamily(raw: string): string | null {
  const name = raw
    .trim()
    .replace(/!important$/i, '')
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name || name.length > 60 || /[(){}<>;:]/.test(name) || GENERIC.has(name.toLowerCase())) return null;
  return name;
}

/** The family list at the end of a `font` shorthand (`italic 600 2rem/1.1 "Lumen Display", serif`). */
function familiesOfShorthand(value: string): string | null {
  const match =
    /(?:^|\s)(?:[\d.]+(?:px|r?em|pt|pc|%|vw|vh|vmin|vmax|ch|ex|cm|mm|in|q)|0|xx-small|x-small|small|medium|large|x-large|xx-large|smaller|larger)(?:\s*\/\s*\S+)?\s+(.+)$/i.exec(
      value.trim(),
    );
  return match?.[1] ?? null;
}

/** Families declared in CSS (`font-family`, the `font` shorthand, @font-face), most used first. */
export function fontFamiliesOf(sources: readonly CssSource[]): { name: string; count: number }[] {
  const counts = new Map<string, { name: string; count: number; order: number }>();
  for (const source of sources) {
    for (const { property, value } of declarationValues(source.text, source.inline)) {
      const list = property === 'font-family' ? value : property === 'font' ? familiesOfShorthand(value) : null;
      if (!list) continue;
      for (const part of list.split(',')) {
        const name = cleanFamily(part);
        if (!name) continue;
        const key = name.toLowerCase();
        const seen = counts.get(key);
        if (seen) seen.count += 1;
        else counts.set(key, { name, count: 1, order: counts.size });
      }
    }
  }
  return [...counts.values()].sort((x, y) => y.count - x.count || x.order - y.order).map(({ name, count }) => ({ name, count }));
}

/** Families named by a Google Fonts stylesheet link (css and css2 APIs). */
export function googleFontFamilies(href: string): string[] {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return [];
  }
  if (url.hostname !== 'fonts.googleapis.com') return [];
  return url.searchParams
    .getAll('family')
    .flatMap((v) => v.split('|'))
    .map((v) => cleanFamily(v.split(':')[0] ?? ''))
    .filter((v): v is string => v !== null);
}

/** Whether a stylesheet link is a web-font service's (read for its families only, never for colours). */
export const isFontServiceStylesheet = (href: string): boolean => /^https:\/\/(?:use|p)\.typekit\.net\//.test(href);

/** The site's fonts: linked font services first (a deliberate choice), then the CSS's by use; at most 12. */
export function mergeFonts(linked: readonly string[], declared: readonly { name: string }[]): string[] {
  const out = new Map<string, string>();
  for (const name of [...linked, ...declared.map((d) => d.name)]) {
    const key = name.toLowerCase();
    if (!out.has(key)) out.set(key, name);
  }
  return [...out.values()].slice(0, MAX_FONTS);
}
