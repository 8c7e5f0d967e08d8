import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { DATABASE_MAINTENANCE_EVERY_MS } from '../src/job-handlers.ts';
import { jobTypes } from '../src/jobs/job-types.ts';
import { jobs } from '../src/db/schema.ts';
import { createTestApp, registerDesigner, type TestApp } from './helpers.ts';
import { chatTurn, doneOf, getSession, startRequest } from './genie-helpers.ts';

/**
 * The embedded database runs no autovacuum (PGlite has no background workers): a recurring job does
 * its work there, so a busy genie's updated rows are reclaimed and the planner's statistics stay
 * current. A PostgreSQL server does this by itself: no such job there.
 */
describe('the embedded database’s upkeep', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const lastUpkeep = async () => {
    const result = (await t.database.db.execute(
      sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'client_requests'`,
    )) as unknown as { rows: { last_vacuum: unknown; last_analyze: unknown }[] };
    return result.rows[0]!;
  };
  const scheduled = () => t.database.db.select({ runAt: jobs.runAt, status: jobs.status }).from(jobs).where(eq(jobs.type, jobTypes.databaseMaintenance));

  it('vacuums and analyses the embedded database every six hours, the first six hours after the first start', async () => {
    const designer = await registerDesigner(t.app);
    const { token } = await startRequest(t.app, designer.genie_name);
    await getSession(t.app, designer.genie_name, token);
    for (let i = 0; i < 3; i++) doneOf((await chatTurn(t.app, designer.genie_name, token, { action: 'skip' })).events);

    await t.app.jobWorker.runDue();
    if (t.database.kind === 'postgres') {
      expect(await scheduled()).toEqual([]);
      // One brought along by `npm run db:move` from an embedded install runs once, doing nothing, and is not scheduled again.
      await t.database.db.insert(jobs).values({ type: jobTypes.databaseMaintenance, payload: {}, runAt: t.clock.now(), uniqueKey: `recurring:${jobTypes.databaseMaintenance}` });
      await t.app.jobWorker.runDue();
      expect((await scheduled()).filter((job) => job.status === 'queued')).toEqual([]);
      expect((await scheduled()).map((job) => job.status)).not.toContain('failed');
      return;
    }
    expect(await lastUpkeep()).toEqual({ last_vacuum: null, last_analyze: null });
    const [first] = await scheduled();
    expect(first!.runAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(DATABASE_MAINTENANCE_EVERY_MS - 60_000);

    t.clock.advance(DATABASE_MAINTENANCE_EVERY_MS + 60_000);
    await t.app.jobWorker.runDue();
    const upkeep = await lastUpkeep();
    expect(upkeep.last_vacuum).not.toBeNull();
    expect(upkeep.last_analyze).not.toBeNull();
    const next = (await scheduled()).filter((job) => job.status === 'queued');
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(DATABASE_MAINTENANCE_EVERY_MS - 60_000);
  });
});
