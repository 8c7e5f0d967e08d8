import { useTranslation } from 'react-i18next';
import type { SubscriptionStatus } from '@genie/contracts';
import { cx } from '../../ui/cx.ts';

const tones: Record<SubscriptionStatus, string> = {
  trialing: 'bg-accent-400/25 text-amber-900 ring-amber-300',
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  past_due: 'bg-amber-50 text-amber-900 ring-amber-300',
  canceled: 'bg-stone-100 text-stone-700 ring-stone-300',
  expired: 'bg-red-50 text-red-800 ring-red-200',
};

/** A small pill naming the subscription's state: free trial, active or expired. */
export function SubscriptionStatusBadge({ status, className }: { status: SubscriptionStatus; className?: string }) {
  const { t } = useTranslation('plans');
  return (
    <span className={cx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1', tones[status], className)}>
      {t(`status.${status}`)}
    </span>
  );
}
