import { Worker } from 'node:worker_threads';
import { messages, type QueryOptions, type Results } from '@electric-sql/pglite';
import { workerEntry } from '../runtime/bundled-entry.ts';
import type { PgliteWorkerData, ThreadError, ThreadQueryResult, ThreadReply, ThreadRequest, ThreadStarted } from './pglite-thread-protocol.ts';

/** A request as the caller writes it; `#call` numbers it. */
type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** An error from the database's thread, shaped as PGlite's own (SQLSTATE in `code`, `constraint`, …). */
function databaseErrorOf(error: ThreadError): Error {
  const rebuilt = new messages.DatabaseError(error.message, 0, 'error');
  return Object.assign(rebuilt, error.fields);
}

type Parsers = NonNullable<QueryOptions['parsers']>;

/** The caller's own parsers applied to the columns the worker left as text (PGlite calls them for non-null values only). */
function applyParsers(result: ThreadQueryResult, parsers: Parsers, rowMode: 'array' | 'object'): void {
  const columns: { at: number | string; parse: (value: string, typeId: number) => unknown; typeId: number }[] = [];
  result.fields.forEach((field, i) => {
    const parse = parsers[field.dataTypeID];
    if (parse) columns.push({ at: rowMode === 'array' ? i : field.name, parse, typeId: field.dataTypeID });
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { at, parse, typeId } of columns) if (row[at] !== null) row[at] = parse(row[at] as string, typeId);
  }
}

/** What Drizzle's PGlite driver calls on a client or a transaction. */
interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Array<Results>>;
}

/**
 * The embedded database on a thread of its own, behind the part of PGlite's interface the app uses
 * (`query`, `exec`, `transaction`, `dumpDataDir`, `close`), so Drizzle's PGlite driver takes it as it
 * takes PGlite. PGlite's WebAssembly Postgres and its protocol parsing, about half of a chat turn's
 * CPU, then run beside the app's HTTP and interview work instead of taking turns with it.
 *
 * Requests are posted at once and answered in order. A transaction holds the others back: statements
 * sent while one is open wait until it has committed or rolled back, as PGlite's own transaction lock
 * makes them wait. Should the thread stop, every pending and later call fails.
 */
export class PgliteThread implements QueryClient {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  #nextId = 1;
  #stopped: Error | null = null;
  /** Settles when the open transaction ends; null when none is open. */
  #transaction: Promise<void> | null = null;
  #closing = false;

  private constructor(worker: Worker, onUnexpectedStop?: (error: Error) => void) {
    this.#worker = worker;
    worker.on('message', (reply: ThreadReply) => {
      const pending = this.#pending.get(reply.id);
      if (!pending) return;
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(databaseErrorOf(reply.error));
    });
    const stop = (error: Error) => {
      const first = this.#stopped === null;
      this.#stopped ??= error;
      for (const pending of this.#pending.values()) pending.reject(this.#stopped);
      this.#pending.clear();
      if (first && !this.#closing) onUnexpectedStop?.(error);
    };
    worker.on('error', (error) => stop(new Error(`The embedded database's thread failed: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The embedded database's thread stopped (exit code ${code}).`)));
  }

  /** Starts the thread and waits until its database is open and migrated. */
  static async start(options: {
    dataDir?: string;
    loadDataDir?: Blob;
    migrationsFolder: string;
    /** Called once should the thread stop other than by `close()` (every call fails from then on). */
    onUnexpectedStop?: (error: Error) => void;
  }): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const workerData: PgliteWorkerData = {
      migrationsFolder: options.migrationsFolder,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
    };
    const entry = workerEntry('pglite-worker');
    const worker = new Worker(entry.source, { eval: entry.eval, workerData, transferList: loadDataDir ? [loadDataDir] : [] });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The embedded database's thread stopped while opening (exit code ${code}).`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (message: ThreadStarted) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (message.started) resolve();
        else {
          void worker.terminate();
          reject(databaseErrorOf(message.error));
        }
      });
    });
    return new PgliteThread(worker, options.onUnexpectedStop);
  }

  #call(request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id }, transfer);
    });
  }

  /**
   * Runs `send` once no transaction is open: at once when none is, else after the open one (and any
   * that took over from it) ends. `send` is called in the same turn the lock is seen free, so no
   * other waiter can open a transaction in between and take in its statements.
   */
  #outsideTransactions<T>(send: () => Promise<T>): Promise<T> {
    if (!this.#transaction) return send();
    return (async () => {
      while (this.#transaction) await this.#transaction;
      return send();
    })();
  }

  async #query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (options?.blob || options?.serializers || options?.onNotice) throw new Error('blob, serializers and onNotice are not available on the database thread');
    const rowMode = options?.rowMode ?? 'object';
    const parsers = options?.parsers;
    const rawTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
    const result = (await this.#call({
      op: 'query',
      text,
      params,
      rowMode,
      ...(rawTypes?.length ? { rawTypes } : {}),
      ...(options?.paramTypes ? { paramTypes: options.paramTypes } : {}),
    })) as ThreadQueryResult;
    if (parsers) applyParsers(result, parsers, rowMode);
    return result as Results<T>;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#outsideTransactions(() => this.#query<T>(text, params, options));
  }

  async #exec(text: string): Promise<Array<Results>> {
    return (await this.#call({ op: 'exec', text })) as Array<Results>;
  }

  exec(text: string): Promise<Array<Results>> {
    return this.#outsideTransactions(() => this.#exec(text));
  }

  /**
   * Runs `run` in a transaction: committed when it returns, rolled back when it throws. Its statements
   * go through the client it is given; everyone else's wait until it ends.
   */
  transaction<T>(run: (tx: QueryClient) => Promise<T>): Promise<T> {
    return this.#outsideTransactions(() => this.#transact(run));
  }

  /** The transaction itself, begun in the turn it takes the lock. */
  async #transact<T>(run: (tx: QueryClient) => Promise<T>): Promise<T> {
    let end!: () => void;
    this.#transaction = new Promise((resolve) => (end = resolve));
    const tx: QueryClient = { query: (text, params, options) => this.#query(text, params, options), exec: (text) => this.#exec(text) };
    try {
      await this.#exec('BEGIN');
      let result: T;
      try {
        result = await run(tx);
      } catch (error) {
        await this.#exec('ROLLBACK').catch(() => {});
        throw error;
      }
      await this.#exec('COMMIT');
      return result;
    } finally {
      this.#transaction = null;
      end();
    }
  }

  /** The data directory as an uncompressed tarball, as PGlite's `dumpDataDir('none')` gives it. */
  async dumpDataDir(_compression: 'none'): Promise<Blob> {
    const bytes = await this.#outsideTransactions(() => this.#call({ op: 'dump' }));
    return new Blob([bytes as ArrayBuffer]);
  }

  /** Closes the database (its files flushed) and stops the thread. */
  async close(): Promise<void> {
    this.#closing = true;
    if (!this.#stopped) {
      await this.#outsideTransactions(() => this.#call({ op: 'close' }));
    }
    await this.#worker.terminate();
  }
}
