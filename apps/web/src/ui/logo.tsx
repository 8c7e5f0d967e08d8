import { useId } from 'react';
import { cx } from './cx.ts';

/** The Genie mark: a brand-purple tile with the accent spark (same drawing as the favicon). */
export function GenieMark({ className }: { className?: string }) {
  // Unique per instance: a gradient defined inside a hidden copy (e.g. the desktop sidebar on a phone) would not paint the others.
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={cx('h-9 w-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9d90ca" />
          <stop offset="1" stopColor="#7263a8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M32 12l4.5 11.5L48 28l-11.5 4.5L32 44l-4.5-11.5L16 28l11.5-4.5z" fill="#FFC700" />
      <circle cx="46" cy="46" r="4" fill="#fff" />
    </svg>
  );
}

/** Mark plus word mark. `tone` picks the word colour for light or dark backgrounds. */
export function GenieLogo({ className, tone = 'light', label = 'Genie' }: { className?: string; tone?: 'light' | 'dark'; label?: string }) {
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <GenieMark />
      <span className={cx('text-xl font-bold tracking-tight', tone === 'dark' ? 'text-white' : 'text-ink-900')}>{label}</span>
    </span>
  );
}
