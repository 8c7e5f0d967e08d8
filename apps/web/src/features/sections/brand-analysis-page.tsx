import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { brandAnalysisOverviewStates, type BrandAnalysisOverviewItem, type BrandAnalysisOverviewState } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { ColorSwatch } from '../../ui/color-swatch.tsx';
import { cx } from '../../ui/cx.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading, Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NARROW_VIEWPORT, useMediaQuery } from '../../ui/use-media-query.ts';
import { useStartBrandAnalysis, useUiLanguage } from '../client-request/ai-api.ts';
import { Failure, useAiErrorMessage } from '../client-request/ai-states.tsx';
import { SearchField } from '../client-requests/filter-bar.tsx';
import { Pagination } from '../client-requests/pagination.tsx';
import { requestPath } from '../client-requests/request-table.tsx';
import { PlanGate, useHasFeature } from '../shell/plan-gate.tsx';
import { brandAnalysesKey, SECTION_PAGE_SIZE, useBrandAnalyses, type BrandAnalysesParams } from './sections-api.ts';
import { SectionHeader, StatePill } from './section-header.tsx';
import { oneOf, pageOf, useSectionParams } from './use-section-params.ts';

// Analyze, Re-Analyze and the failure reasons are the request tab's own words.
const NS = ['sections', 'brand-analysis', 'plans', 'catalog', 'clients', 'common', 'errors'];

export async function loader() {
  await i18n.loadNamespaces(NS);
  return null;
}

const stateTone: Record<BrandAnalysisOverviewState, 'neutral' | 'success' | 'warning' | 'brand'> = {
  none: 'neutral',
  in_progress: 'brand',
  failed: 'warning',
  done: 'success',
};

function readParams(search: URLSearchParams): BrandAnalysesParams {
  return { q: search.get('q') || undefined, state: oneOf(search, 'state', brandAnalysisOverviewStates), page: pageOf(search) };
}

/** /section/ai_brand_analysis — every lead with a website: its analysis, the palette and voice at a glance, Analyze from here. */
export function Component() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('brand.title'));
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SectionHeader icon="chart" title={t('brand.title')} lead={t('brand.lead')} />
      <PlanGate feature="brand_analysis">
        <BrandAnalyses />
      </PlanGate>
    </div>
  );
}

function BrandAnalyses() {
  const { t } = useTranslation(NS);
  const [params, update] = useSectionParams(readParams);
  const allowed = useHasFeature('brand_analysis') === true;
  const query = useBrandAnalyses(params, allowed);
  const messageOf = useAiErrorMessage(t('brand-analysis:loadFailed'));
  const narrow = useMediaQuery(NARROW_VIEWPORT);
  const reply = query.data;
  const total = reply ? Object.values(reply.counts).reduce((a, b) => a + b, 0) : 0;

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-center">
        <SearchField value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} className="min-w-0 md:max-w-sm" />
        <div role="group" aria-label={t('brand.stateFilter')} className="flex flex-wrap gap-2">
          <StatePill active={!params.state} label={t('suggestions.states.all')} count={total} onClick={() => update({ state: undefined })} />
          {brandAnalysisOverviewStates.map((state) => (
            <StatePill key={state} active={params.state === state} label={t(`brand.states.${state}`)} count={data.counts[state]} onClick={() => update({ state })} />
          ))}
        </div>
      </div>
      {total === 0 && !params.q ? (
        <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-ink-900">{t('brand.empty.title')}</p>
          <p className="mx-auto max-w-lg text-sm text-stone-600">{t('brand.empty.text')}</p>
          <LinkButton to="/client_request" variant="secondary">
            {t('noLeads.action')}
          </LinkButton>
        </div>
      ) : data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-sm text-stone-600">{t('suggestions.noMatch')}</p>
      ) : (
        <ul aria-label={t('brand.listLabel')} className={cx('grid gap-4 md:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
          {data.items.map((item) => (
            <BrandCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={Math.max(1, Math.ceil(data.total / SECTION_PAGE_SIZE))} onPage={(page) => update({ page })} compact={narrow} />
    </div>
  );
}

function BrandCard({ item }: { item: BrandAnalysisOverviewItem }) {
  const { t, i18n: i18next } = useTranslation(NS);
  const queryClient = useQueryClient();
  const start = useStartBrandAnalysis(item.id);
  const language = useUiLanguage();
  const messageOf = useAiErrorMessage(t('brand-analysis:loadFailed'));
  const run = () =>
    start.mutate(language, {
      // The list asks again at once, and keeps asking while the analysis runs.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: brandAnalysesKey }),
    });
  const state = start.isPending ? 'in_progress' : item.state;
  const urlChanged = item.state === 'done' && item.analysed_url !== null && item.website_url !== null && item.analysed_url !== item.website_url;
  const shownUrl = item.website_url ?? item.analysed_url;
  return (
    <li aria-label={item.contact_name} className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={`${requestPath(item.id)}?tab=analysis`} className="font-semibold text-ink-900 hover:text-brand-700 hover:underline">
            {item.brand_name ? `${item.contact_name} · ${item.brand_name}` : item.contact_name}
          </Link>
          {shownUrl && <p className="truncate text-sm text-stone-500">{shownUrl.replace(/^https?:\/\//, '')}</p>}
        </div>
        <Badge tone={stateTone[state]}>
          {state === 'in_progress' && <Spinner className="h-3 w-3" />}
          {t(`brand.states.${state}`)}
        </Badge>
      </div>

      {state === 'done' && (
        <div className="space-y-3">
          {item.palette.length > 0 && (
            <ul aria-label={t('brand.palette')} className="flex flex-wrap gap-2">
              {item.palette.map((hex) => (
                <li key={hex}>
                  <ColorSwatch hex={hex} />
                </li>
              ))}
            </ul>
          )}
          {item.fonts.length > 0 && <p className="text-xs text-stone-500">{t('brand.fonts', { fonts: item.fonts.join(', ') })}</p>}
          {item.tone && (
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-stone-500">{t('brand.voice')}</p>
              <p className="mt-1 line-clamp-3 text-sm leading-relaxed text-stone-700">{item.tone}</p>
            </div>
          )}
        </div>
      )}
      {state === 'failed' && item.error_code && (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-950">
          <Icon name="alert" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          {t(`brand-analysis:errors.${item.error_code}`, { defaultValue: t('brand-analysis:loadFailed') })}
        </p>
      )}
      {state === 'in_progress' && <p className="text-sm text-stone-600">{t('brand-analysis:fewMinutes')}</p>}
      {urlChanged && <p className="text-xs text-amber-800">{t('brand-analysis:done.urlChanged', { url: item.website_url })}</p>}
      {start.isError && (
        <p role="alert" className="text-sm text-red-700">
          {messageOf(start.error)}
        </p>
      )}

      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
        <span className="text-xs text-stone-500">{item.finished_at ? formatDateTime(item.finished_at, i18next.language) : item.started_at ? formatDateTime(item.started_at, i18next.language) : ''}</span>
        <div className="flex gap-2">
          {state !== 'in_progress' && item.website_url && (
            <Button variant={state === 'done' ? 'ghost' : 'primary'} className="min-h-9 px-3 py-1.5" onClick={run}>
              <Icon name="sparkles" className="h-4 w-4" />
              {state === 'none' ? t('brand-analysis:notStarted.analyze') : t('brand-analysis:reanalyze')}
            </Button>
          )}
          <LinkButton to={`${requestPath(item.id)}?tab=analysis`} variant="secondary" className="min-h-9 px-3 py-1.5">
            {t('brand.open')}
          </LinkButton>
        </div>
      </div>
    </li>
  );
}
