import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';

/** Spec §8: "Your subscription has expired", shown prominently where a plan is chosen. */
export function ExpiredNotice() {
  const { t } = useTranslation(['plans', 'errors']);
  return (
    <div role="alert" className="flex items-start gap-4 rounded-2xl border-2 border-red-300 bg-red-50 px-5 py-4 text-red-900">
      <Icon name="alert" className="mt-0.5 h-6 w-6 text-red-600" />
      <div>
        <p className="text-lg font-bold">{t('errors:subscription_expired')}</p>
        <p className="mt-0.5 text-sm">{t('expiredHint')}</p>
      </div>
    </div>
  );
}
