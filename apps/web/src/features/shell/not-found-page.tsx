import { useTranslation } from 'react-i18next';
import { useToken } from '../../app/auth.ts';
import { LinkButton } from '../../ui/link-button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BrandBackdrop } from './brand-backdrop.tsx';
import { PublicHeader } from './public-header.tsx';

/** "Page not found" with the way back: to the designer's clients when signed in, otherwise to login. */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  const token = useToken();
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center sm:py-20">
      <p aria-hidden="true" className="bg-gradient-to-br from-brand-400 to-brand-700 bg-clip-text text-8xl font-black tracking-tighter text-transparent">
        404
      </p>
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.message')}</p>
      <LinkButton to={token ? '/client_request' : '/login'} className="mt-8">
        {t('errorPage.home')}
      </LinkButton>
    </div>
  );
}

/** Any address the app does not know. */
export function Component() {
  return (
    <div className="relative isolate flex min-h-full flex-col">
      <BrandBackdrop />
      <PublicHeader />
      <main id="main" className="flex-1 px-4 sm:px-6">
        <NotFoundContent />
      </main>
    </div>
  );
}
