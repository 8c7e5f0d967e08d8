import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from './db/client.ts';

/**
 * SIGTERM's sequence, bounded by `timeoutMs`: /api/ready turns 503 and the listener stops accepting;
 * requests in flight and chat streams finish (a chat turn's message is stored before anything streams
 * and its reply before `done`, so a stream cut at the deadline is answered whole when the visitor's
 * page retries, on any instance); the job in hand
 * finishes or goes back to the queue; then the database pool closes. Resolves when all that is done;
 * `forced` says whether the deadline cut connections.
 */
export async function shutDownGracefully(app: FastifyInstance, database: DatabaseHandle, timeoutMs: number): Promise<{ forced: boolean }> {
  app.beginShutdown();
  // The job gets most of the budget, so handing it back still fits inside it.
  const worker = app.jobWorker.stop({ handBackAfterMs: Math.round(timeoutMs * 0.8) });
  const closing = app.close();
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    closing.then(() => 'closed' as const),
    new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs))),
  ]);
  clearTimeout(timer);
  if (outcome === 'late') {
    app.log.warn('shutdown deadline reached: closing the connections still open');
    app.server.closeAllConnections();
    await closing;
  }
  await worker;
  await database.close();
  return { forced: outcome === 'late' };
}
