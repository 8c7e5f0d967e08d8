import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forgetPasswordInput, okReply } from '@genie/contracts';
import { requestPasswordReset } from '../../../accounts/request-password-reset.ts';
import type { AppContext } from '../../../context.ts';
import { perEmailLimit, perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';

const HOUR = 60 * 60_000;

export const forgetPasswordRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const perHour = ctx.env.RATE_LIMIT_PASSWORD_RESET_PER_HOUR;
  app.post(
    '/accounts/forget_password/',
    {
      config: perIpLimit(perHour * 4, HOUR),
      preHandler: perEmailLimit(app, 'forget_password', perHour, HOUR),
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a single-use password reset link (valid one hour)',
        description: 'The link is PUBLIC_URL/reset_password?token=…; without SMTP the mail goes to the local outbox.',
        body: forgetPasswordInput,
        response: { 200: okReply, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => requestPasswordReset(ctx, request.body),
  );
};
