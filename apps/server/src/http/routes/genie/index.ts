import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookConsultationInput, bookConsultationReply } from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { bookConsultation } from '../../../genie/book-consultation.ts';
import { visitorScopeOf } from '../../../genie/visitor-session.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';
import { visitorHeaders, visitorToken } from './visitor-request.ts';
import { visitorRoutes } from './visitor-routes.ts';

/** The public visitor API: a designer's genie, the demo studio's, and the booking page. */
export const genieRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/genie/book/',
    {
      config: perIpLimit(ctx.env.RATE_LIMIT_VISITOR_PER_MINUTE),
      schema: {
        tags: ['genie'],
        summary: "Book a consultation slot for the visitor session's request",
        headers: visitorHeaders,
        body: bookConsultationInput,
        response: { 200: bookConsultationReply, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => bookConsultation(ctx, await visitorScopeOf(ctx, null, visitorToken(request)), request.body),
  );
  await app.register(visitorRoutes, { ctx, kind: 'demo', prefix: '/genie_demo' });
  await app.register(visitorRoutes, { ctx, kind: 'designer', prefix: '/genie/:linkWords' });
};
