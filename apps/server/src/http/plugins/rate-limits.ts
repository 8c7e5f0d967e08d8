import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';

const MINUTE = 60_000;

/** Route config: at most `max` requests per client IP per `timeWindow` ms (runs at onRequest). */
export function perIpLimit(max: number, timeWindow = MINUTE) {
  return { rateLimit: { max, timeWindow } };
}

/**
 * preHandler: at most `max` requests per e-mail address of the (validated) body per `timeWindow` ms.
 * It needs the body, so it cannot run at onRequest like the per-IP limit.
 */
export function perEmailLimit(app: FastifyInstance, name: string, max: number, timeWindow = MINUTE) {
  const limit = app.createRateLimit({
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return `${name}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
    },
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, Math.ceil(result.ttl / 1000)));
      throw new AppError('rate_limited', errorMessages.rate_limited);
    }
  };
}
