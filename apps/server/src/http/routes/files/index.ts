import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../context.ts';
import { AppError } from '../../../errors.ts';
import { errorMessages } from '../../../error-messages.ts';
import { errorResponses } from '../../schemas.ts';

const binary = z.string().meta({ format: 'binary' });

export const fileRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/files/*',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file (logos, uploads) by its unguessable key',
        params: z.object({ '*': z.string() }),
        response: {
          200: {
            description: 'The file; immutable, cached for a year',
            content: { 'image/webp': { schema: binary }, 'image/png': { schema: binary }, 'image/jpeg': { schema: binary }, 'application/pdf': { schema: binary } },
          },
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const file = await ctx.storage.get(request.params['*']);
      if (!file) throw new AppError('not_found', errorMessages.not_found);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('cross-origin-resource-policy', 'cross-origin')
        // The declared 200 schema documents binary content; a Buffer payload bypasses the serializer.
        .send(file.data as unknown as string);
    },
  );
};
