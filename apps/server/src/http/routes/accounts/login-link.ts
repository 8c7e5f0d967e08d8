import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginLinkInput, loginLinkReply, redeemLoginLinkInput, tokenReply } from '@genie/contracts';
import { logInWithLink } from '../../../accounts/log-in-with-link.ts';
import { requestLoginLink } from '../../../accounts/request-login-link.ts';
import type { AppContext } from '../../../context.ts';
import { signInClient } from '../../plugins/auth.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses } from '../../schemas.ts';

const HOUR = 60 * 60_000;

/** One-time sign-in links by e-mail: the owner's way in while password login to their account is slowed. */
export const loginLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/accounts/login_link/',
    {
      config: perIpLimit(ctx.env.RATE_LIMIT_PASSWORD_RESET_PER_HOUR * 4, HOUR),
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a one-time sign-in link',
        description:
          'The same reply whether or not an account uses the e-mail. When one does, it receives PUBLIC_URL/login/link?token=…, ' +
          'valid once for LOGIN_LINK_TTL_MINUTES; an address gets LOGIN_LINK_MAILS_PER_HOUR mails at once, then one per two ' +
          'thirds of a link\'s life. Without SMTP the mail goes to the local outbox.',
        body: loginLinkInput,
        response: { 200: loginLinkReply, ...errorResponses(400, 429) },
      },
    },
    async (request) => requestLoginLink(ctx, request.body),
  );

  app.post(
    '/accounts/login_link/redeem/',
    {
      config: perIpLimit(ctx.env.RATE_LIMIT_AUTH_PER_MINUTE),
      schema: {
        tags: ['accounts'],
        summary: "Log in with a sign-in link's token",
        description: 'Works once, before the link expires, from any address; the reply is the login\'s. An unknown, expired or used token: 400 login_link_invalid.',
        body: redeemLoginLinkInput,
        response: { 200: tokenReply, ...errorResponses(400, 429) },
      },
    },
    async (request) => logInWithLink(ctx, request.body, signInClient(request)),
  );
};
