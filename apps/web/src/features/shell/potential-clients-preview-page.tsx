import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { GenieLinkPanel } from './genie-link-panel.tsx';
import { ONBOARDING_STEPS, saveOnboarding, useOnboarding } from './onboarding-state.ts';
import { usePersonalInfo } from './use-personal-info.ts';

const shareWays: { id: 'website' | 'social' | 'messages'; icon: IconName }[] = [
  { id: 'website', icon: 'code' },
  { id: 'social', icon: 'share' },
  { id: 'messages', icon: 'mail' },
];

/** /client_request — Potential Clients as it will be: where leads from the genie arrive, and how to get them. */
export function Component() {
  const { t } = useTranslation('shell');
  const errorText = useErrorText();
  const info = usePersonalInfo();
  useDocumentTitle(t('sections.potential_clients.title'));

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('sections.potential_clients.title')}</h1>
        <p className="max-w-3xl text-base leading-relaxed text-stone-600">{t('clients.lead')}</p>
      </header>

      <GettingStarted />

      {info.isPending ? (
        <PageLoading />
      ) : info.isError ? (
        <Alert>{errorText.api(info.error)}</Alert>
      ) : (
        <section aria-labelledby="genie-live" className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-ink-900 via-brand-900 to-brand-700 p-5 text-white shadow-lg sm:p-8">
          <div aria-hidden="true" className="pointer-events-none absolute -right-16 -top-20 h-56 w-56 rounded-full bg-brand-400/35 blur-3xl" />
          <div className="relative grid gap-6 lg:grid-cols-[1fr_auto] lg:items-center">
            <div className="min-w-0 space-y-4">
              <div>
                <h2 id="genie-live" className="flex items-center gap-2 text-lg font-semibold">
                  <span className="relative flex h-2.5 w-2.5">
                    <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
                    <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-400" />
                  </span>
                  {t('clients.liveTitle')}
                </h2>
                <p className="mt-1 text-sm text-brand-100">{t('clients.liveText')}</p>
              </div>
              <div className="rounded-xl bg-white p-4 text-ink-900">
                <GenieLinkPanel genieName={info.data.data.genie_name} />
              </div>
            </div>
          </div>
        </section>
      )}

      <section aria-labelledby="share-ways" className="space-y-4">
        <h2 id="share-ways" className="text-lg font-semibold text-ink-900">
          {t('clients.shareTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {shareWays.map((way) => (
            <li key={way.id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon name={way.icon} />
              </span>
              <h3 className="mt-3 font-semibold text-ink-900">{t(`clients.share.${way.id}.title`)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone-600">{t(`clients.share.${way.id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="requests" className="space-y-4">
        <h2 id="requests" className="text-lg font-semibold text-ink-900">
          {t('clients.listTitle')}
        </h2>
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <div aria-hidden="true" className="hidden grid-cols-[2fr_1.5fr_1fr_1fr] gap-4 border-b border-stone-100 bg-stone-50 px-5 py-3 text-xs font-semibold uppercase tracking-wide text-stone-500 md:grid">
            <span>{t('clients.columns.contact')}</span>
            <span>{t('clients.columns.projectType')}</span>
            <span>{t('clients.columns.inquiryDate')}</span>
            <span>{t('clients.columns.status')}</span>
          </div>
          <div aria-hidden="true" className="divide-y divide-stone-100">
            {[0.9, 0.7, 0.5].map((opacity, i) => (
              <div key={i} className="grid grid-cols-[2fr_1fr] gap-4 px-5 py-4 md:grid-cols-[2fr_1.5fr_1fr_1fr]" style={{ opacity }}>
                <span className="flex items-center gap-3">
                  <span className="h-8 w-8 rounded-full bg-brand-100" />
                  <span className="h-2.5 w-28 rounded-full bg-stone-200" />
                </span>
                <span className="hidden h-2.5 w-24 self-center rounded-full bg-stone-200 md:block" />
                <span className="hidden h-2.5 w-16 self-center rounded-full bg-stone-200 md:block" />
                <span className="h-5 w-16 self-center rounded-full bg-brand-50" />
              </div>
            ))}
          </div>
          <div className="flex flex-col items-center gap-2 border-t border-stone-100 px-6 py-8 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-400/20 text-amber-700">
              <Icon name="users" className="h-6 w-6" />
            </span>
            <p className="font-semibold text-ink-900">{t('clients.emptyTitle')}</p>
            <p className="max-w-xl text-sm text-stone-600">{t('clients.emptyText')}</p>
          </div>
        </div>
      </section>
    </div>
  );
}

/** A reminder of the onboarding until the designer finishes or puts it aside. */
function GettingStarted() {
  const { t } = useTranslation('shell');
  const state = useOnboarding();
  if (state.status === 'finished' || state.status === 'dismissed') return null;
  return (
    <section aria-labelledby="getting-started" className="flex flex-col gap-4 rounded-2xl border border-accent-400/60 bg-accent-400/10 p-5 sm:flex-row sm:items-center">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-accent-500 text-ink-900">
        <Icon name="rocket" className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="getting-started" className="font-semibold text-ink-900">
          {t('onboarding.cardTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-stone-700">
          {state.status === 'started' ? t('onboarding.cardProgress', { step: state.step + 1, total: ONBOARDING_STEPS }) : t('onboarding.cardText')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton to="/section/onboarding">{state.status === 'started' ? t('onboarding.continue') : t('onboarding.start')}</LinkButton>
        <Button variant="ghost" onClick={() => saveOnboarding({ ...state, status: 'dismissed' })}>
          {t('onboarding.notNow')}
        </Button>
      </div>
    </section>
  );
}
