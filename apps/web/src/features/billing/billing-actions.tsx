import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { formatLastDay } from '../../ui/format-date.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { openBillingPortal } from './api.ts';

/**
 * What the subscription card says and offers about billing: a failed payment, a plan that ends
 * instead of renewing, and the way to change it — the payment provider's portal for a paying designer
 * (plan changes there are prorated), the plan pages otherwise.
 */
export function BillingActions({ subscription: sub }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation(['account', 'plans']);
  const errorText = useErrorText();
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (url) => window.location.assign(url),
  });
  const paying = sub.billed_by === 'stripe' && sub.status !== 'expired';
  return (
    <div className="mt-4 space-y-3">
      {sub.status === 'past_due' && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('billing.pastDue')}
        </p>
      )}
      {sub.cancel_at_period_end && sub.status !== 'expired' && (
        <p className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800">{t('billing.endsOn', { date: formatLastDay(sub.end_date, i18n.language) })}</p>
      )}
      {sub.billed_by === 'operator' && sub.status !== 'expired' && <p className="text-xs text-stone-500">{t('billing.operator')}</p>}
      {paying ? (
        <>
          <Button block variant="secondary" busy={portal.isPending} onClick={() => portal.mutate()}>
            {t('billing.manage')}
          </Button>
          <p className="text-xs text-stone-500">{t('billing.prorations')}</p>
          {portal.isError && <p className="text-sm text-red-700">{errorText.api(portal.error)}</p>}
        </>
      ) : (
        <LinkButton to="/choosing_plan" variant="secondary" className="w-full">
          {sub.status === 'expired' ? t('view.renew') : t('view.changePlan')}
        </LinkButton>
      )}
    </div>
  );
}
