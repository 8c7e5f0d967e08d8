import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  intelligenceOverviewQuery,
  intelligenceOverviewReply,
  intelligenceQuery,
  intelligenceReply,
  salesEmailDraftInput,
  salesEmailDraftReply,
  salesEmailReply,
  salesEmailSendInput,
  salesEmailsReply,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { draftSalesEmail } from '../../../sales/draft-sales-email.ts';
import { getClientIntelligence } from '../../../sales/get-client-intelligence.ts';
import { getIntelligenceOverview } from '../../../sales/get-intelligence-overview.ts';
import { listSalesEmails } from '../../../sales/list-sales-emails.ts';
import { sendSalesEmail } from '../../../sales/send-sales-email.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';

const requestParams = z.object({ id: z.string().max(100) });
const professional = 'Professional and Master plans: other plans and expired subscriptions get 403 `plan_feature_locked`.';
const master = 'Master plan only: other plans and expired subscriptions get 403 `master_plan_feature_locked`.';

/** Target client intelligence and sales e-mails of a request, and the intelligence across leads (issue 24). */
export const salesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['client intelligence'];

  app.get(
    '/my/client_intelligence/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Target client intelligence across leads: counts by project type, budget band, urgency, style, source, language, month and status',
        description: `Leads inquired in the last \`months\` months (demo leads left out), each read by the same rules as its own intelligence. ${professional}`,
        security: bearerAuth,
        querystring: intelligenceOverviewQuery,
        response: { 200: intelligenceOverviewReply, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => getIntelligenceOverview(ctx, signedIn(request).designerId, request.query),
  );

  app.get(
    '/client_requests/:id/intelligence/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Who this client is and what will decide for them: segment, budget band, urgency, styles, location, decision signals from their messages',
        description: `Read by rules from the brief and the client's own messages; nothing is filled in that the client did not say. ${professional}`,
        security: bearerAuth,
        params: requestParams,
        querystring: intelligenceQuery,
        response: { 200: intelligenceReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => getClientIntelligence(ctx, signedIn(request).designerId, request.params.id, request.query.language),
  );

  app.post(
    '/client_requests/:id/sales_email/draft/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Write a follow-up e-mail to the client from the brief (not stored, not sent)',
        description: `By the configured LLM from the rules' draft, or by the rules. Internal notes and the lead's status never go in. ${master}`,
        security: bearerAuth,
        params: requestParams,
        body: salesEmailDraftInput,
        response: { 200: salesEmailDraftReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => draftSalesEmail(ctx, signedIn(request).designerId, request.params.id, request.body),
  );

  app.post(
    '/client_requests/:id/sales_email/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "Send the designer's e-mail to the client's address and keep it on the request's history",
        description: `Through SMTP, or the local outbox when SMTP_URL is unset. ${master}`,
        security: bearerAuth,
        params: requestParams,
        body: salesEmailSendInput,
        response: { 200: salesEmailReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sendSalesEmail(ctx, signedIn(request).designerId, request.params.id, request.body),
  );

  app.get(
    '/client_requests/:id/sales_emails/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'The e-mails sent to the client from the request, newest first',
        security: bearerAuth,
        params: requestParams,
        response: { 200: salesEmailsReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => listSalesEmails(ctx, signedIn(request).designerId, request.params.id),
  );
};
