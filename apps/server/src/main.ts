import path from 'node:path';
import { ConfigError, loadEnv } from './env.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { initServerMonitoring } from './monitoring.ts';
import { createInterviewer } from './ai/create-interviewer.ts';

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
  initServerMonitoring(env);
  // DATA_DIR holds db/ (the embedded PGlite cluster) and files/ (local file storage) side by side.
  const pgliteDir = path.join(env.DATA_DIR, 'db');
  const database = await openDatabase(
    env.DATABASE_URL
      ? {
          kind: 'postgres',
          url: env.DATABASE_URL,
          onIdleClientError: (error) => console.warn(`A database connection was closed by the server (${error.message}); it will be replaced.`),
        }
      : { kind: 'pglite', dataDir: pgliteDir },
  );
  // One interviewer for the process: the configured LLM (or none) with the built-in engine under it.
  const interviewer = createInterviewer(env.LLM);
  const app = await buildApp({ env, database, interviewer });
  if (env.WORKER === 'on') app.jobWorker.start();
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Genie is running at ${env.PUBLIC_URL} (database: ${database.kind === 'pglite' ? pgliteDir : 'PostgreSQL'}, mail: ${env.SMTP_URL ? 'SMTP' : 'local outbox'}, LLM: ${env.LLM.provider}, worker: ${env.WORKER})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
