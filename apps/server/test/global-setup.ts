import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client.ts';
import { createPgliteClient } from '../src/db/pglite-client.ts';
import { databaseUrl, POSTGRES_ADMIN_URL, quoteIdent, type PreparedTestDatabase } from './test-database.ts';

/**
 * Prepares one migrated database per run, so no test pays for initdb (PGlite) or migrations:
 * - PGlite (default): a migrated in-memory database dumped to a temp file; each test app loads it.
 * - PostgreSQL (GENIE_TEST_DATABASE=postgres): a migrated template database with a random name;
 *   each test app gets its own database copied from it. Teardown drops every database of the run.
 */
export default async function setup(project: TestProject) {
  // One bundle of the server per run for the tests that start it as a process (server-process.ts):
  // built once, by the first of them, so no build runs while another test measures a server.
  const serverBuildDir = path.join('dist', `test-run-${randomBytes(4).toString('hex')}`);
  project.provide('genieServerBuildDir', serverBuildDir);
  const removeServerBuild = () => fs.rm(path.join(import.meta.dirname, '..', serverBuildDir), { recursive: true, force: true });
  if (process.env.GENIE_TEST_DATABASE === 'postgres') {
    const prefix = `genie_test_${randomBytes(4).toString('hex')}`;
    const template = `${prefix}_template`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${quoteIdent(template)}`);
    const migrated = await openDatabase({ kind: 'postgres', url: databaseUrl(POSTGRES_ADMIN_URL, template) });
    await migrated.close();
    project.provide('genieTestDatabase', { kind: 'postgres', adminUrl: POSTGRES_ADMIN_URL, template, prefix } satisfies PreparedTestDatabase);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${prefix}\\_%`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(datname)} WITH (FORCE)`);
      await admin.end();
      await removeServerBuild();
    };
  }

  const dump = await slimTemplate();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-test-db-'));
  const templateFile = path.join(dir, 'template.tar');
  await fs.writeFile(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide('genieTestDatabase', { kind: 'pglite', templateFile } satisfies PreparedTestDatabase);
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await removeServerBuild();
  };
}

/**
 * The migrated cluster every PGlite test app loads, made small because each app unpacks it: WAL files
 * of 1 MB instead of 16 MB, and without the template databases (template0, template1), which no app
 * connects to or copies from. 41 MB became 15 MB, and a test app's database opens in about two thirds
 * of the time (bench/README.md, "Test databases").
 */
async function slimTemplate(): Promise<Blob> {
  const client = await createPgliteClient({ migrationsFolder: migrationsFolder(), initDbStartParams: ['--wal-segsize=1'] });
  try {
    await client.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
    for (const name of ['template0', 'template1']) await client.exec(`DROP DATABASE ${name}`);
    await client.exec('CHECKPOINT');
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
