import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../ui/icons.tsx';

/** The head of a sidebar workspace: its icon, title, what it is for, and an action on the right. */
export function SectionHeader({ icon, title, lead, action }: { icon: IconName; title: string; lead: string; action?: ReactNode }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-md">
        <Icon name={icon} className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        <p className="max-w-3xl text-sm leading-relaxed text-stone-600">{lead}</p>
      </div>
      {action && <div className="shrink-0">{action}</div>}
    </header>
  );
}

/** One pill of a state filter: its label and, when known, how many leads are in that state. */
export function StatePill({ active, label, count, onClick }: { active: boolean; label: string; count?: number; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={
        active
          ? 'inline-flex items-center gap-2 rounded-full bg-brand-600 px-3.5 py-1.5 text-sm font-semibold text-white shadow-sm'
          : 'inline-flex items-center gap-2 rounded-full bg-white px-3.5 py-1.5 text-sm font-medium text-stone-700 ring-1 ring-stone-200 hover:bg-stone-50'
      }
    >
      {label}
      {count !== undefined && (
        <span className={active ? 'rounded-full bg-white/20 px-1.5 text-xs tabular-nums' : 'rounded-full bg-stone-100 px-1.5 text-xs tabular-nums text-stone-600'}>{count}</span>
      )}
    </button>
  );
}
