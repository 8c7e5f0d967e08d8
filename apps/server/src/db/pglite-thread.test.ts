import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { types, type PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import type * as WorkerThreads from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { migrationsFolder, openDatabase } from './client.ts';
import { uniqueViolation } from './errors.ts';
import { createPgliteClient } from './pglite-client.ts';
import { PgliteThread } from './pglite-thread.ts';

/** Every worker thread started, so a test can stop one as a crash would. */
const started = vi.hoisted(() => [] as WorkerThreads.Worker[]);
vi.mock('node:worker_threads', async (importOriginal) => {
  const actual = await importOriginal<typeof WorkerThreads>();
  class RecordedWorker extends actual.Worker {
    constructor(...args: ConstructorParameters<typeof actual.Worker>) {
      super(...args);
      started.push(this);
    }
  }
  return { ...actual, Worker: RecordedWorker };
});

/** Drizzle's PGlite driver passes parsers of its own for dates (kept as strings) on every call. */
const drizzleLike = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => `parsed ${value}` } };

const table = `create table things (
  id int primary key, name text not null unique, data jsonb, at timestamptz, tags text[], ok boolean, raw bytea, amount numeric, big bigint
)`;
const insert = 'insert into things (id, name, data, at, tags, ok, raw, amount, big) values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *';
const row = (id: number) => [
  id,
  `thing ${id}`,
  { rooms: [id, 'kitchen'], note: 'naïve 室內 인테리어' },
  new Date(Date.UTC(2026, 10, id)),
  ['a', 'b "quoted"'],
  id % 2 === 0,
  new Uint8Array([0, id, 255]),
  '12.50',
  9_007_199_254_740_993n,
];

/** A promise with its resolver, to hold a transaction open. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the embedded database on a thread of its own', () => {
  let plain: PGlite;
  let thread: PgliteThread;

  beforeAll(async () => {
    [plain, thread] = await Promise.all([createPgliteClient({ migrationsFolder: migrationsFolder() }), PgliteThread.start({ migrationsFolder: migrationsFolder() })]);
    await plain.exec(table);
    await thread.exec(table);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([plain?.close(), thread?.close()]);
  });

  it('answers as PGlite on the app’s thread does: values in, rows, types and counts out', async () => {
    for (let id = 1; id <= 3; id++) {
      const [a, b] = await Promise.all([plain.query(insert, row(id)), thread.query(insert, row(id))]);
      expect(b.rows).toEqual(a.rows);
      expect(b.fields).toEqual(a.fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })));
      expect(b.affectedRows).toBe(a.affectedRows);
    }
    const select = 'select * from things where id >= $1 order by id';
    for (const options of [undefined, drizzleLike]) {
      const [a, b] = await Promise.all([plain.query(select, [2], options), thread.query(select, [2], options)]);
      expect(b.rows).toEqual(a.rows);
      expect(b.rows).toHaveLength(2);
    }
    // The caller's own parser ran on the app's thread, on the column's text.
    const { rows } = await thread.query<unknown[]>('select at from things where id = 1', [], drizzleLike);
    expect(rows[0]![0]).toBe('parsed 2026-11-01 00:00:00+00');
  });

  it('serves the app’s schema through Drizzle: the migrations ran on the thread', async () => {
    const db = drizzle(thread as unknown as PGlite);
    const result = await db.execute<{ tables: number }>(sql`select count(*)::int as tables from information_schema.tables where table_name = 'client_requests'`);
    expect(result.rows[0]!.tables).toBe(1);
  });

  it('reports a database error with its SQLSTATE and constraint, as the app reads them', async () => {
    const db = drizzle(thread as unknown as PGlite);
    const duplicate = await db.execute(sql`insert into things (id, name) values (1, 'again')`).catch((e: unknown) => e);
    expect(uniqueViolation(duplicate)).toBe('things_pkey');
    const error = await thread.query('select 1 / 0').catch((e: unknown) => e as Error & { code?: string });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: '22012', message: 'division by zero' });
  });

  it('commits a transaction that returns and rolls back one that throws, savepoints included', async () => {
    const db = drizzle(thread as unknown as PGlite);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into things (id, name) values (10, 'ten')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into things (id, name) values (11, 'eleven')`);
          throw new Error('inner undone');
        })
        .catch(() => {});
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into things (id, name) values (12, 'twelve')`);
        throw new Error('all undone');
      }),
    ).rejects.toThrow('all undone');
    const { rows } = await thread.query<{ id: number }>('select id from things where id >= 10 order by id');
    expect(rows.map((r) => r.id)).toEqual([10]);
  });

  it('holds back other statements while a transaction is open, then lets them see what it committed', async () => {
    const inside = deferred();
    const release = deferred();
    const transaction = thread.transaction(async (tx) => {
      await tx.query("insert into things (id, name) values (20, 'twenty')");
      inside.resolve();
      await release.promise;
      await tx.query("insert into things (id, name) values (21, 'twenty-one')");
    });
    await inside.promise;
    let counted: number | undefined;
    const outside = thread.query<{ n: number }>('select count(*)::int as n from things where id in (20, 21)').then((r) => (counted = r.rows[0]!.n));
    await new Promise((r) => setTimeout(r, 50));
    expect(counted).toBeUndefined();
    release.resolve();
    await Promise.all([transaction, outside]);
    expect(counted).toBe(2);
  });

  it('keeps transactions that waited for the same one apart: one rolled back undoes only its own statements', async () => {
    const inside = deferred();
    const release = deferred();
    const first = thread.transaction(async (tx) => {
      await tx.query("insert into things (id, name) values (30, 'thirty')");
      inside.resolve();
      await release.promise;
    });
    await inside.promise;
    // Three transactions and two plain statements queue behind the first; the first to go fails.
    const failing = thread.transaction(async (tx) => {
      await tx.query("insert into things (id, name) values (31, 'thirty-one')");
      await new Promise((r) => setTimeout(r, 20));
      throw new Error('undone');
    });
    const second = thread.transaction(async (tx) => {
      await tx.query("insert into things (id, name) values (32, 'thirty-two')");
      await new Promise((r) => setTimeout(r, 20));
      await tx.query("insert into things (id, name) values (33, 'thirty-three')");
    });
    const plainWrite = thread.query("insert into things (id, name) values (34, 'thirty-four')");
    const third = thread.transaction(async (tx) => {
      await tx.query("insert into things (id, name) values (35, 'thirty-five')");
    });
    const plainExec = thread.exec("insert into things (id, name) values (36, 'thirty-six')");
    release.resolve();
    await expect(failing).rejects.toThrow('undone');
    await Promise.all([first, second, plainWrite, third, plainExec]);
    const { rows } = await thread.query<{ id: number }>('select id from things where id between 30 and 39 order by id');
    expect(rows.map((r) => r.id)).toEqual([30, 32, 33, 34, 35, 36]);
  });

  it('hands over its data directory, which opens on the app’s thread with the same rows', async () => {
    const dump = await thread.dumpDataDir('none');
    const copy = await createPgliteClient({ migrationsFolder: migrationsFolder(), loadDataDir: dump });
    try {
      const { rows } = await copy.query<{ n: number }>('select count(*)::int as n from things');
      const { rows: original } = await thread.query<{ n: number }>('select count(*)::int as n from things');
      expect(rows[0]!.n).toBe(original[0]!.n);
    } finally {
      await copy.close();
    }
  }, 60_000);
});

describe('the database thread’s start and end', () => {
  it('opens a data directory that the next start finds again, and refuses every call once closed', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-thread-'));
    try {
      const first = await openDatabase({ kind: 'pglite', dataDir, thread: 'worker' });
      await first.db.execute(sql`create table kept (note text)`);
      await first.db.execute(sql`insert into kept values ('still here')`);
      await first.close();
      const afterClose = await first.db.execute(sql`select 1`).catch((e: unknown) => e as Error);
      expect((afterClose as Error).cause).toMatchObject({ message: expect.stringMatching(/thread stopped/) });

      const second = await openDatabase({ kind: 'pglite', dataDir, thread: 'worker' });
      try {
        const result = (await second.db.execute(sql`select note from kept`)) as unknown as { rows: { note: string }[] };
        expect(result.rows).toEqual([{ note: 'still here' }]);
        await second.maintain!();
      } finally {
        await second.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('says once when the thread stops by itself, and fails every call from then on', async () => {
    const stops: Error[] = [];
    // The server's test files share one module cache: a thread module loaded by an earlier file holds the
    // real Worker, so this test loads its own copy, which takes the recording Worker above.
    vi.resetModules();
    const { PgliteThread: RecordedThread } = await import('./pglite-thread.ts');
    const before = started.length;
    const thread = await RecordedThread.start({ migrationsFolder: migrationsFolder(), onUnexpectedStop: (error) => stops.push(error) });
    expect(started.length).toBe(before + 1);
    const pending = thread.query('select pg_sleep(0.2)');
    await started.at(-1)!.terminate();
    await expect(pending).rejects.toThrow(/thread stopped/);
    await expect(thread.query('select 1')).rejects.toThrow(/thread stopped/);
    expect(stops).toHaveLength(1);
    await thread.close();
    expect(stops).toHaveLength(1);
  }, 60_000);

  it('says nothing when it is closed', async () => {
    const stops: Error[] = [];
    const thread = await PgliteThread.start({ migrationsFolder: migrationsFolder(), onUnexpectedStop: (error) => stops.push(error) });
    await thread.close();
    expect(stops).toEqual([]);
  }, 60_000);

  it('fails to start with the reason when its data directory cannot be used', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'genie-thread-')), 'not-a-directory');
    fs.writeFileSync(file, 'x');
    await expect(PgliteThread.start({ dataDir: file, migrationsFolder: migrationsFolder() })).rejects.toThrow(file);
  }, 60_000);
});
