import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { AutoAnalyze } from './auto-analyze.ts';
import { createClusterInProcess } from './create-cluster.ts';
import { PgliteThread } from './pglite-thread.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, loadable with `loadDataDir` (test templates). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only: what a PostgreSQL server's autovacuum does by itself (PGlite runs no background
   * workers): dead row versions reclaimed and the planner's statistics refreshed (VACUUM (ANALYZE)).
   */
  maintain?: () => Promise<void>;
}

/** The generated migrations folder, found from this file whether it runs from src/ or the dist/ bundle. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = path.join(dir, 'drizzle');
    if (fs.existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('drizzle migrations folder not found');
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; onIdleClientError?: (error: Error) => void }
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob | File;
      /**
       * `worker`: PGlite runs on a thread of its own (pglite-thread.ts), beside the app's work; the
       * server's default. `main` (the default here): on the caller's thread, as commands and tests use it.
       */
      thread?: 'main' | 'worker';
      /** `worker` only: called should the database's thread stop by itself (every query fails from then on). */
      onThreadStopped?: (error: Error) => void;
      /** A background analysis of a grown table that failed (auto-analyze.ts); the next writes try again. */
      onAutoAnalyzeError?: (error: unknown) => void;
    };

/** The advisory-lock key the migrator holds on PostgreSQL (any fixed 64-bit number; "genie-migrations"). */
const MIGRATION_LOCK_KEY = 7_266_937_131_120_305n;

/**
 * Runs the migrator while holding a session advisory lock on its own connection, so instances that
 * start together on one PostgreSQL database migrate one after the other: the later ones wait, then
 * find nothing left to apply. (PGlite is one process: no lock needed.)
 */
async function underMigrationLock(pool: Pool, run: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await run();
    } finally {
      await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    lockHolder.release();
  }
}

/** The data directory when PGlite would create its cluster there (a directory, not a loaded tarball, without one yet), else null. */
function newClusterDir(options: { dataDir?: string; loadDataDir?: Blob | File }): string | null {
  return options.dataDir !== undefined && !options.loadDataDir && !fs.existsSync(path.join(options.dataDir, 'PG_VERSION')) ? options.dataDir : null;
}

/** Opens the database and applies pending migrations (the same SQL files on PGlite and PostgreSQL). */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle pooled connection can be closed by the server (restart, failover, admin termination). pg
    // reports that as an 'error' event on the pool; unheard, it would crash the process. The pool
    // drops that client and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleClientError?.(error));
    const db = drizzle(pool, { schema });
    await underMigrationLock(pool, () => migrate(db, { migrationsFolder: migrationsFolder() }));
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  const creation = {
    migrationsFolder: migrationsFolder(),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  // On a thread of its own (the server) or on this one (commands, tests): the same calls either way.
  // The thread is spawned before this function first waits, so it opens the database while the
  // caller goes on loading its modules (main.ts).
  const startThread = () => PgliteThread.start({ ...creation, ...(options.onThreadStopped ? { onUnexpectedStop: options.onThreadStopped } : {}) });
  const newDir = newClusterDir(options);
  const starting =
    options.thread === 'worker'
      ? newDir !== null
        ? // A new data directory: PGlite's initdb and the migrations grow its heap and the allocator's
          // arenas, memory a process keeps (a first start idled 60–90 MB above a restart, bench/README.md);
          // so a process of its own makes it and exits, and the thread opens the result.
          createClusterInProcess({ dataDir: newDir, migrationsFolder: creation.migrationsFolder }).then(startThread)
        : startThread()
      : import('./pglite-client.ts').then(({ createPgliteClient }) => createPgliteClient(creation));
  starting.catch(() => {}); // awaited below; a failure is thrown from there
  const { drizzle } = await import('drizzle-orm/pglite');
  const client = await starting;
  // A PostgreSQL server's autovacuum keeps the planner's statistics current; here the client does.
  const autoAnalyze = new AutoAnalyze(client, options.onAutoAnalyzeError ? { onError: options.onAutoAnalyzeError } : {});
  autoAnalyze.watch(client);
  return {
    db: drizzle(client as PGlite, { schema }) as unknown as Database,
    kind: 'pglite',
    close: async () => {
      await autoAnalyze.stop();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
  };
}
