import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../ui/badge.tsx';
import { Icon } from '../../ui/icons.tsx';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { GenieLogo } from '../../ui/logo.tsx';

/** The frame of a request's read-only pages (shared links and the demo): no admin shell, no account. */
export function ReadOnlyFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('client-request');
  return (
    <div className="flex min-h-full flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <GenieLogo />
            <Badge tone="neutral">
              <Icon name="eye" className="h-3.5 w-3.5" />
              {t('shared.readOnly')}
            </Badge>
          </div>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-stone-500">{t('shared.footer')}</footer>
    </div>
  );
}
