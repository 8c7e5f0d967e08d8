import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import { useBrowseOnly } from './browse-only.tsx';
import { subscriptionNotice } from './subscription.ts';
import { usePersonalInfo } from './use-personal-info.ts';

/** Trial days left, or spec §8's "Your subscription has expired" with the way to the plans. */
export function SubscriptionBanner() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const info = usePersonalInfo();
  // The plan pages carry their own subscription notice.
  if (!info.data || pathname.startsWith('/choosing_')) return null;
  const notice = subscriptionNotice(info.data.subscription);
  if (!notice) return null;
  if (notice.kind === 'expired') {
    return (
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-red-200 bg-red-50 px-4 py-2.5 text-sm text-red-900 sm:px-6 lg:px-10">
        <Icon name="alert" className="h-4.5 w-4.5 text-red-600" />
        <p className="font-semibold">{t('errors:subscription_expired')}</p>
        <Link to="/choosing_plan" className="font-semibold text-red-800 underline underline-offset-2 hover:text-red-950">
          {t('subscription.choosePlan')}
        </Link>
      </div>
    );
  }
  return (
    <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200/70 bg-accent-400/15 px-4 py-2.5 text-sm text-amber-950 sm:px-6 lg:px-10">
      <Icon name="gift" className="h-4.5 w-4.5 text-amber-700" />
      <p>
        <span className="font-semibold">{t('subscription.trial')}</span>{' '}
        {notice.days > 0 ? t('subscription.daysLeft', { count: notice.days }) : t('subscription.lastDay')}
      </p>
      <Link to="/choosing_plan" className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950">
        {t('subscription.seePlans')}
      </Link>
    </div>
  );
}

const REMINDER_KEY = 'genie.mobile-reminder-dismissed';

function reminderDismissed(): boolean {
  try {
    return sessionStorage.getItem(REMINDER_KEY) === '1';
  } catch {
    return false;
  }
}

/** Spec §2: editing is desktop-oriented; on a phone the admin area is for browsing, and says so once per visit. */
export function MobileReminder() {
  const { t } = useTranslation('shell');
  const narrow = useBrowseOnly();
  const [dismissed, setDismissed] = useState(reminderDismissed);
  if (!narrow || dismissed) return null;
  const dismiss = () => {
    try {
      sessionStorage.setItem(REMINDER_KEY, '1');
    } catch {
      /* dismissed for this page view only */
    }
    setDismissed(true);
  };
  return (
    <div role="note" aria-label={t('mobileReminder.label')} className="flex items-start gap-3 border-b border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900 sm:px-6">
      <Icon name="monitor" className="mt-0.5 h-5 w-5 text-brand-600" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">{t('mobileReminder.title')}</span> {t('mobileReminder.text')}
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('mobileReminder.dismiss')}
        className="-mr-1 -mt-1 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-100"
      >
        <Icon name="close" className="h-4.5 w-4.5" />
      </button>
    </div>
  );
}
