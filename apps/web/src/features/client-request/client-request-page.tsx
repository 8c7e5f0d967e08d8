import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientRequestDetail } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { i18n } from '../../i18n/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useHasFeature } from '../shell/plan-gate.tsx';
import { BrandAnalysisTab } from './analysis-tab.tsx';
import { clientRequestKey, clientRequestsKey, markOpened, useClientRequest } from './api.ts';
import { HistoryTab } from './history-tab.tsx';
import { useListReturnUrl } from './list-return.ts';
import { OverviewTab } from './overview-tab.tsx';
import { QueryState } from './query-state.tsx';
import { BackToList, RequestTitle } from './request-header.tsx';
import { RequestTabs, requestTabs, tabIcons, useTabParam, type TabSpec, type RequestTab } from './request-tabs.tsx';
import { ShareButton } from './share-dialog.tsx';
import { StatusEditor } from './status-editor.tsx';
import { FurnitureTab } from '../furniture/furniture-tab.tsx';
import { StudioTools, studioToolNamespaces } from '../studio/studio-tools.tsx';
import { PlanGate } from '../shell/plan-gate.tsx';
import { SalesTab } from './sales-tab.tsx';
import { SuggestionsTab } from './suggestions-tab.tsx';

/** The page's own words, the status names of the list, the upgrade prompt's, the leave-page guard's and the visitor validation keys of the contact form. */
export async function loader() {
  await i18n.loadNamespaces(['client-request', 'catalog', 'clients', 'plans', 'account', 'genie-validation', ...studioToolNamespaces, 'furniture', 'sales']);
  return null;
}

/** /client_request/:clientId — one client request with its tabs (?tab=…). */
export function Component() {
  const { clientId = '' } = useParams();
  const detail = useClientRequest(clientId);
  useMarkOpened(clientId, detail.isSuccess);
  useRefetchOnLanguageChange(clientId);
  const back = useListReturnUrl();

  if (detail.error instanceof ApiError && detail.error.status === 404) return <RequestNotFound back={back} />;
  return (
    <div className="mx-auto max-w-6xl">
      <QueryState query={detail}>{(reply) => <RequestPage request={reply.client_request} back={back} />}</QueryState>
    </div>
  );
}

/**
 * Opening the page marks the request as seen (the list stops calling it New), once per request, once
 * the request has loaded: marked any earlier, the detail could already say "opened" and the page would
 * not show the New badge of this first visit.
 */
function useMarkOpened(clientId: string, loaded: boolean) {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  useEffect(() => {
    if (!clientId || !loaded || marked.current === clientId) return;
    marked.current = clientId;
    markOpened(clientId).then(
      () => queryClient.invalidateQueries({ queryKey: clientRequestsKey }),
      () => {},
    );
  }, [clientId, loaded, queryClient]);
}

/** Labels and formatted answers come in the interface language: a switch asks for them again. */
function useRefetchOnLanguageChange(clientId: string) {
  const { i18n: instance } = useTranslation();
  const queryClient = useQueryClient();
  const shown = useRef(instance.language);
  useEffect(() => {
    if (shown.current === instance.language) return;
    shown.current = instance.language;
    void queryClient.invalidateQueries({ queryKey: clientRequestKey(clientId) });
  }, [instance.language, clientId, queryClient]);
}

function RequestPage({ request, back }: { request: ClientRequestDetail; back: string }) {
  const { t } = useTranslation('client-request');
  useDocumentTitle(request.contact_name || t('header.unnamed'));
  const [tab, setTab] = useTabParam(requestTabs);
  const hasAnalysis = useHasFeature('brand_analysis');
  const hasInspiration = useHasFeature('visual_inspiration');
  const hasFurniture = useHasFeature('furniture_suggestions');
  const hasIntelligence = useHasFeature('target_client_intelligence');
  // Shown for the visit that opens the request while it was still unseen.
  const [wasNew] = useState(request.opened_at === null);

  const content: Record<RequestTab, Omit<TabSpec<RequestTab>, 'id' | 'label' | 'icon'>> = {
    overview: { content: <OverviewTab request={request} />, keepMounted: true },
    suggestions: { content: <SuggestionsTab clientId={request.id} /> },
    analysis: { content: <BrandAnalysisTab clientId={request.id} websiteUrl={request.website_url} />, locked: hasAnalysis === false },
    inspiration: { content: <PlanGate feature="visual_inspiration"><StudioTools request={request} /></PlanGate>, locked: hasInspiration === false },
    furniture: { content: <PlanGate feature="furniture_suggestions"><FurnitureTab clientId={request.id} /></PlanGate>, locked: hasFurniture === false },
    history: { content: <HistoryTab clientId={request.id} visitorName={request.contact_name} /> },
    // Kept mounted: an e-mail being written survives a look at another tab.
    sales: { content: <SalesTab request={request} />, locked: hasIntelligence === false, keepMounted: true },
  };
  const tabs = requestTabs.map((id) => ({ id, label: t(`tabs.${id}`), icon: tabIcons[id], ...content[id] }));

  return (
    <div className="space-y-6">
      <header className="space-y-4">
        <BackToList to={back} />
        <div className="flex flex-wrap items-start justify-between gap-4">
          <RequestTitle request={request} badges={wasNew && <Badge tone="accent">{t('header.new')}</Badge>} />
          <ShareButton clientId={request.id} shareKey={request.share_key} />
        </div>
        <StatusEditor request={request} />
      </header>
      <RequestTabs tabs={tabs} value={tab} onChange={setTab} label={t('tabs.label')} />
    </div>
  );
}

function RequestNotFound({ back }: { back: string }) {
  const { t } = useTranslation('client-request');
  useDocumentTitle(t('notFound.title'));
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center py-16 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-stone-600">{t('notFound.text')}</p>
      <LinkButton to={back} className="mt-6">
        {t('header.back')}
      </LinkButton>
    </div>
  );
}
