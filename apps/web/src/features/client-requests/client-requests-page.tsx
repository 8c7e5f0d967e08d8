import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isLanguage, type ClientRequestListReply } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { i18n } from '../../i18n/index.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading, Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NARROW_VIEWPORT, useMediaQuery } from '../../ui/use-media-query.ts';
import { downloadClientRequestsCsv, useClientRequestList } from './api.ts';
import { NS } from './badges.tsx';
import { CreateClientDialog } from './create-client-dialog.tsx';
import { EmptyAccount } from './empty-account.tsx';
import { FilterBar } from './filter-bar.tsx';
import { GettingStartedCard } from './getting-started-card.tsx';
import { activeFilterCount, changeListState, clearedFilters, type ListState } from './list-params.ts';
import { Pagination } from './pagination.tsx';
import { RequestCards, RequestTable } from './request-table.tsx';
import { UpcomingBookings } from './upcoming-bookings.tsx';
import { useBrowseOnly } from '../shell/browse-only.tsx';
import { useListState } from './use-list-state.ts';
import { LIST_URL_STORAGE_KEY } from '../client-request/list-return.ts';

/** The screen's words (and the create dialog's messages it shares with the visitor's form) arrive with its code, so nothing suspends. */
export async function loader() {
  await i18n.loadNamespaces(['clients', 'client-request', 'catalog', 'genie-validation']);
  return null;
}

/** A new search or filter is only a new address: nothing for the loader to do again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

/** Keeps the list's address (its filters and page) so "back to the list" on a request returns to it. */
function useRememberListUrl() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    try {
      sessionStorage.setItem(LIST_URL_STORAGE_KEY, pathname + search);
    } catch {
      /* storage unavailable: the way back is the plain list */
    }
  }, [pathname, search]);
}

/**
 * /client_request — Potential Clients: every request of the designer, searchable, filterable and
 * sortable, a page at a time; the choice is kept in the address bar so reload and back keep it.
 * Phones browse (cards); the desktop also edits the status and adds clients by hand.
 */
export function Component() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('shell:sections.potential_clients.title'));
  const narrow = useMediaQuery(NARROW_VIEWPORT);
  const { state, update } = useListState();
  useRememberListUrl();
  const list = useClientRequestList(state);
  const [creating, setCreating] = useState(false);
  const newClientId = useId();

  const onChange = useCallback(
    (patch: Partial<ListState>, options?: { replace?: boolean }) => update((current) => changeListState(current, patch), options),
    [update],
  );
  const onClear = () => update(clearedFilters);

  const emptyAccount = list.data?.empty_account === true;

  const browseOnly = useBrowseOnly();
  const openCreate = browseOnly ? undefined : () => setCreating(true);
  const closeCreate = (open: boolean) => {
    setCreating(open);
    // The dialog has no Radix trigger, so focus is handed back to the button that opened it.
    if (!open) window.setTimeout(() => document.getElementById(newClientId)?.focus(), 0);
  };

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('shell:sections.potential_clients.title')}</h1>
          <p className="max-w-3xl text-sm leading-relaxed text-stone-600">{t('lead')}</p>
        </div>
        {!emptyAccount && (
          <div className="flex flex-wrap gap-2">
            <ExportButton state={state} disabled={!list.data || list.data.total === 0} />
            {openCreate && (
              <Button id={newClientId} onClick={openCreate}>
                <Icon name="plus" className="h-4 w-4" />
                {t('actions.newClient')}
              </Button>
            )}
          </div>
        )}
      </header>

      <GettingStartedCard />

      {list.isPending ? (
        <PageLoading />
      ) : list.isError ? (
        <LoadFailed error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : emptyAccount ? (
        <EmptyAccount onCreate={openCreate} />
      ) : (
        <>
          <UpcomingBookings />
          <FilterBar state={state} onChange={onChange} onClear={onClear} narrow={narrow} />
          <Results reply={list.data} state={state} narrow={narrow} busy={list.isPlaceholderData} onChange={onChange} onClear={onClear} />
        </>
      )}

      <CreateClientDialog open={creating} onOpenChange={closeCreate} />
    </div>
  );
}

function Results({
  reply,
  state,
  narrow,
  busy,
  onChange,
  onClear,
}: {
  reply: ClientRequestListReply;
  state: ListState;
  narrow: boolean;
  busy: boolean;
  onChange: (patch: Partial<ListState>) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation(NS);
  const top = useRef<HTMLDivElement>(null);
  const pages = Math.max(1, Math.ceil(reply.total / reply.page_size));
  const first = reply.total === 0 ? 0 : (reply.page - 1) * reply.page_size + 1;
  const last = Math.min(reply.total, first + reply.items.length - 1);

  const goTo = (page: number) => {
    onChange({ page });
    top.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  };

  return (
    <div ref={top} className="scroll-mt-20 space-y-4">
      <p className="flex items-center gap-2 text-sm text-stone-600" aria-live="polite">
        <span className="font-semibold text-ink-900">{t('list.count', { count: reply.total })}</span>
        {reply.items.length > 0 && pages > 1 && <span className="tabular-nums">({t('pagination.range', { from: first, to: last, total: reply.total })})</span>}
        {busy && (
          <span className="inline-flex items-center gap-1.5 text-brand-700">
            <Spinner className="h-3.5 w-3.5" />
            {t('list.updating')}
          </span>
        )}
      </p>
      {reply.items.length === 0 ? (
        <NoMatch filtered={activeFilterCount(state) > 0} pageBeyond={state.page > 1} onClear={onClear} onFirstPage={() => onChange({ page: 1 })} />
      ) : narrow ? (
        <RequestCards items={reply.items} busy={busy} />
      ) : (
        <RequestTable items={reply.items} state={state} onSort={onChange} busy={busy} />
      )}
      <Pagination page={Math.min(state.page, pages)} pages={pages} onPage={goTo} compact={narrow} />
    </div>
  );
}

function NoMatch({ filtered, pageBeyond, onClear, onFirstPage }: { filtered: boolean; pageBeyond: boolean; onClear: () => void; onFirstPage: () => void }) {
  const { t } = useTranslation(NS);
  const beyond = pageBeyond && !filtered;
  return (
    <Card className="flex flex-col items-center gap-2 py-12 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon name="search" className="h-6 w-6" />
      </span>
      <h2 className="font-semibold text-ink-900">{beyond ? t('noMatch.pageTitle') : t('noMatch.title')}</h2>
      <p className="max-w-md text-sm text-stone-600">{beyond ? t('noMatch.pageText') : t('noMatch.text')}</p>
      {filtered ? (
        <Button variant="secondary" className="mt-2" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      ) : (
        pageBeyond && (
          <Button variant="secondary" className="mt-2" onClick={onFirstPage}>
            {t('noMatch.firstPage')}
          </Button>
        )
      )}
    </Card>
  );
}

function LoadFailed({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  return (
    <Card className="flex flex-col items-center gap-3 py-10 text-center">
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <Icon name="alert" className="h-6 w-6" />
      </span>
      <p role="alert" className="max-w-md text-sm text-stone-700">
        {t('list.loadFailed', { reason: errorText.api(error) })}
      </p>
      <Button variant="secondary" busy={retrying} onClick={onRetry}>
        {t('common:retry')}
      </Button>
    </Card>
  );
}

/** The filtered list as CSV, column headers in the interface language. */
function ExportButton({ state, disabled }: { state: ListState; disabled: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText();
  const exportCsv = useMutation({ mutationFn: () => downloadClientRequestsCsv(state, isLanguage(i18n.language) ? i18n.language : 'en-US') });
  return (
    <div className="relative">
      <Button variant="secondary" disabled={disabled} busy={exportCsv.isPending} onClick={() => exportCsv.mutate()}>
        {!exportCsv.isPending && <Icon name="download" className="h-4 w-4" />}
        {exportCsv.isPending ? t('actions.exporting') : t('actions.export')}
      </Button>
      {exportCsv.isError && (
        <Alert className="absolute right-0 top-full z-10 mt-2 w-72 shadow-lg" onDismiss={exportCsv.reset}>
          {t('actions.exportFailed', { reason: errorText.api(exportCsv.error) })}
        </Alert>
      )}
    </div>
  );
}
