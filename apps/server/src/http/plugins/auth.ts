import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context.ts';
import { authenticateToken } from '../../accounts/authenticate-token.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import type { ActiveToken } from '../../db/repositories/auth-tokens.ts';
import type { SignInClient } from '../../accounts/issue-auth-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in designer, set by the requireDesigner hook. */
    designer: ActiveToken | null;
  }
  interface FastifyContextConfig {
    /** Also accept the token as a `token` query parameter (spec §4: personal info only). */
    allowQueryToken?: boolean;
  }
  interface FastifyInstance {
    /** onRequest hook: resolves the bearer token to a designer, or replies 401 unauthorized. */
    requireDesigner: (request: FastifyRequest) => Promise<void>;
  }
}

function tokenFrom(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    return match?.[1];
  }
  if (request.routeOptions.config.allowQueryToken) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    return typeof token === 'string' ? token : undefined;
  }
  return undefined;
}

/** Resolves `Authorization: Bearer <token>` to the designer; missing, unknown, expired or revoked → 401. */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: { ctx: Pick<AppContext, 'db' | 'now'> }) => {
    app.decorateRequest('designer', null);
    app.decorate('requireDesigner', async (request: FastifyRequest) => {
      const token = tokenFrom(request);
      const active = token ? await authenticateToken(opts.ctx, token, { address: request.ip }) : undefined;
      if (!active) throw new AppError('unauthorized', errorMessages.unauthorized);
      request.designer = active;
    });
  },
  { name: 'genie-auth' },
);

/** The designer of a route guarded by requireDesigner. */
export function signedIn(request: FastifyRequest): ActiveToken {
  if (!request.designer) throw new AppError('unauthorized', errorMessages.unauthorized);
  return request.designer;
}

/** The browser a sign-in comes from, for the new session's entry in the sessions list. */
export function signInClient(request: FastifyRequest): SignInClient {
  const userAgent = request.headers['user-agent'];
  return { address: request.ip, userAgent: typeof userAgent === 'string' ? userAgent : '' };
}
