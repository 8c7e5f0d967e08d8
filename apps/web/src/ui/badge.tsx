import type { ReactNode } from 'react';
import { cx } from './cx.ts';

const tones = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-accent-500/20 text-amber-900',
  neutral: 'bg-stone-100 text-stone-700',
  success: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-900',
  dark: 'bg-white/10 text-white',
};

export function Badge({ tone = 'brand', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return <span className={cx('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone], className)}>{children}</span>;
}
