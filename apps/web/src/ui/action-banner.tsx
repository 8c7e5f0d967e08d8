import { useId, type ReactNode } from 'react';
import { cx } from './cx.ts';
import { Icon, type IconName } from './icons.tsx';

const tones = {
  /** On a brand gradient: the showcase request's invitation. */
  brand: { box: 'bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-md sm:p-6', title: 'text-lg font-semibold', text: 'mt-1 text-sm text-brand-100', icon: 'bg-white/15 text-accent-400' },
  /** On ink: the closing call of a page. */
  dark: { box: 'bg-ink-900 p-6 text-white', title: 'text-lg font-semibold', text: 'mt-1 text-sm text-stone-300', icon: 'bg-white/15 text-accent-400' },
  /** A warm reminder. */
  accent: { box: 'border border-accent-400/60 bg-accent-400/10 p-5', title: 'font-semibold text-ink-900', text: 'mt-0.5 text-sm text-stone-700', icon: 'bg-accent-500 text-ink-900' },
  /** A quiet suggestion on a pale brand background. */
  soft: { box: 'bg-brand-50 p-5 ring-1 ring-brand-100 sm:p-6', title: 'font-semibold text-ink-900', text: 'mt-1 text-sm text-stone-600', icon: 'bg-brand-100 text-brand-700' },
};

/** A titled call to action: an optional icon, a title and a line of text, and its buttons beside them (under them on a phone). */
export function ActionBanner({ tone, icon, title, text, actions }: { tone: keyof typeof tones; icon?: IconName; title: ReactNode; text: ReactNode; actions: ReactNode }) {
  const titleId = useId();
  const look = tones[tone];
  return (
    <section aria-labelledby={titleId} className={cx('flex flex-col gap-4 rounded-2xl sm:flex-row sm:items-center', look.box)}>
      {icon && (
        <span className={cx('flex h-11 w-11 shrink-0 items-center justify-center rounded-xl', look.icon)}>
          <Icon name={icon} className="h-6 w-6" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className={look.title}>
          {title}
        </h2>
        <p className={look.text}>{text}</p>
      </div>
      <div className="flex flex-wrap gap-2">{actions}</div>
    </section>
  );
}
