import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { BrandBackdrop } from './brand-backdrop.tsx';
import { PublicHeader } from './public-header.tsx';
import { reloadOnceForChunkError } from '../../app/lazy-route.ts';
import { PageLoading } from '../../ui/spinner.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error ?? '');
}

/** Spec §2/§8: a large "Oops!", the reload-or-contact message, and the error text. */
export function ErrorScreen({ error: given }: { error?: unknown }) {
  const routeError = useRouteError();
  const error = given ?? routeError;
  const { t } = useTranslation('common');
  // A screen whose code vanished with a new deployment: reload this address once instead of failing.
  if (reloadOnceForChunkError(error)) return <PageLoading />;
  return (
    <div className="relative isolate flex min-h-full flex-col">
      <BrandBackdrop />
      <PublicHeader homeTo="/" />
      <main id="main" className="flex flex-1 flex-col items-center justify-center gap-4 px-6 pb-16 text-center">
        <h1 className="bg-gradient-to-br from-brand-400 to-brand-700 bg-clip-text pb-2 text-7xl font-black tracking-tight text-transparent sm:text-8xl">
          {t('errorPage.title', 'Oops!')}
        </h1>
        <p className="text-lg font-semibold text-ink-900">{t('errorPage.message', 'Sorry, an unexpected error occurred.')}</p>
        <p className="text-stone-600">{t('errorPage.hint', 'You can try refreshing the page or contact us.')}</p>
        <pre className="max-w-xl overflow-auto whitespace-pre-wrap break-words rounded-lg bg-white/80 px-4 py-2 text-left text-sm text-stone-700 ring-1 ring-stone-200">
          <i>{describe(error)}</i>
        </pre>
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          <Button onClick={() => window.location.reload()}>{t('errorPage.reload', 'Refresh the page')}</Button>
          <a href="/" className="inline-flex min-h-10 items-center rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
            {t('errorPage.home', 'Go to the start page')}
          </a>
        </div>
      </main>
    </div>
  );
}
