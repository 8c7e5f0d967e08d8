import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  projectTypes,
  suggestionsOverviewStates,
  type ProjectType,
  type SuggestionsOverviewItem,
  type SuggestionsOverviewState,
} from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { formatDate, formatDateTime } from '../../ui/format-date.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading, Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { useMediaQuery, NARROW_VIEWPORT } from '../../ui/use-media-query.ts';
import { LANGUAGE_MODEL_LINK, useUiLanguage } from '../client-request/ai-api.ts';
import { Failure, useAiErrorMessage } from '../client-request/ai-states.tsx';
import { SearchField } from '../client-requests/filter-bar.tsx';
import { Pagination } from '../client-requests/pagination.tsx';
import { requestPath } from '../client-requests/request-table.tsx';
import { SECTION_PAGE_SIZE, useSuggestionsOverview, type SuggestionsOverviewParams } from './sections-api.ts';
import { SectionHeader, StatePill } from './section-header.tsx';
import { oneOf, pageOf, useSectionParams } from './use-section-params.ts';
import { useSuggestionsBatch, type SuggestionsBatch } from './use-suggestions-batch.ts';

const NS = ['sections', 'catalog', 'clients', 'common', 'errors'];

export async function loader() {
  await i18n.loadNamespaces(NS);
  return null;
}

const stateTone: Record<SuggestionsOverviewState, 'neutral' | 'success' | 'warning' | 'accent'> = {
  none: 'neutral',
  generated: 'success',
  outdated: 'warning',
  blocked: 'accent',
};

/** The section's filters, read from the address. */
function readParams(search: URLSearchParams): SuggestionsOverviewParams {
  return {
    q: search.get('q') || undefined,
    state: oneOf(search, 'state', suggestionsOverviewStates),
    project_type: oneOf(search, 'project_type', projectTypes),
    from: search.get('from') || undefined,
    to: search.get('to') || undefined,
    page: pageOf(search),
  };
}

/** /section/ai_suggestions — every lead's AI suggestions: their state, and writing them one or many at once. */
export function Component() {
  const { t, i18n: i18next } = useTranslation(NS);
  useDocumentTitle(t('suggestions.title'));
  const [params, update] = useSectionParams(readParams);
  const query = useSuggestionsOverview(params);
  const messageOf = useAiErrorMessage(t('suggestions.failed'));
  const language = useUiLanguage();
  const { batch, run, dismiss, busy } = useSuggestionsBatch();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const narrow = useMediaQuery(NARROW_VIEWPORT);

  const reply = query.data;
  const items = reply?.items ?? [];
  // The rules would only write these again word for word (brief unchanged, same language, no language model).
  const repeats = (i: SuggestionsOverviewItem) => i.same_if_regenerated && i.language === language;
  const selectable = items.filter((i) => i.state !== 'blocked' && !repeats(i));
  const chosen = selectable.filter((i) => selected.has(i.id)).map((i) => i.id);
  const allChosen = selectable.length > 0 && chosen.length === selectable.length;
  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const start = (ids: string[]) => {
    setSelected(new Set());
    void run(ids, language);
  };
  const filtered = !!(params.q || params.project_type || params.from || params.to);
  const total = reply ? Object.values(reply.counts).reduce((a, b) => a + b, 0) : 0;

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <SectionHeader icon="sparkles" title={t('suggestions.title')} lead={t('suggestions.lead')} />

      {reply && (
        <div role="group" aria-label={t('suggestions.stateFilter')} className="flex flex-wrap gap-2">
          <StatePill active={!params.state} label={t('suggestions.states.all')} count={total} onClick={() => update({ state: undefined })} />
          {suggestionsOverviewStates.map((state) => (
            <StatePill key={state} active={params.state === state} label={t(`suggestions.states.${state}`)} count={reply.counts[state]} onClick={() => update({ state })} />
          ))}
        </div>
      )}

      <section aria-label={t('clients:filters.label')} className="grid grid-cols-1 items-end gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <SearchField value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} className="sm:col-span-2 lg:col-span-1" />
        <SelectField
          label={t('clients:filters.projectType')}
          value={params.project_type ?? ''}
          onChange={(e) => update({ project_type: (e.target.value || undefined) as ProjectType | undefined })}
        >
          <option value="">{t('clients:filters.anyProjectType')}</option>
          {projectTypes.map((type) => (
            <option key={type} value={type}>
              {t(`catalog:projectTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('clients:filters.from')} type="date" value={params.from ?? ''} max={params.to} onChange={(e) => update({ from: e.target.value || undefined })} />
        <TextField label={t('clients:filters.to')} type="date" value={params.to ?? ''} min={params.from} onChange={(e) => update({ to: e.target.value || undefined })} />
      </section>

      {batch && <BatchProgress batch={batch} items={items} onDismiss={dismiss} />}

      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : total === 0 && !filtered ? (
        <NoLeads />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-stone-600" aria-live="polite">
              {t('suggestions.count', { count: reply!.total })}
            </p>
            <Button disabled={busy || chosen.length === 0} onClick={() => start(chosen)}>
              <Icon name="sparkles" className="h-4 w-4" />
              {t('suggestions.generateSelected', { count: chosen.length })}
            </Button>
          </div>
          {items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-sm text-stone-600">{t('suggestions.noMatch')}</p>
          ) : (
            <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
              <table aria-label={t('suggestions.tableLabel')} aria-busy={query.isPlaceholderData || undefined} className={cx('w-full text-left text-sm', query.isPlaceholderData && 'opacity-60')}>
                <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500">
                  <tr>
                    <th scope="col" className="w-10 py-3 pl-4">
                      <input
                        type="checkbox"
                        aria-label={t('suggestions.selectAll')}
                        checked={allChosen}
                        disabled={busy || selectable.length === 0}
                        onChange={() => setSelected(allChosen ? new Set() : new Set(selectable.map((i) => i.id)))}
                        className="h-4 w-4 rounded border-stone-300 accent-brand-600"
                      />
                    </th>
                    <th scope="col" className="px-2 py-3 font-semibold">{t('suggestions.columns.client')}</th>
                    {!narrow && <th scope="col" className="px-2 py-3 font-semibold">{t('clients:columns.projectType')}</th>}
                    {!narrow && <th scope="col" className="px-2 py-3 font-semibold">{t('clients:columns.inquiryDate')}</th>}
                    <th scope="col" className="px-2 py-3 font-semibold">{t('suggestions.columns.state')}</th>
                    <th scope="col" className="px-2 py-3 pr-4 text-right font-semibold">
                      <span className="sr-only">{t('suggestions.columns.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-100">
                  {items.map((item) => (
                    <Row
                      key={item.id}
                      item={item}
                      narrow={narrow}
                      checked={selected.has(item.id)}
                      onToggle={() => toggle(item.id)}
                      busy={busy}
                      progress={batch?.current === item.id ? 'running' : batch?.outcomes[item.id]}
                      onGenerate={() => start([item.id])}
                      repeats={repeats(item)}
                      language={i18next.language}
                    />
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            page={reply!.page}
            pages={Math.max(1, Math.ceil(reply!.total / SECTION_PAGE_SIZE))}
            onPage={(page) => update({ page })}
            compact={narrow}
          />
        </>
      )}
    </div>
  );
}

function Row({
  item,
  narrow,
  checked,
  onToggle,
  busy,
  progress,
  onGenerate,
  repeats,
  language,
}: {
  item: SuggestionsOverviewItem;
  narrow: boolean;
  checked: boolean;
  onToggle: () => void;
  busy: boolean;
  progress: 'running' | 'done' | 'failed' | undefined;
  onGenerate: () => void;
  /** Regenerating would repeat the current text (the rules, brief unchanged, no language model). */
  repeats: boolean;
  language: string;
}) {
  const { t } = useTranslation(NS);
  const blocked = item.state === 'blocked';
  const name = item.brand_name ? `${item.contact_name} · ${item.brand_name}` : item.contact_name;
  return (
    <tr className="align-middle hover:bg-stone-50/60">
      <td className="py-3 pl-4">
        <input
          type="checkbox"
          aria-label={t('suggestions.select', { name: item.contact_name })}
          checked={checked && !blocked && !repeats}
          disabled={busy || blocked || repeats}
          onChange={onToggle}
          className="h-4 w-4 rounded border-stone-300 accent-brand-600"
        />
      </td>
      <td className="px-2 py-3">
        <Link to={`${requestPath(item.id)}?tab=suggestions`} className="font-semibold text-ink-900 hover:text-brand-700 hover:underline">
          {name}
        </Link>
        {narrow && (
          <p className="text-xs text-stone-500">
            {t(`catalog:projectTypes.${item.project_type}`)} · {formatDate(item.inquiry_date, language)}
          </p>
        )}
      </td>
      {!narrow && <td className="px-2 py-3 text-stone-700">{t(`catalog:projectTypes.${item.project_type}`)}</td>}
      {!narrow && <td className="px-2 py-3 whitespace-nowrap text-stone-700">{formatDate(item.inquiry_date, language)}</td>}
      <td className="px-2 py-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={stateTone[item.state]}>{t(`suggestions.states.${item.state}`)}</Badge>
          {progress === 'running' && (
            <span className="inline-flex items-center gap-1 text-xs text-brand-700">
              <Spinner className="h-3.5 w-3.5" />
              {t('suggestions.writing')}
            </span>
          )}
          {progress === 'failed' && <span className="text-xs font-medium text-red-700">{t('suggestions.rowFailed')}</span>}
        </div>
        {item.generated_at && (
          <p className="mt-1 text-xs text-stone-500">
            {t('suggestions.version', {
              date: formatDateTime(item.generated_at, language),
              version: item.generation_count,
              language: item.language ? t(`common:languageNames.${item.language}`) : '',
            })}
          </p>
        )}
      </td>
      <td className="px-2 py-3 pr-4 text-right">
        {blocked ? (
          <LinkButton to={`${requestPath(item.id)}?tab=overview`} variant="secondary" className="min-h-9 px-3 py-1.5 whitespace-nowrap">
            {t('suggestions.chooseType')}
          </LinkButton>
        ) : repeats ? (
          <p className="ml-auto max-w-60 text-right text-xs text-stone-600">
            {t('suggestions.sameAgain')}{' '}
            <Link to={LANGUAGE_MODEL_LINK} className="font-semibold text-brand-700 underline underline-offset-2">
              {t('suggestions.connectLlm')}
            </Link>
          </p>
        ) : (
          <Button
            variant={item.state === 'generated' ? 'ghost' : item.state === 'outdated' ? 'primary' : 'secondary'}
            className="min-h-9 px-3 py-1.5 whitespace-nowrap"
            disabled={busy}
            onClick={onGenerate}
          >
            <Icon name="sparkles" className="h-4 w-4" />
            {t(item.state === 'none' ? 'suggestions.generate' : 'suggestions.regenerate')}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** What the batch is doing: n of m, the lead being written, a pause for the limit, and how it ended. */
function BatchProgress({ batch, items, onDismiss }: { batch: SuggestionsBatch; items: SuggestionsOverviewItem[]; onDismiss: () => void }) {
  const { t } = useTranslation(NS);
  const finished = Object.keys(batch.outcomes).length;
  const failed = Object.values(batch.outcomes).filter((o) => o === 'failed').length;
  const current = items.find((i) => i.id === batch.current)?.contact_name;
  if (batch.current === null) {
    return (
      <Alert tone={failed ? 'warning' : 'success'} title={t('suggestions.batch.doneTitle')} onDismiss={onDismiss}>
        <p>{failed ? t('suggestions.batch.doneWithFailures', { done: finished - failed, failed }) : t('suggestions.batch.done', { count: finished })}</p>
      </Alert>
    );
  }
  const percent = Math.round((finished / batch.ids.length) * 100);
  return (
    <section aria-live="polite" className="space-y-2 rounded-2xl border border-brand-200 bg-brand-50 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-brand-900">
        <Spinner className="h-4 w-4" />
        {t('suggestions.batch.progress', { current: Math.min(finished + 1, batch.ids.length), total: batch.ids.length })}
        {current && <span className="font-normal text-brand-800">· {current}</span>}
      </p>
      <div
        role="progressbar"
        aria-label={t('suggestions.batch.label')}
        aria-valuemin={0}
        aria-valuemax={batch.ids.length}
        aria-valuenow={finished}
        className="h-2 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      {batch.waiting && <p className="text-xs text-brand-800">{t('suggestions.batch.waiting')}</p>}
    </section>
  );
}

function NoLeads() {
  const { t } = useTranslation(NS);
  return (
    <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="font-semibold text-ink-900">{t('noLeads.title')}</p>
      <p className="mx-auto max-w-lg text-sm text-stone-600">{t('noLeads.text')}</p>
      <LinkButton to="/client_request" variant="secondary">
        {t('noLeads.action')}
      </LinkButton>
    </div>
  );
}
