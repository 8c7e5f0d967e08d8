import type { FastifyRequest } from 'fastify';
import { VISITOR_SESSION_HEADER, VISITOR_UTC_OFFSET_HEADER } from '@genie/contracts';
import { z } from 'zod';

/** The visitor session token of a request (header `x-visitor-session`). */
export function visitorToken(request: FastifyRequest): string | undefined {
  const value = request.headers[VISITOR_SESSION_HEADER];
  return typeof value === 'string' ? value.trim() : undefined;
}

/** The visitor's UTC offset in minutes (header `x-visitor-utc-offset`), when sent and plausible. */
export function visitorUtcOffset(request: FastifyRequest): number | undefined {
  const value = request.headers[VISITOR_UTC_OFFSET_HEADER];
  if (typeof value !== 'string' || !/^[+-]?\d{1,4}$/.test(value.trim())) return undefined;
  const minutes = Number(value.trim());
  return Math.abs(minutes) <= 14 * 60 ? minutes : undefined;
}

/** OpenAPI: the headers a visitor call may carry. */
export const visitorHeaders = z.object({
  [VISITOR_SESSION_HEADER]: z.string().optional().describe('The session token from starting the request'),
  [VISITOR_UTC_OFFSET_HEADER]: z.string().optional().describe('Minutes east of UTC, e.g. 480 for Taipei'),
});
