import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { GenieLinkPanel } from '../shell/genie-link-panel.tsx';
import { usePersonalInfo } from '../shell/use-personal-info.ts';
import { ConversationLabel, NS, PriorityLabel, StatusBadge } from './badges.tsx';

const demoPoints = ['overview', 'suggestions', 'references', 'history'] as const;

/**
 * A designer without a single request: how requests arrive (the genie link), that one can be added by
 * hand, and the demo entry that shows what a finished request holds.
 */
export function EmptyAccount({ onCreate }: { onCreate?: () => void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const info = usePersonalInfo();

  return (
    <div className="space-y-6">
      <section aria-labelledby="empty-title" className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-ink-900 via-brand-900 to-brand-700 p-5 text-white shadow-lg sm:p-8">
        <div aria-hidden="true" className="pointer-events-none absolute -right-16 -top-20 h-56 w-56 rounded-full bg-brand-400/35 blur-3xl" />
        <div className="relative space-y-4">
          <div>
            <h2 id="empty-title" className="text-xl font-semibold">
              {t('empty.title')}
            </h2>
            <p className="mt-1 max-w-3xl text-sm leading-relaxed text-brand-100">{t('empty.text')}</p>
          </div>
          <div className="rounded-xl bg-white p-4 text-ink-900">
            <p className="mb-3 flex items-center gap-2 text-sm font-semibold">
              <span className="relative flex h-2.5 w-2.5">
                <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
                <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-emerald-500" />
              </span>
              {t('empty.liveTitle')}
            </p>
            {info.isPending ? (
              <PageLoading />
            ) : info.isError ? (
              <Alert>{errorText.api(info.error)}</Alert>
            ) : (
              <GenieLinkPanel genieName={info.data.data.genie_name} />
            )}
            <p className="mt-3 text-xs text-stone-600">{t('empty.liveText')}</p>
          </div>
          {onCreate && (
            <div className="flex flex-wrap items-center gap-3 text-sm text-brand-100">
              <span>{t('empty.manualText')}</span>
              <Button variant="onDark" className="min-h-9 py-1.5" onClick={onCreate}>
                <Icon name="plus" className="h-4 w-4" />
                {t('actions.newClient')}
              </Button>
            </div>
          )}
        </div>
      </section>

      <DemoEntry />
    </div>
  );
}

/** The showcase request as it would sit in the list, with what opening it shows. */
function DemoEntry() {
  const { t } = useTranslation(NS);
  return (
    <section aria-labelledby="demo-title" className="space-y-3">
      <div>
        <h2 id="demo-title" className="text-lg font-semibold text-ink-900">
          {t('empty.demoTitle')}
        </h2>
        <p className="mt-0.5 max-w-3xl text-sm text-stone-600">{t('empty.demoText')}</p>
      </div>
      <div className="group relative overflow-hidden rounded-2xl border border-dashed border-brand-300 bg-white shadow-sm hover:border-brand-500 hover:shadow-md">
        <div className="flex flex-col gap-3 border-b border-stone-100 p-4 sm:flex-row sm:items-center sm:gap-6 sm:px-5">
          <div className="flex min-w-0 flex-1 items-center gap-3">
            <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700">
              {t('empty.demoName').slice(0, 1)}
            </span>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink-900">{t('empty.demoName')}</span>
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t('empty.demoBadge')}</span>
              </p>
              <p className="truncate text-sm text-stone-600">
                {t('catalog:projectTypes.residential_space')} · {t('empty.demoProject')}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
            <ConversationLabel completed />
            <PriorityLabel priority="medium" />
            <StatusBadge status="in_proposal" />
          </div>
        </div>
        <div className="grid gap-4 p-4 sm:grid-cols-[1fr_auto] sm:items-end sm:px-5">
          <ul className="grid gap-2 text-sm text-stone-700 sm:grid-cols-2">
            {demoPoints.map((point) => (
              <li key={point} className="flex gap-2">
                <Icon name="check" className="mt-0.5 h-4 w-4 text-emerald-600" />
                {t(`empty.demoPoints.${point}`)}
              </li>
            ))}
          </ul>
          {/* The whole card is clickable through this link's ::after; the link alone is what keyboards and screen readers meet. */}
          <Link
            to="/client_request_demo"
            className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 after:absolute after:inset-0 group-hover:underline"
          >
            {t('empty.demoOpen')}
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>
      </div>
    </section>
  );
}
