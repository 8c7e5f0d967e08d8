import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { duplicateCheckQuery, duplicateCheckReply, errorReply, type DuplicateCheckReply } from '@genie/contracts';
import { checkAccountValueAvailable } from '../../../accounts/check-account-value-available.ts';
import type { AppContext } from '../../../context.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';

export const infoDuplicateCheckRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/accounts/info_duplicate_check/',
    {
      config: perIpLimit(Math.max(60, ctx.env.RATE_LIMIT_AUTH_PER_MINUTE * 6)),
      schema: {
        tags: ['accounts'],
        summary: 'Is a genie name or username still free?',
        description:
          'status ok: free (200). status bad_request with error and msg: taken (200) or malformed (400). Case-insensitive; reserved names count as taken. A query that is not text at all (a repeated parameter, control characters, too long) is the usual 400 validation_failed naming it.',
        querystring: duplicateCheckQuery,
        response: { 200: duplicateCheckReply, 400: z.union([duplicateCheckReply, errorReply]), ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const result = await checkAccountValueAvailable(ctx, request.query);
      if (result.outcome === 'available') return { status: 'ok' } satisfies DuplicateCheckReply;
      const body: DuplicateCheckReply = { status: 'bad_request', error: result.error, msg: result.msg };
      return reply.status(result.outcome === 'invalid' ? 400 : 200).send(body);
    },
  );
};
