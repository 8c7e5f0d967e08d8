import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clientRequestDetailReply,
  clientRequestExportQuery,
  clientRequestListQuery,
  clientRequestListReply,
  conversationsQuery,
  conversationsReply,
  createClientRequestInput,
  createClientRequestReply,
  historyReply,
  okReply,
  revokeShareReply,
  sharedOverviewReply,
  updateClientRequestInput,
  updateLeadStatusInput,
  updateLeadStatusReply,
  upcomingBookingsReply,
  workspaceLanguageQuery,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { listUpcomingBookings } from '../../../bookings/list-upcoming-bookings.ts';
import { createClientRequest } from '../../../client-requests/create-client-request.ts';
import { exportClientRequests } from '../../../client-requests/export-client-requests.ts';
import { getClientRequest } from '../../../client-requests/get-client-request.ts';
import { getSharedHistory, getSharedOverview } from '../../../client-requests/get-shared-request.ts';
import { listClientRequests } from '../../../client-requests/list-client-requests.ts';
import { listConversations } from '../../../client-requests/list-conversations.ts';
import { markClientRequestOpened } from '../../../client-requests/mark-client-request-opened.ts';
import { getRequestHistory } from '../../../client-requests/request-history.ts';
import { revokeShare } from '../../../client-requests/revoke-share.ts';
import { updateClientRequest } from '../../../client-requests/update-client-request.ts';
import { updateLeadStatus } from '../../../client-requests/update-lead-status.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';
import { sharedViewHeaders } from '../../shared-view-headers.ts';

const requestParams = z.object({ id: z.string().max(100) });
const sharedParams = z.object({ key: z.string().max(100).describe('The share key of the link, or `demo` for the showcase request') });
const csv = z.string().describe('UTF-8 with a byte order mark, CRLF line ends, RFC 4180 quoting');

/** Potential Clients, one request, its history and share links; the shared read-only overview and history (issue 5). */
export const clientRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['client requests'];

  app.get(
    '/client_requests/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "Potential Clients: the designer's requests, searched, filtered, sorted and paged",
        security: bearerAuth,
        querystring: clientRequestListQuery,
        response: { 200: clientRequestListReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => listClientRequests(ctx, signedIn(request).designerId, request.query),
  );

  app.get(
    '/client_requests/bookings/upcoming/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Consultations visitors booked whose slot has not ended, the soonest first',
        security: bearerAuth,
        response: { 200: upcomingBookingsReply, ...errorResponses(401) },
      },
    },
    async (request) => listUpcomingBookings(ctx, signedIn(request).designerId),
  );

  app.get(
    '/client_requests/export/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Every request matching the filters, as a CSV file (no paging)',
        description:
          'Columns: name, e-mail, phone, project type, brand, inquiry date, deadline, priority, completed, messages, status, note; headers and values in `lang` (default: the designer\'s language). Cells a spreadsheet would run as a formula start with an apostrophe.',
        security: bearerAuth,
        querystring: clientRequestExportQuery,
        response: { 200: { description: 'The CSV file, as an attachment', content: { 'text/csv': { schema: csv } } }, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const file = await exportClientRequests(ctx, signedIn(request).designerId, request.query);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          // A Buffer payload bypasses the JSON serializer of the declared 200 schema.
          .send(Buffer.from(file.body, 'utf8') as unknown as string)
      );
    },
  );

  app.post(
    '/client_requests/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'The create-client dialog: a request the designer enters (a lead by phone or in person)',
        description: 'Without `available_time` the request has no available time (`null`: not specified). `project_background` becomes the brief\'s project background.',
        security: bearerAuth,
        body: createClientRequestInput,
        response: { 200: createClientRequestReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => createClientRequest(ctx, signedIn(request).designerId, request.body),
  );

  app.get(
    '/client_requests/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'One request: contact, every overview field of its project type, reference outcome, brief feedback, status',
        security: bearerAuth,
        params: requestParams,
        querystring: workspaceLanguageQuery,
        response: { 200: clientRequestDetailReply, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getClientRequest(ctx, signedIn(request).designerId, request.params.id, request.query.lang),
  );

  app.patch(
    '/client_requests/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'The designer edits the overview (contact, columns, project type, brief fields)',
        description:
          'Brief fields are parsed like a visitor\'s answers; empty clears one. Changing the project type keeps the answers of fields the new type also has. Empty `deadline`, `website_url` or `brand_name` hands the value back to the brief; empty `priority` derives it from the deadline. 409 wrong_stage when the request kept changing meanwhile.',
        security: bearerAuth,
        params: requestParams,
        querystring: workspaceLanguageQuery,
        body: updateClientRequestInput,
        response: { 200: clientRequestDetailReply, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => updateClientRequest(ctx, signedIn(request).designerId, request.params.id, request.body, request.query.lang),
  );

  app.post(
    '/client_requests/:id/opened/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'The designer opened the request: it is no longer marked new (the first opening is kept)',
        security: bearerAuth,
        params: requestParams,
        response: { 200: okReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => markClientRequestOpened(ctx, signedIn(request).designerId, request.params.id),
  );

  app.put(
    '/client_requests/:id/status/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "The request's pipeline status and the designer's note on it",
        security: bearerAuth,
        params: requestParams,
        body: updateLeadStatusInput,
        response: { 200: updateLeadStatusReply, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updateLeadStatus(ctx, signedIn(request).designerId, request.params.id, request.body),
  );

  app.post(
    '/client_requests/:id/share/revoke/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Stop the shared links: a new share key; links with the old one answer 404 from now on',
        security: bearerAuth,
        params: requestParams,
        response: { 200: revokeShareReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => revokeShare(ctx, signedIn(request).designerId, request.params.id),
  );

  app.get(
    '/client_requests/:id/history/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'The conversation (who wrote each genie message: the LLM or the built-in engine), the reference rounds and the brief feedback',
        security: bearerAuth,
        params: requestParams,
        querystring: workspaceLanguageQuery,
        response: { 200: historyReply, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getRequestHistory(ctx, signedIn(request).designerId, request.params.id, request.query.lang),
  );

  app.get(
    '/my/conversations/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Conversation History: every conversation, newest message first, searched across its messages',
        description:
          '`q` matches any message (case-insensitive, any language), the contact name or the brand; `match` is the first matching message cut around the words, `match_count` how many match. Only requests with at least one message. The transcript is GET /client_requests/{id}/history/.',
        security: bearerAuth,
        querystring: conversationsQuery,
        response: { 200: conversationsReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => listConversations(ctx, signedIn(request).designerId, request.query),
  );

  const sharedTags = ['shared views'];
  const sharedNote = 'No login: the share key is the access. Replies carry `X-Robots-Tag: noindex, nofollow` and `Cache-Control: no-store`; a revoked key is 404.';

  app.get(
    '/shared/client_requests/:key/overview/',
    {
      onRequest: sharedViewHeaders,
      schema: {
        tags: sharedTags,
        summary: "A shared request's overview, read-only (`demo`: the showcase request in `lang`)",
        description: sharedNote,
        params: sharedParams,
        querystring: workspaceLanguageQuery,
        response: { 200: sharedOverviewReply, ...errorResponses(400, 404) },
      },
    },
    async (request) => getSharedOverview(ctx, request.params.key, request.query.lang),
  );

  app.get(
    '/shared/client_requests/:key/history/',
    {
      onRequest: sharedViewHeaders,
      schema: {
        tags: sharedTags,
        summary: "A shared request's conversation history, read-only (`demo`: the showcase request in `lang`)",
        description: sharedNote,
        params: sharedParams,
        querystring: workspaceLanguageQuery,
        response: { 200: historyReply, ...errorResponses(400, 404) },
      },
    },
    async (request) => getSharedHistory(ctx, request.params.key, request.query.lang),
  );
};
