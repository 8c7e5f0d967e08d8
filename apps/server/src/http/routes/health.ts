import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

/** What readiness depends on: the database, Redis when configured, and whether the process is shutting down. */
export interface Readiness {
  db: Database;
  /** Answers PONG when Redis is reachable; absent without REDIS_URL. */
  pingRedis?: () => Promise<unknown>;
  isShuttingDown: () => boolean;
}

const CHECK_TIMEOUT_MS = 2000;
const check = z.enum(['ok', 'failing']);
const readyReply = z.object({
  status: z.enum(['ready', 'unavailable', 'shutting_down']),
  database: check,
  redis: check.optional(),
}).meta({ id: 'Readiness' }); // one component for the 200 and the 503

async function passes(probe: () => Promise<unknown>): Promise<'ok' | 'failing'> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([probe(), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), CHECK_TIMEOUT_MS)))]);
    return 'ok';
  } catch {
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (app, { readiness }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness check: the process answers (it checks nothing else, so a database outage never restarts it)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness check for a load balancer: 200 when the database (and Redis, when configured) answer; 503 while they do not or while shutting down',
        response: { 200: readyReply, 503: readyReply },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([
        passes(() => readiness.db.execute(sql`select 1`)),
        readiness.pingRedis ? passes(readiness.pingRedis) : Promise.resolve(undefined),
      ]);
      const status = readiness.isShuttingDown() ? 'shutting_down' : database === 'ok' && redis !== 'failing' ? 'ready' : 'unavailable';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, database, ...(redis ? { redis } : {}) });
    },
  );
};
