import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createArticleInput,
  okReply,
  regenerateArticleInput,
  studioArticleListQuery,
  studioArticleListReply,
  studioArticleReply,
  updateArticleInput,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { createArticle } from '../../../studio/articles/create-article.ts';
import { deleteArticle, getArticle, listArticles, regenerateArticle, restoreArticleVersion, saveArticleText } from '../../../studio/articles/manage-articles.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';

const tags = ['studio'];
const idParams = z.object({ id: z.string().max(100) });
const versionParams = idParams.extend({ versionId: z.string().max(100) });
const gated = 'Professional and Master plans only: other plans and expired subscriptions get 403 plan_feature_locked.';

/** The studio's copywriting articles (Visual Inspiration, issue 13). */
export const studioArticleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const designer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).designerId;
  const doc = <T extends object>(summary: string, extra: T) => ({ tags, summary, description: gated, security: bearerAuth, ...extra });

  app.get(
    '/studio/articles/',
    { onRequest: app.requireDesigner, schema: doc("The designer's articles, latest first (optionally one request's)", { querystring: studioArticleListQuery, response: { 200: studioArticleListReply, ...errorResponses(400, 401, 403) } }) },
    async (request) => ({ success: true as const, articles: await listArticles(ctx, designer(request), request.query.client_request_id) }),
  );

  app.post(
    '/studio/articles/',
    {
      onRequest: app.requireDesigner,
      schema: doc("Write an article (proposal introduction, project story or social post) from a prompt (default: a short poetry tone), a request's brief and chosen images: by the configured LLM, else by the built-in composer", {
        body: createArticleInput,
        response: { 200: studioArticleReply, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => ({ success: true as const, article: await createArticle(ctx, designer(request), request.body) }),
  );

  app.get(
    '/studio/articles/:id/',
    { onRequest: app.requireDesigner, schema: doc('One article with its versions', { params: idParams, response: { 200: studioArticleReply, ...errorResponses(401, 403, 404) } }) },
    async (request) => ({ success: true as const, article: await getArticle(ctx, designer(request), request.params.id) }),
  );

  app.patch(
    '/studio/articles/:id/',
    {
      onRequest: app.requireDesigner,
      schema: doc('Save the edited text into the current version ("Failed to save article" when it cannot be stored)', { params: idParams, body: updateArticleInput, response: { 200: studioArticleReply, ...errorResponses(400, 401, 403, 404, 500) } }),
    },
    async (request) => ({ success: true as const, article: await saveArticleText(ctx, designer(request), request.params.id, request.body) }),
  );

  app.post(
    '/studio/articles/:id/regenerate/',
    { onRequest: app.requireDesigner, schema: doc('Write a new version (prompt edited or kept); the earlier versions are kept', { params: idParams, body: regenerateArticleInput, response: { 200: studioArticleReply, ...errorResponses(400, 401, 403, 404) } }) },
    async (request) => ({ success: true as const, article: await regenerateArticle(ctx, designer(request), request.params.id, request.body) }),
  );

  app.post(
    '/studio/articles/:id/versions/:versionId/restore/',
    { onRequest: app.requireDesigner, schema: doc('Make an earlier version the current one', { params: versionParams, response: { 200: studioArticleReply, ...errorResponses(401, 403, 404) } }) },
    async (request) => ({ success: true as const, article: await restoreArticleVersion(ctx, designer(request), request.params.id, request.params.versionId) }),
  );

  app.delete(
    '/studio/articles/:id/',
    { onRequest: app.requireDesigner, schema: doc('Delete an article and its versions', { params: idParams, response: { 200: okReply, ...errorResponses(401, 403, 404) } }) },
    async (request) => {
      await deleteArticle(ctx, designer(request), request.params.id);
      return { success: true as const, msg: 'The article has been deleted.' };
    },
  );
};
