import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ConversationItem, ConversationLine } from '@genie/contracts';
import { i18n } from '../../i18n/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { formatDate, formatDateTime } from '../../ui/format-date.ts';
import { Icon } from '../../ui/icons.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { NARROW_VIEWPORT, useMediaQuery } from '../../ui/use-media-query.ts';
import { Failure, useAiErrorMessage } from '../client-request/ai-states.tsx';
import { HistoryTab } from '../client-request/history-tab.tsx';
import { SearchField } from '../client-requests/filter-bar.tsx';
import { Pagination } from '../client-requests/pagination.tsx';
import { requestPath } from '../client-requests/request-table.tsx';
import { SECTION_PAGE_SIZE, useConversations, type ConversationsParams } from './sections-api.ts';
import { SectionHeader, StatePill } from './section-header.tsx';
import { oneOf, pageOf, useSectionParams } from './use-section-params.ts';

// The transcript is the request's own history tab, in its own words.
const NS = ['sections', 'client-request', 'catalog', 'clients', 'common', 'errors'];

export async function loader() {
  await i18n.loadNamespaces(NS);
  return null;
}

type Params = ConversationsParams & { open?: string | undefined };

function readParams(search: URLSearchParams): Params {
  return { q: search.get('q') || undefined, completed: oneOf(search, 'completed', ['true', 'false'] as const), page: pageOf(search), open: search.get('open') || undefined };
}

/** /section/conversation_history — every conversation, newest first, searched across its messages; the transcript beside it. */
export function Component() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('history.title'));
  const [params, update] = useSectionParams(readParams);
  const { open, ...filters } = params;
  const query = useConversations(filters);
  const messageOf = useAiErrorMessage(t('suggestions.failed'));
  const narrow = useMediaQuery(NARROW_VIEWPORT);
  const reply = query.data;
  const items = reply?.items ?? [];
  const opened = items.find((i) => i.id === open) ?? (narrow ? undefined : items[0]);
  const filtered = !!(params.q || params.completed);

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <SectionHeader icon="chat" title={t('history.title')} lead={t('history.lead')} />

      <section aria-label={t('clients:filters.label')} className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm md:flex-row md:items-center">
        <SearchField
          value={params.q ?? ''}
          onSearch={(q) => update({ q: q || undefined, open: undefined })}
          placeholder={t('history.searchPlaceholder')}
          className="min-w-0 md:max-w-md"
        />
        <div role="group" aria-label={t('clients:filters.conversation')} className="flex flex-wrap gap-2">
          <StatePill active={!params.completed} label={t('history.filters.all')} onClick={() => update({ completed: undefined, open: undefined })} />
          <StatePill active={params.completed === 'true'} label={t('clients:conversation.completed')} onClick={() => update({ completed: 'true', open: undefined })} />
          <StatePill active={params.completed === 'false'} label={t('history.filters.inProgress')} onClick={() => update({ completed: 'false', open: undefined })} />
        </div>
      </section>

      {query.isPending ? (
        <PageLoading />
      ) : query.isError ? (
        <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : reply!.total === 0 && !filtered ? (
        <div className="space-y-3 rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-ink-900">{t('history.empty.title')}</p>
          <p className="mx-auto max-w-lg text-sm text-stone-600">{t('history.empty.text')}</p>
          <LinkButton to="/client_request" variant="secondary">
            {t('noLeads.action')}
          </LinkButton>
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-5">
          <div className="space-y-3 lg:col-span-2">
            <p className="text-sm text-stone-600" aria-live="polite">
              {params.q ? t('history.found', { count: reply!.total, q: params.q }) : t('history.count', { count: reply!.total })}
            </p>
            {items.length === 0 ? (
              <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center text-sm text-stone-600">{t('history.noMatch')}</p>
            ) : (
              <ul aria-label={t('history.listLabel')} className={cx('space-y-2', query.isPlaceholderData && 'opacity-60')}>
                {items.map((item) => (
                  <ConversationCard key={item.id} item={item} query={params.q} active={!narrow && opened?.id === item.id} narrow={narrow} onOpen={() => update({ open: item.id, page: params.page })} />
                ))}
              </ul>
            )}
            <Pagination page={reply!.page} pages={Math.max(1, Math.ceil(reply!.total / SECTION_PAGE_SIZE))} onPage={(page) => update({ page })} compact />
          </div>
          {!narrow && opened && (
            <section aria-label={t('history.transcriptOf', { name: opened.contact_name })} className="space-y-4 lg:col-span-3">
              <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-stone-200 bg-white px-5 py-4 shadow-sm">
                <div className="min-w-0">
                  <h2 className="truncate text-lg font-semibold text-ink-900">{opened.contact_name}</h2>
                  <p className="text-sm text-stone-600">
                    {t(`catalog:projectTypes.${opened.project_type}`)} · {t('clients:row.messages', { count: opened.message_count })}
                  </p>
                </div>
                <LinkButton to={`${requestPath(opened.id)}?tab=history`} variant="secondary">
                  {t('history.openRequest')}
                  <Icon name="arrowRight" className="h-4 w-4" />
                </LinkButton>
              </div>
              {/* Focusable, so the transcript scrolls from the keyboard too. */}
              <div tabIndex={0} className="max-h-[70vh] overflow-y-auto rounded-2xl border border-stone-200 bg-white p-5 shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-300">
                <HistoryTab key={opened.id} clientId={opened.id} visitorName={opened.contact_name} />
              </div>
            </section>
          )}
        </div>
      )}
    </div>
  );
}

function ConversationCard({ item, query, active, narrow, onOpen }: { item: ConversationItem; query: string | undefined; active: boolean; narrow: boolean; onOpen: () => void }) {
  const { t, i18n: i18next } = useTranslation(NS);
  const shown = item.match ?? item.last_message;
  const body = (
    <>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 truncate font-semibold text-ink-900">
          {item.contact_name}
          {item.brand_name && <span className="font-normal text-stone-500"> · {item.brand_name}</span>}
        </p>
        <time dateTime={item.last_message.at} className="shrink-0 text-xs text-stone-500">
          {formatDateTime(item.last_message.at, i18next.language)}
        </time>
      </div>
      <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <Badge tone={item.conversation_completed ? 'success' : 'warning'}>
          {item.conversation_completed ? t('clients:conversation.completed') : t('history.filters.inProgress')}
        </Badge>
        <span>{t(`catalog:projectTypes.${item.project_type}`)}</span>
        <span aria-hidden="true">·</span>
        <span>{t('clients:row.messages', { count: item.message_count })}</span>
      </div>
      <p className="mt-1 text-xs text-stone-500">{t('history.started', { date: formatDate(item.started_at, i18next.language) })}</p>
      <Line line={shown} name={item.contact_name} highlight={item.match ? query : undefined} />
      {item.match_count > 1 && <p className="mt-1 text-xs font-medium text-brand-700">{t('history.moreMatches', { count: item.match_count - 1 })}</p>}
    </>
  );
  const className = cx(
    'block w-full rounded-2xl border bg-white p-4 text-left shadow-sm transition-colors',
    active ? 'border-brand-500 ring-2 ring-brand-200' : 'border-stone-200 hover:border-brand-300',
  );
  return (
    <li>
      {narrow ? (
        <Link to={`${requestPath(item.id)}?tab=history`} className={className}>
          {body}
        </Link>
      ) : (
        <button type="button" aria-current={active || undefined} onClick={onOpen} className={className}>
          {body}
        </button>
      )}
    </li>
  );
}

/** One line of the conversation: who said it and the words (around what was searched). */
function Line({ line, name, highlight }: { line: ConversationLine; name: string; highlight: string | undefined }) {
  const { t } = useTranslation(NS);
  return (
    // The padding sits outside the clamped text, so a cut line never peeks out below the third.
    <div className="mt-2 rounded-xl bg-stone-50 px-3 py-2">
      <p className="line-clamp-3 text-sm leading-relaxed text-stone-700">
        <span className="font-semibold text-stone-900">{line.role === 'visitor' ? name : t('history.genie')}: </span>
        <Highlighted text={line.text} query={highlight} />
      </p>
    </div>
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text with each occurrence of what was searched marked (case-insensitive, as the search). */
function Highlighted({ text, query }: { text: string; query: string | undefined }) {
  const needle = query?.trim();
  if (!needle) return <>{text}</>;
  const parts = text.split(new RegExp(`(${escapeRegExp(needle)})`, 'giu'));
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded bg-accent-500/30 px-0.5 text-ink-900">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
