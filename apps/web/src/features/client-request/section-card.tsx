import type { ReactNode } from 'react';
import { cx } from '../../ui/cx.ts';

/** A titled card of the request's pages; `action` sits at the title's end (an Edit button). */
export function SectionCard({ title, titleId, action, description, children, className }: {
  title: ReactNode;
  titleId: string;
  action?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={titleId} className={cx('rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-base font-semibold text-ink-900">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-stone-500">{description}</p>}
        </div>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One label and value of a definition list. */
export function Fact({ label, children, wide }: { label: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cx('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-500">{label}</dt>
      <dd className="mt-0.5 break-words text-[15px] text-ink-900">{children}</dd>
    </div>
  );
}

/** The muted placeholder of a value nobody gave. */
export function Missing({ children }: { children: ReactNode }) {
  return <span className="italic text-stone-500">{children}</span>;
}
