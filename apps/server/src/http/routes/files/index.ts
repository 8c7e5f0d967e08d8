import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { authorizeRequestFile } from '../../../client-requests/authorize-request-file.ts';
import { AppError } from '../../../errors.ts';
import { errorMessages } from '../../../error-messages.ts';
import { isPublicFileKey } from '../../../storage/file-links.ts';
import { errorResponses } from '../../schemas.ts';

const binary = z.string().meta({ format: 'binary' });

/** Request files and studio images may be kept by the reader's own browser for a few minutes, never by a shared cache. */
const PRIVATE_FILE_CACHE = 'private, max-age=300';
const PUBLIC_FILE_CACHE = 'public, max-age=31536000, immutable';

const linkQuery = z.object({
  grant: z.string().max(200).optional().describe('Whom the link was issued to (a request file\'s signed link)'),
  expires: z.string().max(20).optional().describe('When the link ends, in Unix seconds'),
  signature: z.string().max(100).optional().describe('HMAC of the key, the expiry and the grant'),
});

export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file by its unguessable key: public (logos, reference images) or a request file or studio image by its signed link',
        description:
          "Logos and reference images (the shared library and designers' portfolios) are public and cached for a year. A request's files (floor plans, note images) and the studio's images (results, input images, masks) open only by the signed link the request's or the studio's reply carried (`grant`, `expires`, `signature`): 403 without one, with a wrong one or after it expired; 404 once the share it was issued for is revoked or the studio image is no longer its designer's. Cached privately for 5 minutes.",
        // Keys are short (a folder, a random id, an extension); anything longer is a bad request, not a missing file.
        params: z.object({ '*': z.string().max(500) }),
        querystring: linkQuery,
        response: {
          200: {
            description: 'The file',
            content: { 'image/webp': { schema: binary }, 'image/png': { schema: binary }, 'image/jpeg': { schema: binary }, 'application/pdf': { schema: binary } },
          },
          ...errorResponses(400, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      const open = isPublicFileKey(key);
      if (!open) {
        const link = ctx.fileLinks.check(key, request.query);
        if (!link.ok) throw new AppError('forbidden', errorMessages.forbidden);
        if (!(await authorizeRequestFile(ctx, key, link.grant))) throw new AppError('not_found', errorMessages.not_found);
      }
      // Streamed from the store (local disk or the S3 bucket), never held whole in memory.
      const file = await ctx.storage.open(key);
      if (!file) throw new AppError('not_found', errorMessages.not_found);
      return reply
        .type(file.contentType)
        .header('content-length', file.length)
        .header('cache-control', open ? PUBLIC_FILE_CACHE : PRIVATE_FILE_CACHE)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        // A web app on another origin (CORS_ORIGINS) shows them too; a signed link is itself the access.
        .header('cross-origin-resource-policy', 'cross-origin')
        // The declared 200 schema documents binary content; a stream payload bypasses the serializer.
        .send(file.body as unknown as string);
    },
  );
};
