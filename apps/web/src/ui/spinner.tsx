import { useTranslation } from 'react-i18next';
import { cx } from './cx.ts';

export function Spinner({ className }: { className?: string }) {
  return (
    <svg className={cx('animate-spin', className ?? 'h-5 w-5')} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A centred loading state for a whole page or panel. It is itself a Suspense fallback, so it never
 * suspends: while a language's catalog is still loading it reads the one already there.
 */
export function PageLoading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <div role="status" className="flex min-h-[40vh] items-center justify-center text-brand-600">
      <Spinner className="h-8 w-8" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
