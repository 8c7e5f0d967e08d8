import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerInput, tokenReply } from '@genie/contracts';
import { registerDesigner } from '../../../accounts/register-designer.ts';
import type { AppContext } from '../../../context.ts';
import { signInClient } from '../../plugins/auth.ts';
import { perEmailLimit, perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';

export const registerRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const max = ctx.env.RATE_LIMIT_AUTH_PER_MINUTE;
  app.post(
    '/accounts/register/',
    {
      config: perIpLimit(max),
      preHandler: perEmailLimit(app, 'register', max),
      schema: {
        tags: ['accounts'],
        summary: 'Open an account (1-month free trial) and log in',
        description: 'genie_name, email and password are required; name (team name), username, phone and language are the optional step-2 profile.',
        body: registerInput,
        response: { 200: tokenReply, ...errorResponses(400, 409, 429) },
      },
    },
    async (request) => registerDesigner(ctx, request.body, signInClient(request)),
  );
};
