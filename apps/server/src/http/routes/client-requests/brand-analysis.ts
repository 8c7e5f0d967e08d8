import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandAnalysesQuery, brandAnalysesReply, brandAnalysisReply, startBrandAnalysisInput, workspaceLanguageQuery } from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { getBrandAnalysis, getSharedBrandAnalysis } from '../../../brand-analysis/get-brand-analysis.ts';
import { listBrandAnalyses } from '../../../brand-analysis/list-brand-analyses.ts';
import { startBrandAnalysis } from '../../../brand-analysis/start-brand-analysis.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';
import { sharedViewHeaders } from '../../shared-view-headers.ts';

const requestParams = z.object({ id: z.string().max(100) });
const sharedParams = z.object({ key: z.string().max(100).describe('The share key of the link, or `demo` for the showcase request') });
const states =
  'States: `unavailable` (no website URL), `not_started`, `in_progress` (a background job; may take a few minutes), `failed` (`error_code`; Re-Analyze), `done`. A done analysis keeps the `website_url` it analysed after the request\'s URL changes.';

/** AI brand analysis of a request's website, and its shared read-only view (issue 5). */
export const brandAnalysisRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const tags = ['brand analysis'];

  app.get(
    '/my/brand_analyses/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'The AI Brand Analysis section: every lead with a website and its analysis state, palette and voice, filtered and paged',
        description:
          'Newest inquiry first. `none`: never analysed; `in_progress`, `failed` (Re-Analyze), `done` as the request\'s tab. `counts` are by state under the search. Professional plans and above: 403 plan_feature_locked otherwise. Start or re-run with POST /client_requests/{id}/brand_analysis/.',
        security: bearerAuth,
        querystring: brandAnalysesQuery,
        response: { 200: brandAnalysesReply, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listBrandAnalyses(ctx, signedIn(request).designerId, request.query),
  );

  app.get(
    '/client_requests/:id/brand_analysis/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "The brand analysis of the request's website",
        description: states,
        security: bearerAuth,
        params: requestParams,
        response: { 200: brandAnalysisReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => getBrandAnalysis(ctx, signedIn(request).designerId, request.params.id),
  );

  app.post(
    '/client_requests/:id/brand_analysis/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "Analyze (or Re-Analyze) the request's website in the background (Professional plans and above)",
        description: `Starts a job that fetches the site (public http(s) addresses only, size and time limits), reads its brand and writes the analysis (the LLM when configured, rules otherwise) in \`language\` (default: the request's). While an analysis is in progress the reply is that analysis and nothing new starts. 409 website_url_missing without a website URL. ${states}`,
        security: bearerAuth,
        params: requestParams,
        body: startBrandAnalysisInput.nullish(),
        response: { 200: brandAnalysisReply, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => startBrandAnalysis(ctx, signedIn(request).designerId, request.params.id, request.body ?? {}),
  );

  app.get(
    '/shared/client_requests/:key/analysis/',
    {
      onRequest: sharedViewHeaders,
      schema: {
        tags: ['shared views'],
        summary: "A shared request's brand analysis, read-only (`demo`: the showcase request in `lang`)",
        description:
          'No login: the share key is the access. Replies carry `X-Robots-Tag: noindex, nofollow` and `Cache-Control: no-store`; a revoked key is 404.',
        params: sharedParams,
        querystring: workspaceLanguageQuery,
        response: { 200: brandAnalysisReply, ...errorResponses(400, 404) },
      },
    },
    async (request) => getSharedBrandAnalysis(ctx, request.params.key, request.query.lang),
  );
};
