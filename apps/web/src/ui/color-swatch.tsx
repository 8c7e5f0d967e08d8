import type { CSSProperties } from 'react';
import { cx } from './cx.ts';

/** Printers drop background colours unless told the colours are the content. */
const printExact: CSSProperties = { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' };

export interface ColorSwatchProps {
  /** `#rrggbb`. */
  hex: string;
  /** Text under the swatch (e.g. how often a colour is used); the hex is always in the tooltip and for screen readers. */
  caption?: string;
  /** Show the hex under the swatch on screen too (it is always printed). */
  showHex?: boolean;
  size?: 'sm' | 'md';
  className?: string;
}

/** One colour: a chip with its hex in the tooltip, read out to screen readers and printed beneath. */
export function ColorSwatch({ hex, caption, showHex = false, size = 'md', className }: ColorSwatchProps) {
  const label = caption ? `${hex} · ${caption}` : hex;
  return (
    <span className={cx('inline-flex flex-col items-center gap-1', className)} title={label}>
      <span
        aria-hidden="true"
        className={cx('block rounded-lg shadow-inner ring-1 ring-black/10', size === 'sm' ? 'h-7 w-7' : 'h-10 w-10')}
        style={{ backgroundColor: hex, ...printExact }}
      />
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className={cx('font-mono text-[11px] uppercase leading-none text-stone-600', showHex ? 'block' : 'hidden print:block')}>
        {hex}
      </span>
      {caption && (
        <span aria-hidden="true" className="text-[11px] leading-none text-stone-500">
          {caption}
        </span>
      )}
    </span>
  );
}
