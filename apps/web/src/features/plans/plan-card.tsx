import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { planFeatures, type BillingCycle, type PlanCatalogEntry, type PlanCurrency, type PlanFeature, type SubscriptionStatus } from '@genie/contracts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { currencyFor, formatMoney, formatNumber, planPrice, quotaFor } from './plan-pricing.ts';
import { SubscriptionStatusBadge } from './subscription-status.tsx';

export type PlanVariant = 'general' | 'interior';

/** The id of a plan card's heading, so a call to action can name the plan it belongs to. */
export const planHeadingId = (id: PlanCatalogEntry['id']) => `plan-${id}-name`;

/** The interior variant leads with what interior designers come for. */
const interiorFirst: PlanFeature[] = ['visual_inspiration', 'furniture_suggestions'];

function featureOrder(variant: PlanVariant): PlanFeature[] {
  return variant === 'interior' ? [...interiorFirst, ...planFeatures.filter((f) => !interiorFirst.includes(f))] : [...planFeatures];
}

export interface PlanCardProps {
  plan: PlanCatalogEntry;
  cycle: BillingCycle;
  /** Default: the language's currency. */
  currency?: PlanCurrency;
  variant: PlanVariant;
  /** The designer's subscription, when this card shows their current plan. */
  current?: { status: SubscriptionStatus; cycle: BillingCycle };
  showTrial?: boolean;
  action: ReactNode;
}

/** One plan: price for the chosen billing period, quotas, and which features it includes. */
export function PlanCard({ plan, cycle, currency: chosen, variant, current, showTrial = true, action }: PlanCardProps) {
  const { t, i18n } = useTranslation('plans');
  const lang = i18n.language;
  const currency = chosen ?? currencyFor(lang);
  const money = formatMoney(planPrice(plan, cycle, currency), currency, lang);
  const quota = quotaFor(plan, cycle);
  const featured = plan.id === 'professional';
  const period = t(`per.${cycle}`);
  const headingId = planHeadingId(plan.id);

  return (
    <article
      aria-labelledby={headingId}
      className={cx(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm',
        current ? 'border-brand-500 ring-2 ring-brand-500' : featured ? 'border-brand-300' : 'border-stone-200',
      )}
    >
      {/* The badge row keeps the cards aligned side by side; stacked on a phone, an empty one only adds space. */}
      <div className={cx('min-h-6 flex-wrap items-center gap-2', current || featured ? 'flex' : 'hidden md:flex')}>
        {current && <Badge tone="brand">{t('currentPlan')}</Badge>}
        {current && <SubscriptionStatusBadge status={current.status} />}
        {!current && featured && <Badge tone="accent">{t('mostPopular')}</Badge>}
      </div>
      <h3 id={headingId} className="mt-3 text-xl font-bold text-ink-900">
        {t(`names.${plan.id}`)}
      </h3>
      <p className="mt-1 min-h-10 text-sm text-stone-600">{t(`${variant === 'interior' ? 'interiorTaglines' : 'taglines'}.${plan.id}`)}</p>

      <div className="mt-5">
        <p className="flex flex-wrap items-baseline gap-x-1.5">
          <span className={cx('font-extrabold tracking-tight text-ink-900 tabular-nums', money.length > 7 ? 'text-3xl' : 'text-4xl')}>{money}</span>
          <span className="text-sm whitespace-nowrap text-stone-500">/ {period}</span>
        </p>
        <p className="mt-1 flex min-h-6 flex-wrap items-center gap-2 text-sm">
          {cycle === 'yearly' ? (
            <Badge tone="success">
              {lang === 'zh-TW'
                ? t('yearlySavings', { amount: formatMoney(plan.yearly_savings_twd, 'TWD', lang) })
                : t('yearlyDiscount', { percent: plan.yearly_discount_percent })}
            </Badge>
          ) : (
            <span className="text-stone-500">{t('billedMonthly')}</span>
          )}
        </p>
        {showTrial && (
          <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-medium text-brand-700">
            <Icon name="gift" className="h-4 w-4" />
            {t('freeTrial')}
          </p>
        )}
      </div>

      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-stone-50 p-3 text-center">
        <div>
          <dt className="text-xs text-stone-500">{t(`quota.messages.${cycle}`)}</dt>
          <dd className="text-lg font-bold text-ink-900 tabular-nums">{formatNumber(quota.messages, lang)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">{t(`quota.requests.${cycle}`)}</dt>
          <dd className="text-lg font-bold text-ink-900 tabular-nums">{t('quota.about', { value: formatNumber(quota.projectRequests, lang) })}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-stone-500">{t(`quota.images.${cycle}`)}</dt>
          <dd className="text-lg font-bold text-ink-900 tabular-nums">{quota.images > 0 ? formatNumber(quota.images, lang) : t('quota.noImages')}</dd>
        </div>
      </dl>

      <ul className="mt-5 flex-1 space-y-2 text-sm" aria-label={t('featuresOf', { plan: t(`names.${plan.id}`) })}>
        {featureOrder(variant).map((feature) => {
          const included = plan.features.includes(feature);
          return (
            <li key={feature} className={cx('flex items-start gap-2', !included && 'text-stone-500')}>
              <Icon name={included ? 'check' : 'close'} className={cx('mt-0.5 h-4 w-4', included ? 'text-emerald-600' : 'text-stone-300')} />
              <span>
                {t(`features.${feature}`)}
                <span className="sr-only"> {included ? t('included') : t('notIncluded')}</span>
              </span>
            </li>
          );
        })}
      </ul>

      <div className="mt-6">{action}</div>
    </article>
  );
}
