import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createInterview } from '@genie/core';
import { clientRequestsRepository, type NewClientRequest } from '../src/db/repositories/client-requests.ts';
import { designers } from '../src/db/schema.ts';
import { bearer, createTestApp, registerDesigner, type TestApp } from './helpers.ts';

/** The Potential Clients search reads the trigram index on both databases, not every request of the designer. */
describe('the Potential Clients search index', () => {
  let t: TestApp;
  let designer: Awaited<ReturnType<typeof registerDesigner>>;

  beforeAll(async () => {
    t = await createTestApp();
    designer = await registerDesigner(t.app);
    const [row] = await t.database.db.select().from(designers).where(eq(designers.genieName, designer.genie_name));
    const designerId = row!.id;
    const state = createInterview({ projectType: 'website', language: 'en-US', designer: { teamName: 'Oak' } });
    const values: NewClientRequest[] = Array.from({ length: 8000 }, (_, i) => ({
      identifyKey: `idx-${i}-i`,
      shareKey: `idx-${i}-s`,
      contactName: i === 1234 || i === 5678 ? 'Zoltan Quixby' : `Client ${i}`,
      email: `client${i}@example.com`,
      phone: `+886 9${String(10_000_000 + i).slice(-8)}`,
      availableTime: '9to12',
      projectType: 'website',
      language: 'en-US',
      inquiryDate: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      interviewState: state,
    }));
    // Like any studio's database: this designer's requests among other designers'.
    const other = await registerDesigner(t.app);
    const [otherRow] = await t.database.db.select().from(designers).where(eq(designers.genieName, other.genie_name));
    const repo = clientRequestsRepository(t.database.db);
    for (let i = 0; i < values.length; i += 500) await repo.insertMany(i < 3000 ? designerId : otherRow!.id, values.slice(i, i + 500));
    await t.database.db.execute(sql`vacuum analyze client_requests`);
  });
  afterAll(() => t.close());

  it('finds the one match through client_requests_search_trgm_idx', async () => {
    const client = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    const seen: { text: string; params: unknown[] }[] = [];
    client.query = function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
      seen.push({ text, params: (Array.isArray(args[1]) ? args[1] : []) as unknown[] });
      return original.apply(this, args);
    } as typeof client.query;
    let res;
    try {
      res = await t.app.inject({ method: 'GET', url: '/api/client_requests/?q=quixby', headers: bearer(designer.token) });
    } finally {
      client.query = original;
    }
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ items: { contact_name: string }[] }>().items.map((r) => r.contact_name)).toEqual(['Zoltan Quixby']);

    const listQuery = seen.find((q) => /from "client_requests"/.test(q.text) && /ilike/i.test(q.text) && /limit/i.test(q.text));
    expect(listQuery, seen.map((q) => q.text).join('\n')).toBeDefined();
    // The plan of that very statement, with its parameters inlined (EXPLAIN takes no bind parameters on every driver).
    const inlined = listQuery!.text.replace(/\$(\d+)/g, (_, n: string) => {
      const value = listQuery!.params[Number(n) - 1];
      return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
    });
    // Seq scans off: at this size a scan may still be the cheaper plan; what is checked is that the
    // statement as written can be answered from the index (its expression matches the index's).
    const plan = (await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql.raw(`explain ${inlined}`));
    })) as unknown as { rows: Record<string, string>[] };
    const text = plan.rows.map((r) => Object.values(r)[0]).join('\n');
    expect(text).toContain('client_requests_search_trgm_idx');
  });
});
