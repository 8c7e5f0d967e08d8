import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { NARROW_VIEWPORT, useMediaQuery } from '../../ui/use-media-query.ts';

/** Spec §2: on a narrow screen the admin area is browse-only (no edit forms, uploads or generation). */
export function useBrowseOnly(): boolean {
  return useMediaQuery(NARROW_VIEWPORT);
}

/** What stands where an edit form, an upload or a generation would be on a phone. */
export function BrowseOnlyNotice({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  return (
    <div role="note" data-testid="browse-only" className={cx('flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900', className)}>
      <Icon name="monitor" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <p className="min-w-0">
        <span className="font-semibold">{t('browseOnly.title')}</span> {t('browseOnly.text')}
      </p>
    </div>
  );
}

/**
 * Its children on a computer; on a phone the browse-only reminder instead, or `fallback` (null hides
 * the entry point, for a small button whose page already says it).
 */
export function DesktopOnly({ children, fallback, className }: { children: ReactNode; fallback?: ReactNode; className?: string }) {
  const browseOnly = useBrowseOnly();
  if (!browseOnly) return <>{children}</>;
  return fallback === undefined ? <BrowseOnlyNotice className={className} /> : <>{fallback}</>;
}
