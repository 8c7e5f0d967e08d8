import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';
import { explainSkip, freshPostgresDatabase, postgresAvailable } from './local-services.ts';

explainSkip('the migration lock test', { postgres: true });

describe.runIf(postgresAvailable)('starting two instances at once on a new PostgreSQL database', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('both come up: the second waits for the first one to migrate instead of colliding with it', async () => {
    const fresh = await freshPostgresDatabase('migrate_race');
    cleanups.push(fresh.drop);
    const opened = await Promise.allSettled([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: fresh.url })));
    const handles = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
    cleanups.push(...handles.map((h: DatabaseHandle) => () => h.close()));
    expect(opened.map((o) => (o.status === 'rejected' ? String((o.reason as Error).cause ?? o.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    // Every migration was applied exactly once.
    const applied = (await handles[0]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)) as unknown as { rows: Array<{ n: number }> };
    const { readdirSync } = await import('node:fs');
    const { migrationsFolder } = await import('../src/db/client.ts');
    expect(applied.rows[0]!.n).toBe(readdirSync(migrationsFolder()).filter((f) => f.endsWith('.sql')).length);
  });
});
