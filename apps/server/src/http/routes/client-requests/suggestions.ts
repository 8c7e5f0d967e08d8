import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateSuggestionsInput, suggestionsOverviewQuery, suggestionsOverviewReply, suggestionsReply, workspaceLanguageQuery } from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { errorMessages } from '../../../error-messages.ts';
import { generateSuggestions } from '../../../suggestions/generate-suggestions.ts';
import { getSharedSuggestions } from '../../../suggestions/get-shared-suggestions.ts';
import { getSuggestions } from '../../../suggestions/get-suggestions.ts';
import { listSuggestionsOverview } from '../../../suggestions/list-suggestions-overview.ts';
import { signedIn } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';
import { sharedViewHeaders } from '../../shared-view-headers.ts';

const requestParams = z.object({ id: z.string().max(100) });
const sharedParams = z.object({ key: z.string().max(100).describe('The share key of the link, or `demo` for the showcase request') });

/** Generations a designer may start per minute: each may be an LLM call of up to a minute. */
export const SUGGESTIONS_PER_DESIGNER_PER_MINUTE = 10;

/** AI suggestions of a request, and their shared read-only view (issue 5). */
export const suggestionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['client requests'];

  const generationLimit = app.createRateLimit({
    max: SUGGESTIONS_PER_DESIGNER_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `suggestions:${request.designer?.designerId ?? request.ip}`,
  });
  // preHandler, after requireDesigner: the limit is per designer, not per IP (a studio shares one).
  const perDesigner = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await generationLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, Math.ceil(result.ttl / 1000)));
      throw new AppError('rate_limited', errorMessages.rate_limited);
    }
  };

  app.get(
    '/my/ai_suggestions/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "The AI Suggestions section: every lead's suggestions state (none, generated, outdated, blocked), filtered and paged",
        description:
          'Newest inquiry first. `outdated`: the request changed since they were written (the tab\'s `stale`); `blocked`: an `other` request that says nothing of what it is about. `counts` are by state under the other filters. Generate with POST /client_requests/{id}/suggestions/.',
        security: bearerAuth,
        querystring: suggestionsOverviewQuery,
        response: { 200: suggestionsOverviewReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => listSuggestionsOverview(ctx, signedIn(request).designerId, request.query),
  );

  app.get(
    '/client_requests/:id/suggestions/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "A request's AI suggestions: state (not generated, generated, regenerated), stale, blocked, auto-generate",
        security: bearerAuth,
        params: requestParams,
        response: { 200: suggestionsReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => getSuggestions(ctx, signedIn(request).designerId, request.params.id),
  );

  app.post(
    '/client_requests/:id/suggestions/',
    {
      onRequest: app.requireDesigner,
      preHandler: perDesigner,
      schema: {
        tags,
        summary: 'Generate (or regenerate) the AI suggestions',
        description:
          "Written by the LLM when one is configured (structured output checked against the schema), else, or when it fails, by rules from the brief and the style knowledge base. `language`: the designer's interface language (default: the request's). 409 project_type_missing when an `other` request says nothing of what it is about; 502 suggestions_failed \"Something went wrong. Please try again.\"",
        security: bearerAuth,
        params: requestParams,
        body: generateSuggestionsInput.nullish(),
        response: { 200: suggestionsReply, ...errorResponses(400, 401, 404, 409, 429, 502) },
      },
    },
    async (request) => generateSuggestions(ctx, signedIn(request).designerId, request.params.id, { language: request.body?.language }),
  );

  app.get(
    '/shared/client_requests/:key/suggestions/',
    {
      onRequest: sharedViewHeaders,
      config: perIpLimit(ctx.env.RATE_LIMIT_VISITOR_PER_MINUTE),
      schema: {
        tags: ['shared views'],
        summary: "A shared request's AI suggestions, read-only (`demo`: the showcase request in `lang`)",
        description:
          'No login: the share key is the access. Replies carry `X-Robots-Tag: noindex, nofollow` and `Cache-Control: no-store`; a revoked key is 404. The showcase always has suggestions (written by the rules on first view).',
        params: sharedParams,
        querystring: workspaceLanguageQuery,
        response: { 200: suggestionsReply, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => getSharedSuggestions(ctx, request.params.key, request.query.lang),
  );
};
