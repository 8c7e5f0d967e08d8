import { workspaceValidationMessages, type ClientRequestFilters, type ClientRequestListQuery, type ClientRequestListReply } from '@genie/contracts';
import { calendarDayAt, isCalendarDay, priorityCutoffs } from '@genie/core';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { clientRequestsRepository, type ClientRequestQuery } from '../db/repositories/client-requests.ts';
import { listItemOf } from './client-request-views.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The first instant of a calendar day (YYYY-MM-DD) for someone `utcOffsetMinutes` east of UTC. */
function startOfDay(day: string, utcOffsetMinutes: number, field: string): Date {
  if (!isCalendarDay(day)) throw new AppError('validation_failed', workspaceValidationMessages.date_invalid, { [field]: 'date_invalid' });
  return new Date(Date.parse(`${day}T00:00:00Z`) - utcOffsetMinutes * 60_000);
}

/** The list's filters in database terms: the designer's calendar days as instants, today's priority cut-offs. */
export function clientRequestQueryOf(filters: ClientRequestFilters, now: Date): ClientRequestQuery {
  const offset = filters.utc_offset;
  return {
    q: filters.q || undefined,
    projectType: filters.project_type,
    status: filters.status,
    completed: filters.completed === undefined ? undefined : filters.completed === 'true',
    from: filters.from ? startOfDay(filters.from, offset, 'from') : undefined,
    toExclusive: filters.to ? new Date(startOfDay(filters.to, offset, 'to').getTime() + DAY_MS) : undefined,
    sort: filters.sort,
    order: filters.order,
    priorityCutoffs: priorityCutoffs(calendarDayAt(now, offset)),
  };
}

/** Potential Clients: one page of the designer's requests that match, with the total. */
export async function listClientRequests(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, input: ClientRequestListQuery): Promise<ClientRequestListReply> {
  const now = ctx.now();
  const repo = clientRequestsRepository(ctx.db);
  const query = clientRequestQueryOf(input, now);
  const [rows, total] = await Promise.all([
    repo.list(designerId, query, { limit: input.page_size, offset: (input.page - 1) * input.page_size }),
    repo.count(designerId, query),
  ]);
  const today = calendarDayAt(now, input.utc_offset);
  return {
    success: true,
    items: rows.map((row) => listItemOf(row, today)),
    total,
    page: input.page,
    page_size: input.page_size,
    empty_account: total === 0 && !(await repo.hasAny(designerId)),
  };
}
