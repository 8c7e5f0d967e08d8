import type { MouseEvent, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ClientRequestListItem, ClientRequestSort } from '@genie/contracts';
import { cx } from '../../ui/cx.ts';
import { ClarifyCount, ConversationLabel, NewBadge, NS, PriorityLabel, StatusBadge } from './badges.tsx';
import { formatDate, formatDay } from '../../ui/format-date.ts';
import { firstOrder, type ListState } from './list-params.ts';
import { Icon } from '../../ui/icons.tsx';
import { StatusEditor } from './status-editor.tsx';

/** The status stays in view when a narrow desktop window scrolls the table sideways. */
const stickyEnd = 'sticky right-0 max-xl:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';

export const requestPath = (id: string) => `/client_request/${encodeURIComponent(id)}`;

export interface RequestListProps {
  items: ClientRequestListItem[];
  state: ListState;
  onSort: (change: Pick<ListState, 'sort' | 'order'>) => void;
  busy: boolean;
}

/** The desktop list: one row per request, sortable headers, the status editable in place; a row opens the request. */
export function RequestTable({ items, state, onSort, busy }: RequestListProps) {
  const { t } = useTranslation(NS);
  const header = (sort: ClientRequestSort | null, label: string, className?: string) =>
    sort ? (
      <SortableHeader key={label} sort={sort} label={label} state={state} onSort={onSort} className={className} />
    ) : (
      <th key={label} scope="col" className={cx('px-2 py-3 font-semibold', className)}>
        {label}
      </th>
    );
  return (
    <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm">
      <table aria-label={t('list.label')} aria-busy={busy || undefined} className={cx('w-full text-left text-sm transition-opacity', busy && 'opacity-60')}>
        <thead className="border-b border-stone-200 bg-stone-50 text-xs text-stone-500">
          <tr>
            {header('contact_name', t('columns.contact'), 'pl-3')}
            {header(null, t('columns.projectType'))}
            {header('inquiry_date', t('columns.inquiryDate'))}
            {header('deadline', t('columns.deadline'))}
            {header('priority', t('columns.priority'))}
            {/* One column for the conversation: how long it is (what it sorts by) and whether it was completed. */}
            {header('total_message_count', t('columns.conversation'))}
            {header('status', t('columns.status'), cx('pr-3', stickyEnd, 'bg-stone-50'))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {items.map((item) => (
            <RequestRow key={item.id} item={item} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function SortableHeader({
  sort,
  label,
  state,
  onSort,
  className,
}: {
  sort: ClientRequestSort;
  label: string;
  state: ListState;
  onSort: RequestListProps['onSort'];
  className?: string;
}) {
  const current = state.sort === sort;
  const next = current ? (state.order === 'asc' ? 'desc' : 'asc') : firstOrder[sort];
  return (
    <th scope="col" aria-sort={current ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined} className={cx('px-0.5 py-1.5 font-semibold', className)}>
      <button
        type="button"
        onClick={() => onSort({ sort, order: next })}
        className={cx(
          'inline-flex items-center gap-1 whitespace-nowrap rounded-md px-1.5 py-1.5 hover:bg-stone-200/60 hover:text-ink-900',
          current && 'text-ink-900',
        )}
      >
        {label}
        <Icon name={current ? (state.order === 'asc' ? 'sortAsc' : 'sortDesc') : 'sortBoth'} className={cx('h-3.5 w-3.5', !current && 'text-stone-300')} />
      </button>
    </th>
  );
}

function Cell({ children, className }: { children: ReactNode; className?: string }) {
  return <td className={cx('px-2 py-3 align-top', className)}>{children}</td>;
}

function RequestRow({ item }: { item: ClientRequestListItem }) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const contact = [item.brand_name, item.email || item.phone].filter(Boolean).join(' · ');

  // The name is the link (keyboard, new tab); a click anywhere else on the row opens the request too.
  function openRow(e: MouseEvent<HTMLTableRowElement>) {
    const target = e.target as HTMLElement;
    if (!e.currentTarget.contains(target) || target.closest('a, button, input, label, textarea, select')) return;
    if (window.getSelection()?.toString()) return;
    void navigate(requestPath(item.id));
  }

  return (
    <tr onClick={openRow} className={cx('cursor-pointer hover:bg-[#f8f7fc]', item.is_new ? 'bg-[#fffcf0]' : 'bg-white')}>
      <Cell className="pl-4">
        <div className="flex items-center gap-2">
          {item.is_new && <span aria-hidden="true" className="h-2 w-2 shrink-0 rounded-full bg-accent-500" />}
          <Link
            to={requestPath(item.id)}
            className={cx('min-w-0 truncate rounded text-ink-900 hover:text-brand-700 hover:underline', item.is_new ? 'font-bold' : 'font-semibold')}
          >
            {item.contact_name}
          </Link>
          {item.is_new && <NewBadge />}
          {item.over_plan_limit && <OverPlanLimitBadge />}
        </div>
        {(contact || item.origin === 'manual') && (
          <p className="mt-0.5 max-w-48 truncate text-xs text-stone-500" title={contact || undefined}>
            {item.origin === 'manual' && <span className="font-medium text-brand-700">{t('row.manual')}</span>}
            {item.origin === 'manual' && contact && ' · '}
            {contact}
          </p>
        )}
      </Cell>
      <Cell className="min-w-20">{t(`catalog:projectTypes.${item.project_type}`)}</Cell>
      <Cell className="whitespace-nowrap">{formatDate(item.inquiry_date, i18n.language)}</Cell>
      <Cell className="whitespace-nowrap">{item.deadline ? formatDay(item.deadline, i18n.language) : <span className="text-stone-500">{t('row.noDeadline')}</span>}</Cell>
      <Cell>
        <PriorityLabel priority={item.priority} />
      </Cell>
      <Cell>
        <p className="whitespace-nowrap tabular-nums text-ink-900">{t('row.messages', { count: item.total_message_count })}</p>
        <p className="mt-0.5 text-xs">
          <ConversationLabel completed={item.conversation_completed} />
        </p>
        {item.to_clarify > 0 && (
          <p className="mt-0.5 text-xs">
            <ClarifyCount count={item.to_clarify} />
          </p>
        )}
      </Cell>
      <Cell className={cx('pr-3 bg-inherit', stickyEnd)}>
        <StatusEditor item={item} />
      </Cell>
    </tr>
  );
}

/** Phones and tablets browse: each request is a card that opens it; the status is shown, not edited. */
export function RequestCards({ items, busy }: Pick<RequestListProps, 'items' | 'busy'>) {
  const { t, i18n } = useTranslation(NS);
  return (
    <ul aria-label={t('list.label')} aria-busy={busy || undefined} className={cx('grid gap-3 transition-opacity md:grid-cols-2', busy && 'opacity-60')}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            to={requestPath(item.id)}
            className={cx(
              'block h-full rounded-2xl border bg-white p-4 shadow-sm hover:border-brand-300',
              item.is_new ? 'border-accent-400' : 'border-stone-200',
            )}
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className={cx('min-w-0 truncate text-base text-ink-900', item.is_new ? 'font-bold' : 'font-semibold')}>{item.contact_name}</span>
                  {item.is_new && <NewBadge />}
                  {item.over_plan_limit && <OverPlanLimitBadge />}
                </p>
                <p className="mt-0.5 text-sm text-stone-600">
                  {t(`catalog:projectTypes.${item.project_type}`)}
                  {item.brand_name && ` · ${item.brand_name}`}
                </p>
              </div>
              <StatusBadge status={item.status} className="shrink-0" />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <CardFact label={t('columns.inquiryDate')}>{formatDate(item.inquiry_date, i18n.language)}</CardFact>
              <CardFact label={t('columns.deadline')}>
                {item.deadline ? formatDay(item.deadline, i18n.language) : <span className="text-stone-500">{t('row.noDeadline')}</span>}
              </CardFact>
              <CardFact label={t('columns.priority')}>
                <PriorityLabel priority={item.priority} />
              </CardFact>
              <CardFact label={t('columns.conversation')}>
                {t('row.messages', { count: item.total_message_count })}
                <span className="block text-xs">
                  <ConversationLabel completed={item.conversation_completed} />
                </span>
                {item.to_clarify > 0 && (
                  <span className="block text-xs">
                    <ClarifyCount count={item.to_clarify} />
                  </span>
                )}
              </CardFact>
            </dl>
            {item.status_note && <p className="mt-2 line-clamp-2 border-t border-stone-100 pt-2 text-xs text-stone-500">{item.status_note}</p>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CardFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

/** A request opened past the plan's project-request quota: captured all the same, flagged for the designer. */
function OverPlanLimitBadge() {
  const { t } = useTranslation('clients');
  return <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">{t('overPlanLimit')}</span>;
}
