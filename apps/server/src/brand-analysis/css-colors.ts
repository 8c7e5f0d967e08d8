import { deltaE, hexToLab } from '@genie/core';

/** Colours of a site's CSS, normalised to `#rrggbb`. Pure functions over CSS text. */

export const MAX_CSS_COLORS = 12;
/** Nearly transparent colours (shadows, overlays) are not part of the palette. */
const MIN_ALPHA = 0.25;
/** Pure black and white are every stylesheet's defaults, not a brand's choice; near-blacks and off-whites are kept. */
const NOISE = new Set(['#000000', '#ffffff']);
/** Closer than this (CIE76; ~2.3 is just noticeable) two colours are one. */
const SAME_COLOUR_DELTA_E = 2.3;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const hex2 = (v: number) => Math.round(clamp(v, 0, 255)).toString(16).padStart(2, '0');
const toHex = (r: number, g: number, b: number) => `#${hex2(r)}${hex2(g)}${hex2(b)}`;

function channel(token: string): number {
  return token.endsWith('%') ? (parseFloat(token) / 100) * 255 : parseFloat(token);
}

function alpha(token: string | undefined): number {
  if (token === undefined) return 1;
  return token.endsWith('%') ? parseFloat(token) / 100 : parseFloat(token);
}

function hueDegrees(token: string): number {
  const v = parseFloat(token);
  if (token.endsWith('turn')) return v * 360;
  if (token.endsWith('rad')) return (v * 180) / Math.PI;
  if (token.endsWith('grad')) return v * 0.9;
  return v;
}

function hslToHex(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp(s, 0, 1);
  const lig = clamp(l, 0, 1);
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  return toHex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}

/** The arguments of rgb()/hsl(), comma or space separated, with an optional `/ alpha`. */
function argsOf(inner: string): string[] {
  return inner
    .replace(/\s*\/\s*/, ' / ')
    .split(/[\s,]+/)
    .filter(Boolean);
}

/** One CSS colour (`#abc`, `#aabbccdd`, `rgb()`, `rgba()`, `hsl()`, `hsla()`) as `#rrggbb`; null when it is not one, or nearly transparent. */
export function normalizeCssColor(value: string): string | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (full.length === 8 && parseInt(full.slice(6, 8), 16) / 255 < MIN_ALPHA) return null;
    return `#${full.slice(0, 6)}`;
  }
  const fn = /^(rgba?|hsla?)\(([^)]*)\)$/.exec(v);
  if (!fn) return null;
  const args = argsOf(fn[2] ?? '');
  const slash = args.indexOf('/');
  const parts = slash >= 0 ? args.slice(0, slash) : args.slice(0, 3);
  const a = alpha(slash >= 0 ? args[slash + 1] : args[3]);
  if (parts.length !== 3 || parts.some((p) => Number.isNaN(parseFloat(p))) || Number.isNaN(a) || a < MIN_ALPHA) return null;
  const [p0, p1, p2] = parts as [string, string, string];
  if (fn[1]?.startsWith('rgb')) return toHex(channel(p0), channel(p1), channel(p2));
  return hslToHex(hueDegrees(p0), parseFloat(p1) / 100, parseFloat(p2) / 100);
}

const COLOR_TOKEN = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?)\([^)]*\)/gi;

/** The colours in one declaration value (`1px solid rgba(0,0,0,.1)`, `linear-gradient(#fff, #2f4a3a)`); url(…) contents ignored. */
export function colorsInValue(value: string): string[] {
  const withoutUrls = value.replace(/url\((?:"[^"]*"|'[^']*'|[^)]*)\)/gi, '');
  return (withoutUrls.match(COLOR_TOKEN) ?? []).map(normalizeCssColor).filter((c): c is string => c !== null);
}

/** Declaration values of a stylesheet (or of a style attribute, which is one declaration block): selectors are never read. */
export function declarationValues(css: string, inlineBlock = false): { property: string; value: string }[] {
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = inlineBlock ? [clean] : [...clean.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '');
  const out: { property: string; value: string }[] = [];
  for (const block of blocks) {
    for (const declaration of block.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon <= 0) continue;
      const property = declaration.slice(0, colon).trim().toLowerCase();
      if (!/^-{0,2}[a-z][\w-]*$/.test(property)) continue;
      out.push({ property, value: declaration.slice(colon + 1).trim() });
    }
  }
  return out;
}

export interface CssSource {
  text: string;
  /** A style attribute: declarations without braces. */
  inline?: boolean;
}

/** Every colour of the CSS counted, most used first (ties: first seen), pure black and white left out, at most 12. */
export function countCssColors(sources: readonly CssSource[]): { hex: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const source of sources) {
    for (const { value } of declarationValues(source.text, source.inline)) {
      for (const hex of colorsInValue(value)) {
        if (!NOISE.has(hex)) counts.set(hex, (counts.get(hex) ?? 0) + 1);
      }
    }
  }
  const ranked = [...counts.entries()].map(([hex, count], order) => ({ hex, lab: hexToLab(hex), count, order })).sort((x, y) => y.count - x.count || x.order - y.order);
  // The same colour written twice (#c8a27a and its hsl() rounding) is one colour: folded into the more used.
  const merged: typeof ranked = [];
  for (const colour of ranked) {
    const same = merged.find((m) => deltaE(m.lab, colour.lab) < SAME_COLOUR_DELTA_E);
    if (same) same.count += colour.count;
    else merged.push({ ...colour });
  }
  return merged
    .sort((x, y) => y.count - x.count || x.order - y.order)
    .slice(0, MAX_CSS_COLORS)
    .map(({ hex, count }) => ({ hex, count }));
}
