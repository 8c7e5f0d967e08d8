import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { chooseReferenceImageInput, referenceRoundReply, visitorRequestQuery } from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import type { VisitorScope } from '../../../genie/visitor-session.ts';
import { chooseReference, getReferenceRound, requestNewReferenceImages, stopReference } from '../../../references/visitor-reference-rounds.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';
import { visitorHeaders } from './visitor-request.ts';

export interface ReferenceRoutesOptions {
  ctx: AppContext;
  tag: string;
  params: z.ZodObject;
  scopeOf: (request: FastifyRequest) => Promise<VisitorScope>;
}

/** The visitor's reference rounds (spec §4): mounted inside each genie's visitor routes. */
export const referenceRoutes: FastifyPluginAsyncZod<ReferenceRoutesOptions> = async (app, { ctx, tag, params, scopeOf }) => {
  const config = perIpLimit(ctx.env.RATE_LIMIT_VISITOR_PER_MINUTE);
  const session = { params, headers: visitorHeaders, querystring: visitorRequestQuery };
  const replies = { 200: referenceRoundReply, ...errorResponses(400, 401, 404, 409, 429) };

  app.get(
    '/reference/',
    {
      config,
      schema: {
        tags: [tag],
        summary: 'The current round of reference images (round 1 opens on the first call)',
        description:
          'Images as cards (variant URLs for srcset, alt text in the visitor\'s language). `available` false while the library is still being prepared: offer skip. Status no_similar_images carries the notice "No similar reference image found"; the way forward is stop.',
        ...session,
        response: replies,
      },
    },
    async (request) => getReferenceRound(ctx, await scopeOf(request)),
  );

  app.post(
    '/reference/choose/',
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Choose one image of the open round: the next round, or (after the last) the brief',
        ...session,
        body: chooseReferenceImageInput,
        response: replies,
      },
    },
    async (request) => chooseReference(ctx, await scopeOf(request), request.body),
  );

  app.post(
    '/reference/new_images/',
    {
      config,
      schema: {
        tags: [tag],
        summary: '"New Images": replace the open round with images not seen yet',
        ...session,
        response: replies,
      },
    },
    async (request) => requestNewReferenceImages(ctx, await scopeOf(request)),
  );

  app.post(
    '/reference/stop/',
    {
      config,
      schema: {
        tags: [tag],
        summary: 'Stop and go to the report: the choices so far become the style profile; stage → brief',
        ...session,
        response: replies,
      },
    },
    async (request) => stopReference(ctx, await scopeOf(request)),
  );
};
