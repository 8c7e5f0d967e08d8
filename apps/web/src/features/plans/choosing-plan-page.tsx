import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BillingCycle, CheckoutInput, PersonalInfoReply, PlanCatalogEntry, SelectPlanInput, SelectPlanReply } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { formatLastDay } from '../../ui/format-date.ts';
import { daysLeft } from '../shell/subscription.ts';
import { personalInfoKey, usePersonalInfo } from '../shell/use-personal-info.ts';
import { selectPlan, usePlanPurchase } from './api.ts';
import { openBillingPortal, startCheckout } from '../billing/api.ts';
import { ExpiredNotice } from './expired-notice.tsx';
import { InteriorHighlights, PlanGrid, planVariantOf } from './plan-grid.tsx';
import { SubscriptionStatusBadge } from './subscription-status.tsx';

/** /choosing_plan and /choosing_interior_plan: the signed-in designer compares plans and picks one. */
export function Component() {
  const { t } = useTranslation('plans');
  const errorText = useErrorText();
  const variant = planVariantOf(useLocation().pathname);
  const info = usePersonalInfo();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const clearOutcome = useCallback(() => setOutcome(null), []);

  const choose = useMutation<SelectPlanReply, unknown, SelectPlanInput>({
    mutationFn: selectPlan,
    onSuccess: async (reply) => {
      const plan = t(`names.${reply.subscription.plan}`);
      setOutcome({ tone: 'success', text: reply.outcome === 'trial_plan_changed' ? t('outcome.trialPlanChanged', { plan }) : t('outcome.salesContactRequested') });
      await queryClient.invalidateQueries({ queryKey: personalInfoKey });
    },
    onError: (error) => setOutcome({ tone: 'error', text: errorText.api(error) }),
  });

  const purchase = usePlanPurchase();
  const checkout = useMutation<string, unknown, CheckoutInput>({
    mutationFn: startCheckout,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => setOutcome({ tone: 'error', text: errorText.api(error) }),
  });
  const portal = useMutation<string, unknown, void>({
    mutationFn: openBillingPortal,
    onSuccess: (url) => window.location.assign(url),
    onError: (error) => setOutcome({ tone: 'error', text: errorText.api(error) }),
  });

  if (info.isPending) return <PageLoading />;
  if (info.isError) return <Alert>{errorText.api(info.error)}</Alert>;
  const sub = info.data.subscription;
  const expired = sub.status === 'expired';

  const isCurrent = (plan: PlanCatalogEntry, cycle: BillingCycle) => plan.id === sub.plan && cycle === sub.billing_cycle;

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-ink-900">{t(`${variant}.title`)}</h1>
        <p className="mx-auto max-w-2xl text-stone-600">{t(`${variant}.subtitle`)}</p>
      </header>

      {expired && <ExpiredNotice />}
      <CurrentSubscription info={info.data} />
      {outcome && <OutcomeAlert tone={outcome.tone} text={outcome.text} onDismiss={clearOutcome} />}
      {variant === 'interior' && <InteriorHighlights />}

      <PlanGrid
        variant={variant}
        initialCycle={sub.billing_cycle}
        current={(plan, cycle) => (isCurrent(plan, cycle) ? { status: sub.status, cycle } : undefined)}
        showTrial={sub.status === 'trialing'}
        action={(plan, cycle, currency) => {
          const name = t(`names.${plan.id}`);
          if (purchase.data === 'checkout') {
            const paying = sub.billed_by === 'stripe' && !expired;
            if (paying && isCurrent(plan, cycle))
              return (
                <Button variant="secondary" block disabled>
                  {t('select.current')}
                </Button>
              );
            const busy = (checkout.isPending && checkout.variables?.plan === plan.id && checkout.variables.billing_cycle === cycle) || (paying && portal.isPending);
            return (
              <Button
                block
                variant={plan.id === 'professional' ? 'primary' : 'secondary'}
                busy={busy}
                disabled={(checkout.isPending || portal.isPending) && !busy}
                onClick={() => {
                  setOutcome(null);
                  if (paying) portal.mutate();
                  else checkout.mutate({ plan: plan.id, billing_cycle: cycle, currency });
                }}
              >
                {paying ? t('select.changeInPortal', { plan: name }) : t('select.subscribe', { plan: name })}
              </Button>
            );
          }
          const busy = choose.isPending && choose.variables?.plan === plan.id && choose.variables.billing_cycle === cycle;
          if (isCurrent(plan, cycle) && !expired)
            return (
              <Button variant="secondary" block disabled>
                {t('select.current')}
              </Button>
            );
          return (
            <Button
              block
              variant={plan.id === 'professional' ? 'primary' : 'secondary'}
              busy={busy}
              disabled={choose.isPending && !busy}
              onClick={() => {
                setOutcome(null);
                choose.mutate({ plan: plan.id, billing_cycle: cycle });
              }}
            >
              {sub.status === 'trialing' ? t('select.trial', { plan: name }) : t('select.choose', { plan: name })}
            </Button>
          );
        }}
      />
      <p className="text-center text-sm text-stone-500">
        {purchase.data === 'checkout' ? t('footnote.checkout') : sub.status === 'trialing' ? t('footnote.trialing') : t('footnote.sales')}
      </p>
    </div>
  );
}

/** The answer to a plan choice, brought into view: the button that asked is usually far below it. */
function OutcomeAlert({ tone, text, onDismiss }: { tone: 'success' | 'error'; text: string; onDismiss: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [text]);
  return (
    <div ref={ref}>
      <Alert tone={tone} onDismiss={tone === 'error' ? onDismiss : undefined}>
        {text}
      </Alert>
    </div>
  );
}

function CurrentSubscription({ info }: { info: PersonalInfoReply }) {
  const { t, i18n } = useTranslation('plans');
  const sub = info.subscription;
  const lang = i18n.language;
  return (
    <section aria-labelledby="current-subscription" className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-stone-200 bg-white px-5 py-4 shadow-sm">
      <div>
        <h2 id="current-subscription" className="text-sm font-medium text-stone-500">
          {t('yourSubscription')}
        </h2>
        <p className="mt-0.5 flex flex-wrap items-center gap-2 text-lg font-semibold text-ink-900">
          {t(`names.${sub.plan}`)} · {t(`cycle.${sub.billing_cycle}`)}
          <SubscriptionStatusBadge status={sub.status} />
        </p>
      </div>
      <p className="text-sm text-stone-600">
        {sub.status === 'trialing'
          ? t('trialEnds', { date: formatLastDay(sub.end_date, lang), count: daysLeft(sub.end_date) })
          : sub.status === 'expired'
            ? t('endedOn', { date: formatLastDay(sub.end_date, lang) })
            : sub.cancel_at_period_end || sub.billed_by === 'operator'
              ? t('endsOn', { date: formatLastDay(sub.end_date, lang) })
              : t('renewsOn', { date: formatLastDay(sub.end_date, lang) })}
      </p>
    </section>
  );
}
