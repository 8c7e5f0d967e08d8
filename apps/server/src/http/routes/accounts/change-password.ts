import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordInput, okReply } from '@genie/contracts';
import { changePassword } from '../../../accounts/change-password.ts';
import type { AppContext } from '../../../context.ts';
import { signedIn } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { bearerAuth, errorResponses, formContentTypes } from '../../schemas.ts';

export const changePasswordRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/accounts/change_password/',
    {
      onRequest: app.requireDesigner,
      config: perIpLimit(ctx.env.RATE_LIMIT_AUTH_PER_MINUTE),
      schema: {
        tags: ['accounts'],
        summary: 'Change the password; every other session is signed out',
        description: 'A form body (urlencoded, multipart or JSON). The token used for this call stays valid.',
        security: bearerAuth,
        consumes: formContentTypes,
        body: changePasswordInput,
        response: { 200: okReply, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => changePassword(ctx, signedIn(request), request.body),
  );
};
