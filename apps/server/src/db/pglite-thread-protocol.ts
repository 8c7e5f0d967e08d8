/**
 * The messages between the app's thread and the embedded database's own thread (pglite-thread.ts and
 * pglite-worker.ts). Values cross by structured clone; functions cannot, so a query names the types
 * whose text the caller parses itself (`rawTypes`) and the worker leaves those columns as text.
 */

export interface PgliteWorkerData {
  dataDir?: string;
  /** A data directory tarball to start from (`dumpDataDir`), as bytes. */
  loadDataDir?: ArrayBuffer;
  migrationsFolder: string;
}

export type ThreadRequest =
  | { id: number; op: 'query'; text: string; params: unknown[]; rowMode?: 'array' | 'object'; rawTypes?: number[]; paramTypes?: number[] }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export interface ThreadField {
  name: string;
  dataTypeID: number;
}

export interface ThreadQueryResult {
  rows: unknown[];
  fields: ThreadField[];
  affectedRows?: number;
}

/** A database error's message and its fields (SQLSTATE `code`, `constraint`, `detail`, …). */
export interface ThreadError {
  message: string;
  fields: Record<string, string | undefined>;
}

export type ThreadReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: ThreadError };

/** The worker's first message: ready for requests, or the reason it could not open the database. */
export type ThreadStarted = { started: true } | { started: false; error: ThreadError };

/** The fields of PGlite's DatabaseError (and PostgreSQL's ErrorResponse) worth carrying across. */
export const DATABASE_ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
  'query',
] as const;

export function threadErrorOf(error: unknown): ThreadError {
  const source = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>;
  const fields: Record<string, string | undefined> = {};
  for (const key of DATABASE_ERROR_FIELDS) if (typeof source[key] === 'string') fields[key] = source[key];
  return { message: error instanceof Error ? error.message : String(error), fields };
}
