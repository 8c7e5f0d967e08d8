import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

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
  return (
    <main className="flex min-h-full flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <h1 className="text-6xl font-black tracking-tight text-brand-600">{t('errorPage.title', 'Oops!')}</h1>
      <p className="text-lg font-medium">{t('errorPage.message', 'Sorry, an unexpected error occurred.')}</p>
      <p className="text-stone-600">{t('errorPage.hint', 'You can try refreshing the page or contact us.')}</p>
      <pre className="max-w-xl overflow-auto whitespace-pre-wrap rounded-lg bg-stone-100 px-4 py-2 text-left text-sm text-stone-700">
        <i>{describe(error)}</i>
      </pre>
      <button type="button" onClick={() => window.location.reload()} className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
        {t('errorPage.reload', 'Refresh the page')}
      </button>
    </main>
  );
}
