import path from 'node:path';
import { ConfigError, loadEnv } from './env.ts';
import { openDatabase } from './db/client.ts';

/**
 * The app's modules (Fastify, the routes and what they use), imported only once the database has
 * begun to open: the bundle splits them into chunks of their own (build.mjs), so the database's thread
 * compiles PGlite and starts Postgres while this thread loads them, instead of after.
 */
function loadAppModules() {
  return Promise.all([import('./app.ts'), import('./ai/create-interviewer.ts'), import('./graceful-shutdown.ts'), import('./monitoring.ts')]);
}

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  // DATA_DIR holds db/ (the embedded PGlite cluster) and files/ (local file storage) side by side.
  const pgliteDir = path.join(env.DATA_DIR, 'db');
  const opening = openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          onIdleClientError: (error) => console.warn(`A database connection was closed by the server (${error.message}); it will be replaced.`),
        }
      : {
          kind: 'pglite',
          dataDir: pgliteDir,
          thread: env.PGLITE_THREAD,
          // Without its database the server can answer nothing: it stops, for its supervisor to start it again.
          onThreadStopped: (error) => {
            console.error(`${error.message} Genie stops; start it again.`);
            process.exit(1);
          },
          onAutoAnalyzeError: (error) => console.warn(`Refreshing the embedded database's statistics failed (${error instanceof Error ? error.message : String(error)}); the next writes try again.`),
        },
  );
  const modules = loadAppModules();
  // A failure of either is reported once, below; the other's outcome no longer matters.
  opening.catch(() => {});
  modules.catch(() => {});
  const [[{ buildApp }, { createInterviewer, createReasoningInterviewer }, { shutDownGracefully }, { initServerMonitoring }], database] = await Promise.all([modules, opening]);
  await initServerMonitoring(env);
  // One interviewer for the process: the configured LLM (or none) with the built-in engine under it;
  // and one on the reasoning model when LLM_REASONING_MODEL is set.
  const interviewer = createInterviewer(env.LLM);
  const reasoningInterviewer = createReasoningInterviewer(env.LLM);
  const app = await buildApp({ env, database, interviewer, reasoningInterviewer });
  if (env.WORKER === 'on') app.jobWorker.start();
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down: finishing requests in flight and the job in hand');
    // A last resort should a step hang past its own bound (a database that stopped answering).
    setTimeout(() => {
      console.error(`Genie did not shut down within ${env.SHUTDOWN_TIMEOUT_MS + 5000} ms; exiting.`);
      process.exit(1);
    }, env.SHUTDOWN_TIMEOUT_MS + 5000).unref();
    try {
      const { forced } = await shutDownGracefully(app, database, env.SHUTDOWN_TIMEOUT_MS);
      app.log.info({ forced }, 'shut down');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Genie is running at ${env.PUBLIC_URL} (database: ${database.kind === 'pglite' ? pgliteDir : 'PostgreSQL'}, mail: ${env.SMTP_URL ? 'SMTP' : 'local outbox'}, LLM: ${env.LLM.provider}, worker: ${env.WORKER}, shared state: ${env.REDIS_URL ? 'Redis' : 'this process'})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
