import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply, sessionsReply } from '@genie/contracts';
import { listSessions } from '../../../accounts/list-sessions.ts';
import { logOutDesigner } from '../../../accounts/log-out-designer.ts';
import { signOutOtherSessions } from '../../../accounts/sign-out-other-sessions.ts';
import { signOutSession } from '../../../accounts/sign-out-session.ts';
import type { AppContext } from '../../../context.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';

// Beside the spec's account paths (§7), in their style: snake_case, trailing slash.
const tags = ['accounts'];

export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/accounts/logout/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Log out: end the session of the token this call is made with',
        description: 'The token answers 401 unauthorized from then on; the designer’s other sessions stay signed in.',
        security: bearerAuth,
        response: { 200: okReply, ...errorResponses(401) },
      },
    },
    async (request) => logOutDesigner(ctx, signedIn(request)),
  );

  app.get(
    '/accounts/sessions/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Where the designer is signed in',
        description:
          'One entry per live token: browser and system read from the User-Agent at sign-in, the anonymised address it was last ' +
          'used from, when it signed in and was last seen (recorded at most every five minutes). The calling session comes first, marked current.',
        security: bearerAuth,
        response: { 200: sessionsReply, ...errorResponses(401) },
      },
    },
    async (request) => listSessions(ctx, signedIn(request)),
  );

  app.delete(
    '/accounts/sessions/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Sign out one session',
        description: 'Its token answers 401 from then on. Another designer’s session, an ended one or an unknown id: 404 not_found.',
        security: bearerAuth,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: okReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => signOutSession(ctx, signedIn(request), request.params.id),
  );

  app.post(
    '/accounts/sessions/sign_out_others/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Sign out everywhere else',
        description: 'Ends every session of the designer except the one this call is made with.',
        security: bearerAuth,
        response: { 200: okReply, ...errorResponses(401) },
      },
    },
    async (request) => signOutOtherSessions(ctx, signedIn(request)),
  );
};
