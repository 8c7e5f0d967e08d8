import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { databaseUrl, POSTGRES_ADMIN_URL, quoteIdent } from './test-database.ts';

/**
 * The PostgreSQL and Redis servers that CI's machine (and a developer's) runs on 127.0.0.1. Tests
 * that need them create their own database or key prefix, clean up, and are skipped with a message
 * saying what is missing when the server is not there.
 */
export const REDIS_TEST_URL = process.env.GENIE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function reachable(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || '127.0.0.1', port: Number(port || defaultPort) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export const postgresAvailable = await reachable(POSTGRES_ADMIN_URL, 5432);
export const redisAvailable = await reachable(REDIS_TEST_URL, 6379);

/** Says which service a skipped test needed, once per file. */
export function explainSkip(what: string, needs: { postgres?: boolean; redis?: boolean }): void {
  const missing = [needs.postgres && !postgresAvailable && `PostgreSQL (${POSTGRES_ADMIN_URL})`, needs.redis && !redisAvailable && `Redis (${REDIS_TEST_URL})`].filter(Boolean);
  if (missing.length) console.warn(`Skipped: ${what} needs ${missing.join(' and ')}, which is not reachable.`);
}

/** A new, empty PostgreSQL database (no migrations run), dropped by `drop()`. */
export async function freshPostgresDatabase(label: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `genie_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${quoteIdent(name)}`);
  return {
    url: databaseUrl(POSTGRES_ADMIN_URL, name),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A key prefix of its own for one test run, so parallel runs on one Redis never meet. */
export const redisTestPrefix = (label: string) => `genie-test:${label}:${randomBytes(4).toString('hex')}:`;
