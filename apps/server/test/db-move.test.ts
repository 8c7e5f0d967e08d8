import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/client.ts';
import { dependencyOrder, moveToPostgres, type MoveSummary } from '../src/db/move-to-postgres.ts';
import { testEnv } from '../src/env.ts';
import { localDiskStorage } from '../src/storage/local-disk-storage.ts';
import { s3Storage } from '../src/storage/s3-storage.ts';
import { addSampleData, openEmbeddedInstall, rowCounts, type SampleData } from './embedded-install.ts';
import { startS3TestServer, type S3TestServer } from './s3-test-server.ts';
import { databaseUrl, POSTGRES_ADMIN_URL, quoteIdent } from './test-database.ts';

// Copies a whole embedded database and opens apps on both ends: slow on a busy machine, not stuck.
const SLOW = 180_000;

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const reachable = await postgresReachable();
if (!reachable) console.warn(`db:move tests skipped: no PostgreSQL at ${POSTGRES_ADMIN_URL} (set GENIE_TEST_POSTGRES_URL).`);

describe.skipIf(!reachable)('moving an embedded install to PostgreSQL and S3 (npm run db:move)', () => {
  let root: string;
  let dataDir: string;
  let s3: S3TestServer;
  let sample: SampleData;
  let countsBefore: Record<string, number>;
  const databases: string[] = [];
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });

  async function freshDatabase(): Promise<string> {
    const name = `genie_move_${randomBytes(5).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
    databases.push(name);
    return databaseUrl(POSTGRES_ADMIN_URL, name);
  }

  beforeAll(async () => {
    await admin.connect();
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-move-'));
    dataDir = path.join(root, 'data');
    s3 = await startS3TestServer();
    const install = await openEmbeddedInstall(dataDir);
    try {
      sample = await addSampleData(install.app);
      countsBefore = await rowCounts(install.database.db);
    } finally {
      await install.close();
    }
  }, SLOW);

  afterAll(async () => {
    for (const name of databases) await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
    await admin.end();
    await s3?.close();
    if (root) await fs.rm(root, { recursive: true, force: true });
  });

  it('copies every row and file, and Genie runs on the server and the bucket with the same designer and logo', async () => {
    const targetUrl = await freshDatabase();
    const bucket = await s3Storage(s3.settings());
    let summary: MoveSummary;
    try {
      summary = await moveToPostgres({ dataDir, targetUrl, fileSource: localDiskStorage(path.join(dataDir, 'files')), fileTarget: bucket, batchSize: 2 });
    } finally {
      bucket.close?.();
    }
    expect(summary.files).toEqual({ copied: 1, present: 0 });
    expect(Object.fromEntries(summary.tables.map((t) => [t.table, t.rows]))).toEqual(countsBefore);
    // Parents before children: designers before the requests that name them, requests before their messages.
    const order = summary.tables.map((t) => t.table);
    expect(order.indexOf('designers')).toBeLessThan(order.indexOf('client_requests'));
    expect(order.indexOf('client_requests')).toBeLessThan(order.indexOf('chat_messages'));

    const database = await openDatabase({ kind: 'postgres', url: targetUrl });
    const app = await buildApp({ env: testEnv({ DATA_DIR: path.join(root, 'elsewhere'), DATABASE_URL: targetUrl, ...s3.env }), database, serveWeb: false });
    try {
      expect(await rowCounts(database.db)).toEqual(countsBefore);
      const client = new pg.Client({ connectionString: targetUrl });
      await client.connect();
      try {
        const designer = (await client.query('SELECT email, name, logo_key FROM designers WHERE genie_name = $1', [sample.designer.genie_name])).rows[0];
        expect(designer).toMatchObject({ email: sample.designer.email, name: 'Oak Studio' });
        expect(`/api/files/${designer.logo_key}`).toBe(sample.logoUrl);
        const messages = (await client.query<{ role: string; text: string }>('SELECT role, text FROM chat_messages ORDER BY seq')).rows;
        expect(messages.some((m) => m.text.includes('30-year-old apartment'))).toBe(true);
        // The message sequence continues after the copied rows.
        const next = (await client.query<{ n: string }>("SELECT nextval(pg_get_serial_sequence('chat_messages', 'seq')) AS n")).rows[0]!.n;
        const max = (await client.query<{ n: string }>('SELECT max(seq) AS n FROM chat_messages')).rows[0]!.n;
        expect(Number(next)).toBeGreaterThan(Number(max));
      } finally {
        await client.end();
      }
      const login = await app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email: sample.designer.email, password: sample.designer.password } });
      expect(login.statusCode, login.body).toBe(200);
      const logo = await app.inject({ method: 'GET', url: sample.logoUrl });
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(sample.logo)).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }

    // The embedded copy is as it was.
    const install = await openEmbeddedInstall(dataDir);
    try {
      expect(await rowCounts(install.database.db)).toEqual(countsBefore);
    } finally {
      await install.close();
    }
  }, SLOW);

  it('refuses a database that already has data, and leaves it as it was', async () => {
    const targetUrl = await freshDatabase();
    await moveToPostgres({ dataDir, targetUrl, fileSource: localDiskStorage(path.join(dataDir, 'files')) });
    await expect(moveToPostgres({ dataDir, targetUrl, fileSource: localDiskStorage(path.join(dataDir, 'files')) })).rejects.toThrow(
      /already has data \(.*designers: \d+.*\)\. Move into an empty database/,
    );
    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      expect((await client.query<{ n: number }>('SELECT count(*)::int AS n FROM designers')).rows[0]!.n).toBe(countsBefore.designers);
    } finally {
      await client.end();
    }
  }, SLOW);

  it('refuses while the embedded database is open', async () => {
    const install = await openEmbeddedInstall(dataDir);
    try {
      await expect(moveToPostgres({ dataDir, targetUrl: await freshDatabase(), fileSource: localDiskStorage(path.join(dataDir, 'files')) })).rejects.toThrow(
        /stop Genie first/,
      );
    } finally {
      await install.close();
    }
  }, SLOW);
});

describe('the copy order', () => {
  it('puts every table after the tables it refers to, whatever order they are listed in', () => {
    const references = [
      { child: 'chat_messages', parent: 'client_requests' },
      { child: 'chat_messages', parent: 'designers' },
      { child: 'client_requests', parent: 'designers' },
    ];
    expect(dependencyOrder(['chat_messages', 'client_requests', 'designers', 'jobs'], references)).toEqual(['designers', 'client_requests', 'chat_messages', 'jobs']);
    expect(() => dependencyOrder(['a', 'b'], [{ child: 'a', parent: 'b' }, { child: 'b', parent: 'a' }])).toThrow(/cycle/);
  });
});
