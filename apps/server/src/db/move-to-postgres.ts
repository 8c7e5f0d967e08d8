import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrationsFolder, openDatabase } from './client.ts';
import { embeddedDatabaseInUse, embeddedDatabaseInUseMessage } from './embedded-database-lock.ts';
import type { FileStorage } from '../storage/file-storage.ts';

/**
 * `npm run db:move`: copies an embedded install (PGlite in DATA_DIR/db, files in DATA_DIR/files) to a
 * PostgreSQL server (and its files to the configured object store). The server gets this version's
 * migrations first; every table of the public schema is then copied in foreign-key order, in batches,
 * inside one transaction, with sequences set past the copied rows and row counts compared per table
 * before it commits. The embedded copy is only read.
 */
export class MoveError extends Error {
  override name = 'MoveError';
}

export interface MoveOptions {
  dataDir: string;
  targetUrl: string;
  /** Where the files go (STORAGE=s3's bucket); undefined: they stay on local disk and are not copied. */
  fileTarget?: FileStorage | undefined;
  /** The embedded install's local file storage (DATA_DIR/files). */
  fileSource: FileStorage;
  batchSize?: number;
  onProgress?: (line: string) => void;
}

export interface TableMove {
  table: string;
  rows: number;
}

export interface MoveSummary {
  tables: TableMove[];
  files: { copied: number; present: number } | null;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables so that every table comes after the tables its foreign keys point to. */
export function dependencyOrder(tables: string[], references: { child: string; parent: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new MoveError(`The foreign keys around ${table} form a cycle; it cannot be copied table by table.`);
    state.set(table, 'visiting');
    for (const { parent } of references.filter((r) => r.child === table && r.parent !== table)) if (tables.includes(parent)) visit(parent);
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table);
  return ordered;
}

/** The migrations this version ships (drizzle's journal) against those the embedded database has applied. */
async function checkSourceIsCurrent(source: PGlite): Promise<void> {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const shipped = journal.entries.length;
  const latest = Math.max(...journal.entries.map((e) => e.when));
  const applied = await source
    .query<{ n: number; latest: string | null }>('SELECT count(*)::int AS n, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations')
    .then((r) => r.rows[0]!)
    .catch(() => ({ n: 0, latest: null }));
  if (applied.n !== shipped || Number(applied.latest) !== latest) {
    throw new MoveError(
      `The embedded database has ${applied.n} of this version's ${shipped} migrations. Start this version of Genie on it once ` +
        '(it brings the database up to date), stop it, then move.',
    );
  }
}

export async function moveToPostgres(options: MoveOptions): Promise<MoveSummary> {
  const { dataDir, targetUrl } = options;
  const batchSize = options.batchSize ?? 500;
  const say = options.onProgress ?? (() => undefined);
  const databaseDir = path.join(dataDir, 'db');
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) throw new MoveError(`There is no embedded database in ${databaseDir} to move.`);
  if (embeddedDatabaseInUse(databaseDir)) throw new MoveError(embeddedDatabaseInUseMessage(databaseDir));

  const { PGlite } = await import('@electric-sql/pglite');
  const source = await PGlite.create({ dataDir: databaseDir });
  try {
    await checkSourceIsCurrent(source);

    say('Applying migrations on the server…');
    const migrated = await openDatabase({ kind: 'postgres', url: targetUrl });
    await migrated.close();

    const { default: pgModule } = await import('pg');
    const target: pg.Client = new pgModule.Client({ connectionString: targetUrl });
    await target.connect();
    try {
      const tables = (await target.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).rows.map((r) => r.name);
      const sourceTables = new Set((await source.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public'")).rows.map((r) => r.name));
      const missing = [...sourceTables].filter((t) => !tables.includes(t));
      if (missing.length) throw new MoveError(`The server's schema has no table ${missing.join(', ')}.`);

      const occupied: string[] = [];
      for (const table of tables) {
        const { rows } = await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`);
        if (rows[0]!.n > 0) occupied.push(`${table}: ${rows[0]!.n}`);
      }
      if (occupied.length) throw new MoveError(`The target database already has data (${occupied.join(', ')}). Move into an empty database.`);

      const files = options.fileTarget ? await copyFiles(options.fileSource, options.fileTarget, say) : null;

      const references = (
        await target.query<{ child: string; parent: string }>(
          `SELECT c.relname AS child, p.relname AS parent
             FROM pg_constraint k
             JOIN pg_class c ON c.oid = k.conrelid
             JOIN pg_class p ON p.oid = k.confrelid
             JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE k.contype = 'f' AND n.nspname = 'public'`,
        )
      ).rows;
      const order = dependencyOrder(tables, references);

      const moved: TableMove[] = [];
      await target.query('BEGIN');
      try {
        for (const table of order) {
          const rows = sourceTables.has(table) ? await copyTable(source, target, table, batchSize) : 0;
          moved.push({ table, rows });
          say(`  ${table}: ${rows} rows`);
        }
        await resetSequences(target);
        for (const { table, rows } of moved) {
          const copied = (await target.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${quote(table)}`)).rows[0]!.n;
          if (copied !== rows) throw new MoveError(`${table}: ${rows} rows read but ${copied} on the server; nothing was kept.`);
        }
        await target.query('COMMIT');
      } catch (err) {
        await target.query('ROLLBACK').catch(() => undefined);
        throw err;
      }
      return { tables: moved, files };
    } finally {
      await target.end();
    }
  } finally {
    await source.close();
  }
}

/** One table, `batchSize` rows at a time in physical order (the source is not written meanwhile), as JSON rows. */
async function copyTable(source: PGlite, target: pg.Client, table: string, batchSize: number): Promise<number> {
  const columns = (
    await target.query<{ name: string }>(
      `SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        ORDER BY a.attnum`,
      [quote(table)],
    )
  ).rows.map((r) => quote(r.name));
  const list = columns.join(', ');
  // Text forms round-trip every type (bytea as hex, jsonb, timestamps with their offset, arrays, enums).
  const insert = `INSERT INTO ${quote(table)} (${list}) OVERRIDING SYSTEM VALUE SELECT ${list} FROM json_populate_recordset(NULL::${quote(table)}, $1::json)`;
  let after = '(0,0)';
  let total = 0;
  for (;;) {
    const { rows } = await source.query<{ at: string; row: string }>(
      `SELECT ctid::text AS at, row_to_json(t.*)::text AS row FROM ${quote(table)} t WHERE ctid > $1::tid ORDER BY ctid LIMIT ${batchSize}`,
      [after],
    );
    if (!rows.length) return total;
    await target.query(insert, [`[${rows.map((r) => r.row).join(',')}]`]);
    total += rows.length;
    after = rows[rows.length - 1]!.at;
  }
}

/** Every serial or identity column's sequence continues after the copied rows. */
async function resetSequences(target: pg.Client): Promise<void> {
  const { rows } = await target.query<{ table: string; column: string; sequence: string }>(
    `SELECT c.relname AS table, a.attname AS column, pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL`,
  );
  for (const { table, column, sequence } of rows) {
    await target.query(`SELECT setval($1::regclass, COALESCE((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`, [sequence]);
  }
}

/** Copies every local file the target does not hold yet, then checks each is there. */
async function copyFiles(from: FileStorage, to: FileStorage, say: (line: string) => void): Promise<{ copied: number; present: number }> {
  let copied = 0;
  let present = 0;
  for await (const key of from.keys()) {
    if (await to.exists(key)) {
      present += 1;
      continue;
    }
    const file = await from.get(key);
    if (!file) continue;
    await to.put(key, file.data);
    if (!(await to.exists(key))) throw new MoveError(`The file ${key} was sent to the object store but is not there.`);
    copied += 1;
    if (copied % 100 === 0) say(`  files: ${copied} copied`);
  }
  say(`  files: ${copied} copied, ${present} already there`);
  return { copied, present };
}
