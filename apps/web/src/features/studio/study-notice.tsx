import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cx } from '../../ui/cx.ts';

/** Where a studio connects its own image provider (Account Management). */
export const IMAGE_PROVIDER_LINK = '/account#image-provider';

/** The link to connect an image provider. */
export function ConnectProviderLink() {
  const { t } = useTranslation('studio');
  return (
    <Link to={IMAGE_PROVIDER_LINK} className="font-semibold text-brand-700 underline" data-testid="connect-provider">
      {t('study.connect')}
    </Link>
  );
}

/** The built-in renderer's limits, said plainly on a generative tool, with the way to a provider. */
export function StudyNotice({ className }: { className?: string }) {
  const { t } = useTranslation('studio');
  return (
    <div className={cx('space-y-1 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200', className)} data-testid="study-notice">
      <p>{t('study.notice')}</p>
      <ConnectProviderLink />
    </div>
  );
}
