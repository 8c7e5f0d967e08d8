import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { creditUsageReply, outboxQuery, outboxReply } from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { listDesignerMails } from '../../../mail/list-designer-mails.ts';
import { getCreditUsage } from '../../../usage/get-credit-usage.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';
import { providerRoutes } from './providers.ts';

export const myRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(providerRoutes, { ctx });
  app.get(
    '/my/credit_usage/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['my'],
        summary: 'Visitor messages used in the current billing period',
        security: bearerAuth,
        response: { 200: creditUsageReply, ...errorResponses(401) },
      },
    },
    async (request) => getCreditUsage(ctx, signedIn(request).designerId),
  );

  app.get(
    '/my/outbox/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['my'],
        summary: 'Mail the local outbox holds for the designer, newest first',
        description: 'Filled when the server has no SMTP server configured (SMTP_URL unset).',
        security: bearerAuth,
        querystring: outboxQuery,
        response: { 200: outboxReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => listDesignerMails(ctx, signedIn(request).designerId, request.query),
  );
};
