import type { CSSProperties } from 'react';
import type { CustomStyles } from '@genie/contracts';

/**
 * The designer's look (custom_styles) as CSS variables for the visitor screens:
 * --g-bg, --g-surface, --g-text, --g-muted, --g-border, --g-field: the light or dark surface;
 * --g-primary / --g-on-primary: buttons and the visitor's bubbles; --g-accent: the primary colour
 * adjusted until it reads as text on the background (WCAG 4.5:1); --g-secondary / --g-on-secondary.
 */
function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
function toHex([r, g, b]: [number, number, number]) {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}
function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
export function contrast(a: string, b: string) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
/** Black or white, whichever reads better on `background`. */
export function textOn(background: string) {
  return contrast(background, '#000000') >= contrast(background, '#ffffff') ? '#000000' : '#ffffff';
}
/** `color` mixed toward black or white (away from the background) until it reaches 4.5:1 on it. */
export function readableOn(color: string, background: string) {
  const target = luminance(background) > 0.4 ? [0, 0, 0] : [255, 255, 255];
  const c = channels(color);
  for (let step = 0; step <= 10; step++) {
    const mixed = toHex(c.map((v, i) => v + ((target[i] ?? 0) - v) * (step / 10)) as [number, number, number]);
    if (contrast(mixed, background) >= 4.5) return mixed;
  }
  return toHex(target as [number, number, number]);
}

const surfaces = {
  dark: { bg: '#15141b', surface: '#22202c', text: '#f4f3f8', muted: '#b9b6c6', border: '#3a3747', field: '#1b1a23' },
  light: { bg: '#f7f6fb', surface: '#ffffff', text: '#1d1b26', muted: '#5b5868', border: '#d9d6e2', field: '#ffffff' },
} as const;

/** The genie's page background for a theme (also `--g-bg`). */
export function themeBackground(styles: CustomStyles): string {
  return surfaces[styles.theme].bg;
}

export function themeVariables(styles: CustomStyles): CSSProperties {
  const s = surfaces[styles.theme];
  return {
    '--g-bg': s.bg,
    '--g-surface': s.surface,
    '--g-text': s.text,
    '--g-muted': s.muted,
    '--g-border': s.border,
    '--g-field': s.field,
    '--g-primary': styles.primary,
    '--g-on-primary': textOn(styles.primary),
    '--g-accent': readableOn(styles.primary, s.surface),
    '--g-secondary': styles.secondary,
    '--g-on-secondary': textOn(styles.secondary),
    colorScheme: styles.theme,
  } as CSSProperties;
}
