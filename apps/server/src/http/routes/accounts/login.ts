import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginInput, tokenReply } from '@genie/contracts';
import { logInDesigner } from '../../../accounts/log-in-designer.ts';
import type { AppContext } from '../../../context.ts';
import { signInClient } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';

export const loginRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/accounts/login/',
    {
      config: perIpLimit(ctx.env.RATE_LIMIT_AUTH_PER_MINUTE),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with e-mail and password',
        description:
          'Wrong passwords are throttled per address (429 rate_limited) and per account and address; an account with many ' +
          'failures from many addresses accepts password attempts only at growing intervals, except from addresses it signed ' +
          'in from. Both account throttles answer 429 login_slowed with Retry-After: the owner can get a one-time sign-in ' +
          'link with POST /accounts/login_link/, which works at once.',
        body: loginInput,
        response: { 200: tokenReply, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => logInDesigner(ctx, request.body, signInClient(request)),
  );
};
