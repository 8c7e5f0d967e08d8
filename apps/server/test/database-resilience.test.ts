import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// Only meaningful on a PostgreSQL server: PGlite has no connections to lose.
describe.runIf(process.env.GENIE_TEST_DATABASE === 'postgres')('the PostgreSQL connection pool', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps serving after the database server closes its idle connections (restart, failover)', async () => {
    // Several connections in the pool, idle once these finish.
    await Promise.all([1, 2, 3, 4].map(() => t.database.db.execute(sql`select pg_sleep(0.05)`)));
    const rows = async <T,>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const [current] = await rows<{ name: string }>(sql`select current_database() as name`);
    const name = current!.name;
    // Another session of the server ends every other connection to this database.
    await t.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`);
    // The killed idle clients are dropped by the pool; the next queries get fresh connections.
    await new Promise((r) => setTimeout(r, 200));
    const results = await Promise.all([1, 2, 3].map(() => t.app.inject({ url: '/api/accounts/designer/nobody-here/' })));
    expect(results.map((r) => r.statusCode)).toEqual([404, 404, 404]);
    const [after] = await rows<{ one: number }>(sql`select 1 as one`);
    expect(after!.one).toBe(1);
  });
});
