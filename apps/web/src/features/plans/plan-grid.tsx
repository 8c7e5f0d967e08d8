import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planCurrencies, type BillingCycle, type PlanCatalogEntry, type PlanCurrency } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { usePlanCatalog } from './api.ts';
import { PlanCard, type PlanCardProps, type PlanVariant } from './plan-card.tsx';
import { currencyFor, formatMoney } from './plan-pricing.ts';

/** /interior_plan and /choosing_interior_plan are the interior-design variants of the plan pages. */
export function planVariantOf(pathname: string): PlanVariant {
  return pathname.includes('interior_plan') ? 'interior' : 'general';
}

export interface PlanGridProps {
  variant: PlanVariant;
  initialCycle?: BillingCycle;
  current?: (plan: PlanCatalogEntry, cycle: BillingCycle) => PlanCardProps['current'];
  /** Show the free-trial note on each card (not to someone whose trial is over). */
  showTrial?: boolean;
  action: (plan: PlanCatalogEntry, cycle: BillingCycle, currency: PlanCurrency) => ReactNode;
}

/** The billing-period switch and the three plan cards, from GET /api/plans/. */
export function PlanGrid({ variant, initialCycle = 'monthly', current, showTrial = true, action }: PlanGridProps) {
  const { t, i18n } = useTranslation('plans');
  const errorText = useErrorText();
  const catalog = usePlanCatalog();
  const [cycle, setCycle] = useState<BillingCycle>(initialCycle);
  const [picked, setCurrency] = useState<PlanCurrency | null>(null);
  const currency = picked ?? currencyFor(i18n.language);
  const currencyId = useId();

  if (catalog.isPending) return <PageLoading />;
  if (catalog.isError) return <Alert>{errorText.api(catalog.error)}</Alert>;

  return (
    <section aria-labelledby="plan-grid-title" className="space-y-6">
      <div className="flex flex-col items-center gap-3">
        <h2 id="plan-grid-title" className="sr-only">
          {t('gridTitle')}
        </h2>
        <BillingCycleToggle value={cycle} onChange={setCycle} plans={catalog.data} />
        <label htmlFor={currencyId} className="flex items-center gap-2 text-sm text-stone-600">
          {t('currency')}
          <select
            id={currencyId}
            value={currency}
            onChange={(e) => setCurrency(e.target.value as PlanCurrency)}
            className="rounded-lg border border-stone-300 bg-white px-2 py-1 text-sm text-ink-900"
          >
            {planCurrencies.map((c) => (
              <option key={c} value={c}>
                {t(`currencies.${c}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {catalog.data.map((plan) => (
          <PlanCard key={plan.id} plan={plan} cycle={cycle} currency={currency} variant={variant} current={current?.(plan, cycle)} showTrial={showTrial} action={action(plan, cycle, currency)} />
        ))}
      </div>
    </section>
  );
}

function BillingCycleToggle({ value, onChange, plans }: { value: BillingCycle; onChange: (c: BillingCycle) => void; plans: PlanCatalogEntry[] }) {
  const { t, i18n } = useTranslation('plans');
  const name = useId();
  const percent = Math.max(...plans.map((p) => p.yearly_discount_percent));
  const savings = Math.max(...plans.map((p) => p.yearly_savings_twd));
  const yearlyNote =
    i18n.language === 'zh-TW' ? t('yearlySavingsUpTo', { amount: formatMoney(savings, 'TWD', i18n.language) }) : t('yearlyDiscount', { percent });
  return (
    <fieldset>
      <legend className="sr-only">{t('billingPeriod')}</legend>
      <div className="inline-flex rounded-full bg-white p-1 shadow-sm ring-1 ring-stone-200">
        {(['monthly', 'yearly'] as const).map((cycle) => (
          <label
            key={cycle}
            className={cx(
              'flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
              value === cycle ? 'bg-brand-600 text-white' : 'text-stone-600 hover:text-ink-900',
            )}
          >
            <input type="radio" name={name} value={cycle} checked={value === cycle} onChange={() => onChange(cycle)} className="sr-only" />
            {t(`cycle.${cycle}`)}
            {cycle === 'yearly' && (
              <span className={cx('rounded-full px-2 py-0.5 text-xs', value === cycle ? 'bg-accent-500 text-ink-900' : 'bg-emerald-100 text-emerald-800')}>
                {yearlyNote}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const highlightIcons: Record<'visual' | 'furniture' | 'floorPlans', IconName> = { visual: 'image', furniture: 'sofa', floorPlans: 'moodboard' };

/** The interior variant's headline features: visual inspiration, furniture suggestions and floor plans. */
export function InteriorHighlights() {
  const { t } = useTranslation('plans');
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {(['visual', 'furniture', 'floorPlans'] as const).map((key) => (
        <li key={key} className="flex gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm">
          <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={highlightIcons[key]} />
          </span>
          <span>
            <span className="block text-sm font-semibold text-ink-900">{t(`interior.highlights.${key}.title`)}</span>
            <span className="mt-0.5 block text-xs text-stone-600">{t(`interior.highlights.${key}.text`)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
