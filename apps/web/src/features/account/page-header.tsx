import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The title block of an account screen, with the way back to the account overview. */
export function PageHeader({ title, description, back = true, actions }: { title: ReactNode; description?: ReactNode; back?: boolean; actions?: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0 space-y-1">
        {back && (
          <Link to="/account" className="inline-flex items-center gap-1 rounded text-sm font-medium text-brand-700 hover:underline">
            <span aria-hidden="true">←</span> {t('backToAccount')}
          </Link>
        )}
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        {description && <p className="max-w-2xl text-sm text-stone-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
