import { useTranslation } from 'react-i18next';
import type { UsageCounter } from '@genie/contracts';
import { cx } from '../../ui/cx.ts';
import { formatNumber } from '../plans/plan-pricing.ts';

/** Each counter of the billing period against the plan's limit, with a progress bar (amber from 80%, red at 100%). */
export function UsageBars({ counters }: { counters: UsageCounter[] }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language;
  return (
    <ul className="mt-3 space-y-4">
      {counters.map((c) => {
        const percent = c.limit > 0 ? Math.min(100, Math.round((c.used / c.limit) * 100)) : 0;
        const label = t(`usage.counters.${c.kind}`, { defaultValue: c.kind });
        return (
          <li key={c.kind}>
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-ink-900">{label}</span>
              <span className="tabular-nums text-stone-600">{t('usage.ofLimit', { used: formatNumber(c.used, lang), limit: formatNumber(c.limit, lang) })}</span>
            </div>
            <div
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={c.limit}
              aria-valuenow={Math.min(c.used, c.limit)}
              aria-valuetext={t('usage.ofLimit', { used: formatNumber(c.used, lang), limit: formatNumber(c.limit, lang) })}
              className="mt-1.5 h-2 overflow-hidden rounded-full bg-stone-100"
            >
              <div className={cx('h-full rounded-full', percent >= 100 ? 'bg-red-500' : percent >= 80 ? 'bg-amber-500' : 'bg-brand-500')} style={{ width: `${percent}%` }} />
            </div>
            {c.used >= c.limit && <p className="mt-1 text-xs text-red-700">{t(`usage.over.${c.kind}`, { defaultValue: t('usage.overGeneric') })}</p>}
          </li>
        );
      })}
    </ul>
  );
}
