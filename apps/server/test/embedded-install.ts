import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../src/db/client.ts';
import { testEnv } from '../src/env.ts';
import { bearer, multipart, registerDesigner, type RegisteredDesigner } from './helpers.ts';
import { chatTurn, getSession, startRequest } from './genie-helpers.ts';
import { makeImage } from './images.ts';

/**
 * A Genie install as `npm start` leaves it: the embedded database on disk in DATA_DIR/db and files in
 * DATA_DIR/files, with the app built on it (what the backup and db:move tests read and restore).
 */
export interface EmbeddedInstall {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function openEmbeddedInstall(dataDir: string, envOverrides: Record<string, string> = {}): Promise<EmbeddedInstall> {
  const databaseDir = path.join(dataDir, 'db');
  const prepared = inject('genieTestDatabase');
  const fresh = !(await fs.access(path.join(databaseDir, 'PG_VERSION')).then(() => true, () => false));
  // A new install starts from the run's migrated template when there is one (no initdb to wait for).
  const template = fresh && prepared.kind === 'pglite' ? new Blob([await fs.readFile(prepared.templateFile)]) : undefined;
  const database = await openDatabase({ kind: 'pglite', dataDir: databaseDir, ...(template ? { loadDataDir: template } : {}) });
  const env = testEnv({ DATA_DIR: dataDir, PUBLIC_URL: 'http://genie.test', PASSWORD_SCRYPT_LOG_N: '10', RATE_LIMIT_AUTH_PER_MINUTE: '100000', ...envOverrides });
  const app = await buildApp({ env, database, serveWeb: false });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface SampleData {
  designer: RegisteredDesigner;
  logoUrl: string;
  logo: Buffer;
}

/** A designer with a logo and a visitor's request with a chat turn: rows in most tables and a stored file. */
export async function addSampleData(app: FastifyInstance): Promise<SampleData> {
  const designer = await registerDesigner(app, { language: 'en-US' });
  const form = multipart({ name: 'Oak Studio', logo: { filename: 'logo.png', data: await makeImage.png(400, 200), contentType: 'image/png' } });
  const saved = await app.inject({ method: 'PUT', url: '/api/accounts/personal_info/', headers: { ...bearer(designer.token), ...form.headers }, payload: form.payload });
  if (saved.statusCode !== 200) throw new Error(`logo upload failed: ${saved.body}`);
  const { token } = await startRequest(app, designer.genie_name, { contact_name: 'Baker Bo' });
  await getSession(app, designer.genie_name, token);
  await chatTurn(app, designer.genie_name, token, { text: 'We are renovating a 30-year-old apartment of about 85 square metres.' });
  const info = await app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(designer.token) });
  const logoUrl: string = info.json().data.logo;
  const logo = (await app.inject({ method: 'GET', url: logoUrl })).rawPayload;
  return { designer, logoUrl, logo };
}

/** Rows per table of the public schema, by table name. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const counts: Record<string, number> = {};
  for (const { name } of await rows<{ name: string }>(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) {
    counts[name] = (await rows<{ n: number }>(sql.raw(`SELECT count(*)::int AS n FROM "${name}"`)))[0]!.n;
  }
  return counts;
}
