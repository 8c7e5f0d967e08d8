import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Results } from '@electric-sql/pglite';
import { createPgliteClient } from './pglite-client.ts';
import { threadErrorOf, type PgliteWorkerData, type ThreadQueryResult, type ThreadReply, type ThreadRequest, type ThreadStarted } from './pglite-thread-protocol.ts';

/**
 * The embedded database on a thread of its own (started by pglite-thread.ts): PGlite's WebAssembly
 * Postgres and its protocol parsing run here, beside the app's thread. Requests are answered in the
 * order they come; the app's thread keeps transactions apart.
 */
const port = parentPort;
if (!port) throw new Error('pglite-worker runs as a worker thread');
const data = workerData as PgliteWorkerData;

const identity = (value: string) => value;
/** The identity parsers for one set of raw types, made once per set. */
const rawParsers = new Map<string, Record<number, (value: string) => string>>();
function parsersFor(types: number[]) {
  const key = types.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) rawParsers.set(key, (parsers = Object.fromEntries(types.map((type) => [type, identity]))));
  return parsers;
}

/** A result as it crosses to the app's thread: its rows, its columns' names and types, its count. */
function plainResult({ rows, fields, affectedRows }: Results<unknown>): ThreadQueryResult {
  return { rows, fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })), ...(affectedRows !== undefined ? { affectedRows } : {}) };
}

async function answer(client: PGlite, request: ThreadRequest): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (request.op) {
    case 'query': {
      const result = await client.query(request.text, request.params, {
        ...(request.rowMode ? { rowMode: request.rowMode } : {}),
        ...(request.rawTypes?.length ? { parsers: parsersFor(request.rawTypes) } : {}),
        ...(request.paramTypes ? { paramTypes: request.paramTypes } : {}),
      });
      return { value: plainResult(result) };
    }
    case 'exec':
      return { value: (await client.exec(request.text)).map(plainResult) };
    case 'dump': {
      const bytes = await (await client.dumpDataDir('none')).arrayBuffer();
      return { value: bytes, transfer: [bytes] };
    }
    case 'close':
      await client.close();
      return { value: null };
  }
}

try {
  const client = await createPgliteClient({
    migrationsFolder: data.migrationsFolder,
    ...(data.dataDir ? { dataDir: data.dataDir } : {}),
    ...(data.loadDataDir ? { loadDataDir: new Blob([data.loadDataDir]) } : {}),
  });
  port.on('message', (request: ThreadRequest) => {
    answer(client, request).then(
      ({ value, transfer }) => port.postMessage({ id: request.id, ok: true, value } satisfies ThreadReply, transfer ?? []),
      (error: unknown) => port.postMessage({ id: request.id, ok: false, error: threadErrorOf(error) } satisfies ThreadReply),
    );
  });
  port.postMessage({ started: true } satisfies ThreadStarted);
} catch (error) {
  port.postMessage({ started: false, error: threadErrorOf(error) } satisfies ThreadStarted);
}
