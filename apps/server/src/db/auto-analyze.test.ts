import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { ANALYZE_THRESHOLD } from './auto-analyze.ts';

/**
 * The embedded database keeps the planner's statistics current as tables grow, as a PostgreSQL
 * server's autovacuum does, instead of waiting for the six-hourly upkeep.
 */
describe('the embedded database’s statistics after a bulk of writes', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  const statistics = async (db: DatabaseHandle['db']) => {
    const result = (await db.execute(
      sql`select s.last_analyze::text as last_analyze, s.last_vacuum::text as last_vacuum, c.reltuples::float8 as reltuples from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = 'bulk_rows'`,
    )) as unknown as { rows: { last_analyze: string | null; last_vacuum: string | null; reltuples: number }[] };
    return result.rows[0]!;
  };
  const insertRows = (db: DatabaseHandle['db'], from: number, count: number) =>
    db.execute(sql`insert into bulk_rows (id, label) select g, 'row ' || g from generate_series(${from}::int, ${from + count - 1}::int) g`);
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 100 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  };

  for (const thread of ['main', 'worker'] as const) {
    it(`analyses a table soon after more than 50 + 10 % of its rows changed, and vacuums it after a bulk of inserts (database on the ${thread} thread)`, async () => {
      database = await openDatabase({ kind: 'pglite', thread });
      const { db } = database;
      await db.execute(sql`create table bulk_rows (id int primary key, label text not null)`);
      await insertRows(db, 1, ANALYZE_THRESHOLD);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await statistics(db)).toMatchObject({ last_analyze: null }); // 50 rows changed: not past the threshold

      await insertRows(db, 1_000, 2_000);
      await until(async () => (await statistics(db)).reltuples >= 2_050);
      const after = await statistics(db);
      expect(after.last_analyze).not.toBeNull();
      expect(after.reltuples).toBe(2_050);
      // More than 1,000 rows inserted: vacuumed too, as autovacuum does after a bulk of inserts.
      expect(after.last_vacuum).not.toBeNull();

      // Next time past 50 + 10 % of 2,050 rows: 200 more do not reach it, 300 more do.
      const analysed = after.last_analyze;
      await db.execute(sql`update bulk_rows set label = label || '!' where id in (select id from bulk_rows order by id limit 200)`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await statistics(db)).last_analyze).toBe(analysed);
      await db.transaction(async (tx) => {
        await tx.execute(sql`delete from bulk_rows where id in (select id from bulk_rows order by id desc limit 100)`);
      });
      await until(async () => (await statistics(db)).reltuples === 1_950);
      expect((await statistics(db)).reltuples).toBe(1_950);
    }, 120_000);
  }
});
