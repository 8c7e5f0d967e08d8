import { useTranslation } from 'react-i18next';
import { SHOWCASE_SHARE_KEY } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useSharedRequest } from '../shared-request/api.ts';
import { ReadOnlyFrame } from '../shared-request/read-only-frame.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { HistoryView } from './history-view.tsx';
import { OverviewView } from './overview-view.tsx';
import { QueryState } from './query-state.tsx';
import { RequestTitle } from './request-header.tsx';
import { RequestTabs, tabIcons, useTabParam } from './request-tabs.tsx';
import { SuggestionsView } from './suggestions-view.tsx';

const demoTabs = ['overview', 'suggestions', 'history'] as const;
type DemoTab = (typeof demoTabs)[number];

export async function loader() {
  await i18n.loadNamespaces(['client-request', 'catalog']);
  return null;
}

/**
 * /client_request_demo — the dashboard's showcase request without an account (spec §2): its overview,
 * AI suggestions and conversation, read-only, in the interface language, with a call to register.
 */
export function Component() {
  const { t } = useTranslation('client-request');
  useDocumentTitle(t('demo.pageTitle'));
  const overview = useSharedRequest(SHOWCASE_SHARE_KEY, 'overview');
  const [tab, setTab] = useTabParam(demoTabs);
  return (
    <ReadOnlyFrame>
      <div className="space-y-6">
        <DemoBanner />
        <QueryState query={overview}>
          {({ client_request }) => (
            <>
              <RequestTitle request={client_request} eyebrow={t('demo.eyebrow')} />
              <RequestTabs<DemoTab>
                label={t('tabs.label')}
                value={tab}
                onChange={setTab}
                tabs={[
                  { id: 'overview', label: t('tabs.overview'), icon: tabIcons.overview, content: <OverviewView request={client_request} /> },
                  { id: 'suggestions', label: t('tabs.suggestions'), icon: tabIcons.suggestions, content: <DemoSuggestions /> },
                  { id: 'history', label: t('tabs.history'), icon: tabIcons.history, content: <DemoHistory visitorName={client_request.contact_name} /> },
                ]}
              />
            </>
          )}
        </QueryState>
      </div>
    </ReadOnlyFrame>
  );
}

function DemoSuggestions() {
  const suggestions = useSharedRequest(SHOWCASE_SHARE_KEY, 'suggestions');
  return <QueryState query={suggestions}>{(reply) => <SuggestionsView reply={reply} />}</QueryState>;
}

function DemoHistory({ visitorName }: { visitorName: string }) {
  const history = useSharedRequest(SHOWCASE_SHARE_KEY, 'history');
  return <QueryState query={history}>{(data) => <HistoryView history={data} visitorName={visitorName} />}</QueryState>;
}
