import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInput, tokenReply } from '@genie/contracts';
import { logInDesigner } from '../../../accounts/log-in-designer.ts';
import type { AppContext } from '../../../context.ts';
import { perEmailLimit, perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';

export const loginRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const max = ctx.env.RATE_LIMIT_AUTH_PER_MINUTE;
  app.post(
    '/accounts/login/',
    {
      config: perIpLimit(max),
      preHandler: perEmailLimit(app, 'login', max),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password',
        body: loginInput,
        response: { 200: tokenReply, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => logInDesigner(ctx, request.body),
  );
};
