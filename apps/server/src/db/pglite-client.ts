import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { usePreparedStatements } from './pglite-prepared.ts';
import * as schema from './schema.ts';

export interface PgliteClientOptions {
  dataDir?: string;
  loadDataDir?: Blob | File;
  migrationsFolder: string;
  /** Added to initdb's arguments when a new cluster is made (the tests' template: smaller WAL files). */
  initDbStartParams?: string[];
}

/**
 * PostgreSQL's cache of table and index pages, in the WebAssembly heap: its default of 128 MB was
 * a third of an idle server's memory; the pages it no longer holds stay in the operating system's
 * file cache (PGlite reads its files through Node), so a 1 GB machine keeps room for the rest.
 */
export const EMBEDDED_SETTINGS = [
  'shared_buffers=32MB',
  // A VACUUM's or an index build's working memory (default 64 MB): the WebAssembly heap never gives
  // back what it grew to, so the analysis of grown tables under load (auto-analyze.ts) would keep it.
  'maintenance_work_mem=16MB',
];

/**
 * The embedded database, ready for the app: PGlite with the extensions the schema uses, the pending
 * migrations applied, and its `query` on named prepared statements. The same steps whether it runs
 * on the app's thread or on a thread of its own (pglite-worker.ts).
 */
export async function createPgliteClient(options: PgliteClientOptions): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite');
  // pg_trgm and btree_gin: the Potential Clients search index (migration 0007); PostgreSQL ships them as contrib extensions.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    extensions: { pg_trgm, btree_gin },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.initDbStartParams ? { initDbStartParams: options.initDbStartParams } : {}),
  });
  await migrate(drizzle(client, { schema }), { migrationsFolder: options.migrationsFolder });
  usePreparedStatements(client);
  return client;
}
