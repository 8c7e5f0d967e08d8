import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePreparedStatements } from './pglite-prepared.ts';

/** Drizzle's PGlite driver passes parsers of its own for dates (kept as strings) on every call. */
const drizzleLike = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };

describe('prepared statements on the embedded database', () => {
  let plain: PGlite;
  let prepared: PGlite;

  beforeAll(async () => {
    [plain, prepared] = await Promise.all([PGlite.create(), PGlite.create()]);
    usePreparedStatements(prepared, 4);
    for (const db of [plain, prepared]) {
      await db.exec(`create table things (
        id int primary key, name text not null unique, data jsonb, at timestamptz, tags text[], ok boolean, raw bytea, ref uuid
      )`);
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all([plain?.close(), prepared?.close()]);
  });

  const insert = 'insert into things (id, name, data, at, tags, ok, raw, ref) values ($1, $2, $3, $4, $5, $6, $7, $8) returning *';
  const row = (id: number) => [id, `thing ${id}`, { rooms: [id, 'kitchen'], note: 'naïve 室內 인테리어' }, new Date(Date.UTC(2026, 10, id)), ['a', 'b "quoted"'], id % 2 === 0, new Uint8Array([0, id, 255]), '0b7c7c2e-1d6f-4f7e-9a39-3a0f5d7b1c2a'];

  it('answers every statement exactly as PGlite’s own query does: values in, rows, types and counts out', async () => {
    for (let id = 1; id <= 3; id++) {
      const [a, b] = await Promise.all([plain.query(insert, row(id)), prepared.query(insert, row(id))]);
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields);
      expect(b.affectedRows).toBe(a.affectedRows);
    }
    const select = 'select * from things where id >= $1 order by id';
    for (const options of [undefined, drizzleLike]) {
      const [a, b] = await Promise.all([plain.query(select, [2], options), prepared.query(select, [2], options)]);
      expect(b.rows).toEqual(a.rows);
      expect(b.rows).toHaveLength(2);
    }
    const update = 'update things set ok = $1, data = null where id <= $2';
    const [a, b] = await Promise.all([plain.query(update, [true, 2]), prepared.query(update, [true, 2])]);
    expect(b.affectedRows).toBe(2);
    expect(b.affectedRows).toBe(a.affectedRows);
    expect((await prepared.query<{ data: unknown }>('select data from things where id = $1', [1])).rows).toEqual([{ data: null }]);
  });

  it('prepares a statement once however often it runs, and keeps at most its limit prepared', async () => {
    const count = async () => (await prepared.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
    for (let i = 0; i < 20; i++) await prepared.query('select name from things where id = $1', [1 + (i % 3)]);
    expect(await count()).toBeLessThanOrEqual(4);
    for (let i = 0; i < 10; i++) await prepared.query(`select ${i} as n`);
    expect(await count()).toBeLessThanOrEqual(4);
    expect((await prepared.query('select 7 as n')).rows).toEqual([{ n: 7 }]);
  });

  it('reports a failing statement as PGlite does (its code and the statement), and the next statements run', async () => {
    const duplicate = await prepared.query(insert, row(1)).catch((error: unknown) => error);
    expect(duplicate).toMatchObject({ code: '23505', query: insert });
    const broken = await prepared.query('select from where', []).catch((error: unknown) => error);
    expect(broken).toMatchObject({ code: '42601' });
    const wrongType = await prepared.query('select * from things where id = $1', ['not a number']).catch((error: unknown) => error);
    expect(wrongType).toMatchObject({ code: '22P02' });
    expect((await prepared.query('select name from things where id = $1', [3])).rows).toEqual([{ name: 'thing 3' }]);
  });

  it('prepares a statement again when its table changed shape since', async () => {
    const all = 'select * from things where id = $1';
    const before = (await prepared.query<Record<string, unknown>>(all, [2])).rows[0]!;
    await prepared.exec('alter table things add column colour text default $$sage$$');
    const after = (await prepared.query<Record<string, unknown>>(all, [2])).rows[0]!;
    expect(after).toEqual({ ...before, colour: 'sage' });
  });

  it('leaves transactions to PGlite and waits for one under way, as PGlite’s query does', async () => {
    const order: string[] = [];
    let inside: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const transaction = prepared.transaction(async (tx) => {
      await tx.query('update things set name = $1 where id = $2', ['renamed', 3]);
      inside();
      await new Promise((resolve) => setTimeout(resolve, 30));
      order.push('transaction');
    });
    await started;
    const read = prepared.query<{ name: string }>('select name from things where id = $1', [3]).then((result) => {
      order.push('query');
      return result.rows[0]!.name;
    });
    await transaction;
    expect(await read).toBe('renamed');
    expect(order).toEqual(['transaction', 'query']);

    await expect(
      prepared.transaction(async (tx) => {
        await tx.query('update things set name = $1 where id = $2', ['lost', 3]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect((await prepared.query('select name from things where id = $1', [3])).rows).toEqual([{ name: 'renamed' }]);
  });
});
