import { Suspense, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_SHARE_KEY } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BrandAnalysisView } from '../client-request/analysis-view.tsx';
import { DemoBanner } from '../client-request/demo-banner.tsx';
import { HistoryView } from '../client-request/history-view.tsx';
import { OverviewView } from '../client-request/overview-view.tsx';
import { QueryState } from '../client-request/query-state.tsx';
import { RequestTitle } from '../client-request/request-header.tsx';
import { tabClass, tabIcons, tabListClass, useActiveTabInView } from '../client-request/request-tabs.tsx';
import { isSharedView, sharedViews, type SharedView } from '../client-request/share-links.ts';
import { SuggestionsView } from '../client-request/suggestions-view.tsx';
import { SharedFurnitureList } from '../furniture/shared-furniture-list.tsx';
import { NotFoundContent } from '../shell/not-found-page.tsx';
import { useSharedRequest } from './api.ts';
import { ReadOnlyFrame } from './read-only-frame.tsx';
import { useRobotsNoindex } from './use-robots-noindex.ts';

/** The demo's shared views (spec §2): the showcase request has no brand analysis to show. */
const demoViews: readonly SharedView[] = ['overview', 'suggestions', 'history'];

export async function loader() {
  await i18n.loadNamespaces(['client-request', 'catalog', 'furniture']);
  return null;
}

/**
 * /client_request/:shareKey/:view and /client_request_demo/:view — one read-only view of a shared
 * request, linked to its other views. No login, no admin shell, kept out of search engines.
 */
export function Component() {
  const { shareKey, view } = useParams();
  useRobotsNoindex();
  const demo = shareKey === undefined;
  const views = demo ? demoViews : sharedViews;
  const key = shareKey ?? SHOWCASE_SHARE_KEY;
  const known = isSharedView(view) && views.includes(view);
  return <ReadOnlyFrame>{known ? <SharedRequest shareKey={key} view={view} views={views} demo={demo} /> : <NotFoundContent />}</ReadOnlyFrame>;
}

function SharedRequest({ shareKey, view, views, demo }: { shareKey: string; view: SharedView; views: readonly SharedView[]; demo: boolean }) {
  const { t } = useTranslation('client-request');
  const overview = useSharedRequest(shareKey, 'overview');
  const request = overview.data?.client_request;
  const row = useRef<HTMLElement>(null);
  useActiveTabInView(row, `${view}-${request ? 'ready' : 'loading'}`);
  useDocumentTitle(request ? `${request.contact_name} · ${t(`tabs.${view}`)}` : t('shared.title'));

  if (overview.error?.status === 404) return <NoLongerShared />;
  return (
    <div className="space-y-6">
      {demo && <DemoBanner />}
      <QueryState query={overview}>
        {({ client_request }) => (
          <>
            <RequestTitle request={client_request} eyebrow={t(demo ? 'demo.eyebrow' : 'shared.eyebrow')} />
            <nav ref={row} aria-label={t('shared.views')} className="relative -mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0">
              <ul className={tabListClass}>
                {views.map((v) => (
                  <li key={v}>
                    <Link
                      to={demo ? `/client_request_demo/${v}` : `/client_request/${encodeURIComponent(shareKey)}/${v}`}
                      aria-current={v === view ? 'page' : undefined}
                      className={tabClass(v === view)}
                    >
                      <Icon name={tabIcons[v]} className="h-4 w-4" />
                      {t(`tabs.${v}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <Suspense fallback={<PageLoading />}>
              <SharedViewContent shareKey={shareKey} view={view} visitorName={client_request.contact_name} demo={demo} overview={client_request} />
            </Suspense>
          </>
        )}
      </QueryState>
    </div>
  );
}

function SharedViewContent({ shareKey, view, visitorName, demo, overview }: {
  shareKey: string;
  view: SharedView;
  visitorName: string;
  demo: boolean;
  overview: Parameters<typeof OverviewView>[0]['request'];
}) {
  const history = useSharedRequest(shareKey, 'history', { enabled: view === 'history' });
  const suggestions = useSharedRequest(shareKey, 'suggestions', { enabled: view === 'suggestions' });
  const analysis = useSharedRequest(shareKey, 'analysis', { enabled: view === 'analysis' });
  // The furniture list shows under the suggestions only when the designer included it (else 404: nothing shown).
  const furniture = useSharedRequest(shareKey, 'furniture', { enabled: view === 'suggestions' && !demo });
  switch (view) {
    case 'overview':
      return <OverviewView request={overview} />;
    case 'history':
      // Who wrote the genie's replies is the designer's business; the demo shows it off.
      return <QueryState query={history}>{(data) => <HistoryView history={data} visitorName={visitorName} showSources={demo} />}</QueryState>;
    case 'suggestions':
      return (
        <div className="space-y-6">
          <QueryState query={suggestions}>{(reply) => <SuggestionsView reply={reply} />}</QueryState>
          {furniture.data && <SharedFurnitureList list={furniture.data} />}
        </div>
      );
    case 'analysis':
      return <QueryState query={analysis}>{(reply) => <BrandAnalysisView reply={reply} />}</QueryState>;
  }
}

/** A revoked or mistyped key: said plainly, without a way into anyone's account. */
export function NoLongerShared() {
  const { t } = useTranslation('client-request');
  useDocumentTitle(t('shared.goneTitle'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-12 text-center sm:py-20">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-white text-stone-500 ring-1 ring-stone-200">
        <Icon name="lock" className="h-7 w-7" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-ink-900">{t('shared.goneTitle')}</h1>
      <p className="mt-2 text-stone-600">{t('shared.goneText')}</p>
    </div>
  );
}
