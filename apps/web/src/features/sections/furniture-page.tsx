import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FurnitureOverviewItem } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { formatDateTime } from '../../ui/format-date.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { Failure, useAiErrorMessage } from '../client-request/ai-states.tsx';
import { SearchField } from '../client-requests/filter-bar.tsx';
import { Pagination } from '../client-requests/pagination.tsx';
import { requestPath } from '../client-requests/request-table.tsx';
import { FurnitureCatalogue } from '../furniture/furniture-catalogue.tsx';
import { FURNITURE_NS, useMoney } from '../furniture/furniture-piece.tsx';
import { PlanGate, useHasFeature } from '../shell/plan-gate.tsx';
import { SECTION_PAGE_SIZE, useFurnitureOverview, type FurnitureOverviewParams } from './sections-api.ts';
import { SectionHeader, StatePill } from './section-header.tsx';
import { oneOf, pageOf, useSectionParams } from './use-section-params.ts';

// The totals and labels are the request's Furniture tab's own words.
const NS = ['sections', ...FURNITURE_NS, 'plans', 'clients', 'validation'];

export async function loader() {
  await i18n.loadNamespaces(NS);
  return null;
}

function readParams(search: URLSearchParams): FurnitureOverviewParams {
  return { q: search.get('q') || undefined, generated: oneOf(search, 'generated', ['true', 'false'] as const), page: pageOf(search) };
}

const views = ['selections', 'catalogue'] as const;
type View = (typeof views)[number];

/**
 * /section/furniture_suggestions — every lead's furniture selection (the list itself is the request's
 * Furniture tab), and `?view=catalogue` the designer's own products that the suggestions use first.
 */
export function Component() {
  const { t } = useTranslation(NS);
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'catalogue' ? 'catalogue' : 'selections';
  useDocumentTitle(t('furnitureSection.title'));
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SectionHeader icon="sofa" title={t('furnitureSection.title')} lead={t('furnitureSection.lead')} />
      <PlanGate feature="furniture_suggestions">
        <div role="tablist" aria-label={t('furnitureSection.title')} className="flex gap-1 border-b border-stone-200">
          {views.map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              id={`furniture-tab-${v}`}
              aria-selected={view === v}
              aria-controls={`furniture-panel-${v}`}
              onClick={() => setSearch(v === 'selections' ? {} : { view: v })}
              className={cx(
                '-mb-px border-b-2 px-4 py-2 text-sm font-semibold',
                view === v ? 'border-brand-600 text-brand-700' : 'border-transparent text-stone-600 hover:text-ink-900',
              )}
            >
              {t(`furnitureSection.tabs.${v}`)}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`furniture-panel-${view}`} aria-labelledby={`furniture-tab-${view}`} className="pt-5">
          {view === 'catalogue' ? <FurnitureCatalogue /> : <Selections />}
        </div>
      </PlanGate>
    </div>
  );
}

function Selections() {
  const { t } = useTranslation(NS);
  const [params, update] = useSectionParams(readParams);
  const query = useFurnitureOverview(params, useHasFeature('furniture_suggestions') === true);
  const messageOf = useAiErrorMessage(t('suggestions.failed'));
  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const data = query.data;
  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-center">
        <SearchField value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} className="min-w-0 md:max-w-sm" />
        <div role="group" aria-label={t('furnitureSection.filter')} className="flex flex-wrap gap-2">
          <StatePill active={!params.generated} label={t('suggestions.states.all')} onClick={() => update({ generated: undefined })} />
          <StatePill active={params.generated === 'true'} label={t('furnitureSection.generated')} onClick={() => update({ generated: 'true' })} />
          <StatePill active={params.generated === 'false'} label={t('furnitureSection.notGenerated')} onClick={() => update({ generated: 'false' })} />
        </div>
      </div>
      {data.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-sm text-stone-600">
          {params.q || params.generated ? t('suggestions.noMatch') : t('noLeads.text')}
        </p>
      ) : (
        <ul aria-label={t('furnitureSection.listLabel')} className={cx('grid gap-4 md:grid-cols-2', query.isPlaceholderData && 'opacity-60')}>
          {data.items.map((item) => (
            <SelectionCard key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination page={data.page} pages={Math.max(1, Math.ceil(data.total / SECTION_PAGE_SIZE))} onPage={(page) => update({ page })} compact />
    </div>
  );
}

function SelectionCard({ item }: { item: FurnitureOverviewItem }) {
  const { t, i18n: i18next } = useTranslation(NS);
  const money = useMoney();
  const tab = `${requestPath(item.id)}?tab=furniture`;
  const over = item.budget !== null && item.total > item.budget;
  return (
    <li aria-label={item.contact_name} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Link to={tab} className="font-semibold text-ink-900 hover:text-brand-700 hover:underline">
            {item.brand_name ? `${item.contact_name} · ${item.brand_name}` : item.contact_name}
          </Link>
          <p className="text-xs text-stone-500">
            {t(`catalog:projectTypes.${item.project_type}`)}
            {item.generated_at && ` · ${formatDateTime(item.generated_at, i18next.language)}`}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap justify-end gap-1.5">
          {item.shared && <Badge tone="brand">{t('furnitureSection.shared')}</Badge>}
          <Badge tone={item.generated ? 'success' : 'neutral'}>{t(item.generated ? 'furnitureSection.generated' : 'furnitureSection.notGenerated')}</Badge>
        </div>
      </div>
      {item.generated ? (
        <>
          {item.pieces.length > 0 && (
            <ul className="grid grid-cols-4 gap-2">
              {item.pieces.map((piece, i) => (
                <li key={i} className="aspect-square overflow-hidden rounded-xl bg-stone-100" title={piece.name}>
                  {piece.image ? <img src={piece.image} alt={piece.name} className="h-full w-full object-cover" /> : <span className="sr-only">{piece.name}</span>}
                </li>
              ))}
            </ul>
          )}
          <p className={cx('text-sm font-semibold tabular-nums', over ? 'text-amber-800' : 'text-ink-900')}>
            {item.budget !== null
              ? t('furniture:totalOfBudget', { total: money(item.total, item.currency), budget: money(item.budget, item.currency) })
              : t('furniture:total', { total: money(item.total, item.currency) })}
          </p>
          <p className="text-sm text-stone-600">
            {t('furnitureSection.counts', { pieces: item.piece_count, pinned: item.pinned_count })}
            {item.unfilled_count > 0 && ` · ${t('furnitureSection.unfilled', { count: item.unfilled_count })}`}
          </p>
        </>
      ) : (
        <p className="text-sm text-stone-600">{t('furnitureSection.waiting')}</p>
      )}
      <LinkButton to={tab} variant={item.generated ? 'secondary' : 'primary'} className="mt-auto self-start">
        {item.generated ? t('furnitureSection.open') : t('furniture:generate')}
        <Icon name="arrowRight" className="h-4 w-4" />
      </LinkButton>
    </li>
  );
}
