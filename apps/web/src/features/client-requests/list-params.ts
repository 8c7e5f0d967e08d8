import type { z } from 'zod';
import { clientRequestListQuery, type ClientRequestSort, type LeadStatus, type ProjectType } from '@genie/contracts';

/**
 * What the Potential Clients list shows, as kept in the address bar: the search, the filters, the
 * sort and the page. The parameter names are the API's, so the URL reads like the request it makes.
 * `utc_offset` is not part of it: it belongs to the browser, not to the designer's choice.
 */
export interface ListState {
  q?: string;
  project_type?: ProjectType;
  status?: LeadStatus;
  completed?: 'true' | 'false';
  from?: string;
  to?: string;
  sort: ClientRequestSort;
  order: 'asc' | 'desc';
  page: number;
}

export type FilterKey = 'q' | 'project_type' | 'status' | 'completed' | 'from' | 'to';
export const filterKeys: readonly FilterKey[] = ['q', 'project_type', 'status', 'completed', 'from', 'to'];

const shape = clientRequestListQuery.shape;
export const DEFAULT_SORT: ClientRequestSort = 'inquiry_date';
export const DEFAULT_ORDER = 'desc';

/** A parameter's value when the contract accepts it; a hand-edited or outdated value is ignored, not an error. */
function pick<S extends z.ZodType>(search: URLSearchParams, key: string, schema: S): z.output<S> | undefined {
  const raw = search.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export function listStateFromSearch(search: URLSearchParams): ListState {
  return {
    q: pick(search, 'q', shape.q) || undefined,
    project_type: pick(search, 'project_type', shape.project_type),
    status: pick(search, 'status', shape.status),
    completed: pick(search, 'completed', shape.completed),
    from: pick(search, 'from', shape.from),
    to: pick(search, 'to', shape.to),
    sort: pick(search, 'sort', shape.sort) ?? DEFAULT_SORT,
    order: pick(search, 'order', shape.order) ?? DEFAULT_ORDER,
    page: pick(search, 'page', shape.page) ?? 1,
  };
}

/** The address-bar form of a state: only what differs from the defaults, in a stable order. */
export function searchOfListState(state: ListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of filterKeys) {
    const value = state[key];
    if (value) search.set(key, value);
  }
  if (state.sort !== DEFAULT_SORT || state.order !== DEFAULT_ORDER) {
    search.set('sort', state.sort);
    search.set('order', state.order);
  }
  if (state.page > 1) search.set('page', String(state.page));
  return search;
}

/** Applies a change; any change of the filters or the sort starts again at page 1. */
export function changeListState(state: ListState, change: Partial<ListState>): ListState {
  const next = { ...state, ...change };
  const refiltered = (Object.keys(change) as (keyof ListState)[]).some((key) => key !== 'page' && change[key] !== state[key]);
  if (refiltered && change.page === undefined) next.page = 1;
  return next;
}

export function activeFilterCount(state: ListState): number {
  return filterKeys.filter((key) => Boolean(state[key])).length;
}

export function clearedFilters(state: ListState): ListState {
  return { sort: state.sort, order: state.order, page: 1 };
}

/** The designer's offset from UTC in minutes east, as the API's `utc_offset` wants it (date filters are their calendar days). */
export function utcOffset(): number {
  return -new Date().getTimezoneOffset();
}

/** The filters as API query parameters (the list adds page and page_size). */
export function filterQuery(state: ListState): Record<string, string | number | undefined> {
  return {
    q: state.q,
    project_type: state.project_type,
    status: state.status,
    completed: state.completed,
    from: state.from,
    to: state.to,
    utc_offset: utcOffset(),
    sort: state.sort,
    order: state.order,
  };
}

/** Which way a column sorts first when chosen: newest and busiest first, names and deadlines from the top. */
export const firstOrder: Record<ClientRequestSort, 'asc' | 'desc'> = {
  inquiry_date: 'desc',
  deadline: 'asc',
  contact_name: 'asc',
  priority: 'desc',
  status: 'asc',
  total_message_count: 'desc',
};
