import { useTranslation } from 'react-i18next';
import type { LeadStatus, RequestPriority } from '@genie/contracts';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';

/** The namespaces of the Potential Clients screen. */
export const NS = ['clients', 'catalog', 'shell', 'common', 'errors', 'validation'];

const chip = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold';

/** Each step of the pipeline in its own colour; the word is always shown, so colour is never the only cue. */
export const statusTone: Record<LeadStatus, string> = {
  new: 'bg-brand-100 text-brand-800',
  contacted: 'bg-sky-100 text-sky-800',
  in_proposal: 'bg-amber-100 text-amber-900',
  won: 'bg-emerald-100 text-emerald-800',
  lost: 'bg-stone-200 text-stone-700',
};

/** The same colours, strong enough for a small dot. */
export const statusDot: Record<LeadStatus, string> = {
  new: 'bg-brand-500',
  contacted: 'bg-sky-500',
  in_proposal: 'bg-amber-500',
  won: 'bg-emerald-500',
  lost: 'bg-stone-400',
};

export function StatusBadge({ status, className }: { status: LeadStatus; className?: string }) {
  const { t } = useTranslation(NS);
  return <span className={cx(chip, statusTone[status], className)}>{t(`clients:status.${status}`)}</span>;
}

const priorityTone: Record<RequestPriority, string> = {
  high: 'text-rose-700',
  medium: 'text-amber-700',
  low: 'text-stone-500',
};

export function PriorityLabel({ priority }: { priority: RequestPriority | null }) {
  const { t } = useTranslation(NS);
  if (!priority) return <span className="text-stone-500">{t('clients:priority.none')}</span>;
  return (
    <span className={cx('inline-flex items-center gap-1.5 font-medium', priorityTone[priority])}>
      <span aria-hidden="true" className="flex gap-0.5">
        {[0, 1, 2].map((bar) => (
          <span
            key={bar}
            className={cx('h-3 w-1 rounded-full', bar < { high: 3, medium: 2, low: 1 }[priority] ? 'bg-current' : 'bg-stone-200')}
          />
        ))}
      </span>
      {t(`clients:priority.${priority}`)}
    </span>
  );
}

export function ConversationLabel({ completed }: { completed: boolean }) {
  const { t } = useTranslation(NS);
  return completed ? (
    <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-emerald-700">
      <Icon name="check" className="h-4 w-4" />
      {t('clients:conversation.completed')}
    </span>
  ) : (
    <span className="text-stone-500">{t('clients:conversation.notCompleted')}</span>
  );
}

/** "New": not opened by the designer yet. */
export function NewBadge() {
  const { t } = useTranslation(NS);
  return (
    <span className={cx(chip, 'bg-accent-500 text-ink-900')} title={t('clients:row.newHint')}>
      {t('clients:row.new')}
    </span>
  );
}

/** "2 to clarify": brief values kept as the client said them, for the designer to check; nothing when none. */
export function ClarifyCount({ count }: { count: number }) {
  const { t } = useTranslation(NS);
  if (count === 0) return null;
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-amber-800">
      <Icon name="alert" className="h-3.5 w-3.5" />
      {t('clients:row.toClarify', { count })}
    </span>
  );
}
