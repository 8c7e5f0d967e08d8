import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okReply, resetPasswordInput } from '@genie/contracts';
import { resetPassword } from '../../../accounts/reset-password.ts';
import type { AppContext } from '../../../context.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';

export const resetPasswordRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/accounts/reset_password/',
    {
      config: perIpLimit(ctx.env.RATE_LIMIT_AUTH_PER_MINUTE),
      schema: {
        tags: ['accounts'],
        summary: "Set a new password with a reset link's token; every session is signed out",
        body: resetPasswordInput,
        response: { 200: okReply, ...errorResponses(400, 429) },
      },
    },
    async (request) => resetPassword(ctx, request.body),
  );
};
