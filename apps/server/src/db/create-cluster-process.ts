/**
 * The embedded database's first start on a new data directory, as a process of its own (started by
 * create-cluster.ts): PGlite runs initdb, the migrations are applied, the database is closed and the
 * process exits. Whatever initdb and the migrations' index builds grew (the WebAssembly heap, the
 * allocator's arenas of the threads that wrote the files) goes back to the system with it, so the
 * server then opens the directory as on any restart (bench/README.md, "Idle memory").
 *
 * Arguments: the data directory, the migrations folder. Exit 0 when the directory is ready; otherwise
 * the reason on stderr and exit 1.
 */
import { createPgliteClient } from './pglite-client.ts';

const [dataDir, migrationsFolder] = process.argv.slice(2);

async function createCluster(): Promise<void> {
  if (!dataDir || !migrationsFolder) throw new Error('usage: create-cluster-process <data directory> <migrations folder>');
  const client = await createPgliteClient({ dataDir, migrationsFolder });
  await client.close();
}

createCluster().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
