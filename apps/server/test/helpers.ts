import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { testEnv, type Env } from '../src/env.ts';
import { databaseUrl, quoteIdent } from './test-database.ts';

export interface TestClock {
  now: () => Date;
  /** Moves the app's clock forward (or back, with a negative value). */
  advance(ms: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  env: Env;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

let templateBlob: Promise<Blob> | undefined;

/** A fresh, migrated database of its own for one test app (PGlite in memory, or a PostgreSQL database). */
async function openTestDatabase(): Promise<DatabaseHandle> {
  const prepared = inject('genieTestDatabase');
  if (prepared.kind === 'pglite') {
    templateBlob ??= fs.readFile(prepared.templateFile).then((data) => new Blob([data]));
    return openDatabase({ kind: 'pglite', loadDataDir: await templateBlob });
  }
  const { default: pg } = await import('pg');
  const name = `${prepared.prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: prepared.adminUrl });
  await admin.connect();
  try {
    // Copying a template needs it to have no other connection; concurrent copies can collide, so retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${quoteIdent(name)} TEMPLATE ${quoteIdent(prepared.template)}`);
        break;
      } catch (err) {
        if (attempt >= 20 || !/being accessed by other users/.test(String(err))) throw err;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
      }
    }
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl(prepared.adminUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: prepared.adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * An app on its own real database (PGlite from the run's template, or PostgreSQL with
 * GENIE_TEST_DATABASE=postgres), its own data folder and a clock tests can move. Auth throttles are
 * raised and password hashing made cheap unless `envOverrides` says otherwise.
 */
export async function createTestApp(
  envOverrides: Record<string, string | undefined> = {},
  deps: Pick<AppDeps, 'mailer' | 'storage' | 'interviewer' | 'reasoningInterviewer' | 'writerModel' | 'serveWeb' | 'demoLibrary' | 'references' | 'throttleStore' | 'imageProvider'> = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-test-data-'));
  const env = testEnv({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://genie.test',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '100000',
    PASSWORD_SCRYPT_LOG_N: '10',
    ...envOverrides,
  });
  const database = await openTestDatabase();
  let offsetMs = 0;
  const clock: TestClock = {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
  };
  const app = await buildApp({ env, database, now: clock.now, serveWeb: false, ...deps });
  await app.ready();
  return {
    app,
    database,
    env,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      // The embedded database's thread may still be letting go of its files for a moment after it closes.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

let designerCounter = 0;

export interface RegisteredDesigner {
  token: string;
  email: string;
  password: string;
  genie_name: string;
}

/** Registers a designer with unique values (any of them can be overridden) and returns its token. */
export async function registerDesigner(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredDesigner> {
  designerCounter += 1;
  const suffix = `${designerCounter}${randomBytes(3).toString('hex')}`;
  const body = {
    genie_name: `studio_${suffix}`,
    email: `designer${suffix}@example.com`,
    password: 'correct horse battery',
    ...overrides,
  };
  const res = await app.inject({ method: 'POST', url: '/api/accounts/register/', payload: body });
  if (res.statusCode !== 200) throw new Error(`registration failed: ${res.statusCode} ${res.body}`);
  return { token: res.json<{ token: string }>().token, email: String(body.email), password: String(body.password), genie_name: String(body.genie_name) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface FilePart {
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body for app.inject. */
export function multipart(fields: Record<string, string | FilePart>): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----genie${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\nContent-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The `{ success: false, code, msg }` of an error reply, with its status. */
export function errorOf(res: LightMyRequestResponse): { status: number; code: string; msg: string; fields?: Record<string, string> } {
  const body = res.json<{ success: boolean; code: string; msg: string; fields?: Record<string, string> }>();
  if (body.success !== false) throw new Error(`expected an error reply, got ${res.statusCode} ${res.body}`);
  return { status: res.statusCode, code: body.code, msg: body.msg, ...(body.fields ? { fields: body.fields } : {}) };
}

/**
 * An install on disk — its own data folder and PGlite folder, first filled from the run's migrated
 * template — that a test starts, stops and starts again: a server restart. `remove` deletes the folder.
 */
export async function restartableInstall(prefix: string) {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  const env = testEnv({ DATA_DIR: dataDir, PASSWORD_SCRYPT_LOG_N: '10' });
  const prepared = inject('genieTestDatabase');
  const template = prepared.kind === 'pglite' ? new Blob([await fs.readFile(prepared.templateFile)]) : undefined;
  let started = false;
  return {
    async start() {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db'), ...(!started && template ? { loadDataDir: template } : {}) });
      started = true;
      const app = await buildApp({ env, database, serveWeb: false });
      await app.ready();
      return { app, database };
    },
    remove: () => fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }),
  };
}
