/** PostgreSQL's defaults: a table is analysed once its rows changed since the last analysis exceed 50 + 10 % of its rows. */
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;

/** The table an INSERT, UPDATE or DELETE statement writes (Drizzle's `insert into "t"`, `update "t"`, `delete from "t"`). */
const WRITE_STATEMENT = /^\s*(?:insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

/** The part of PGlite's interface (or of the database's thread) the analyser calls. */
interface AnalysedClient {
  query<T>(text: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(text: string): Promise<unknown>;
}

/** A client whose writes are counted: its statements and those of its transactions. */
interface WatchedClient extends AnalysedClient {
  transaction<T>(run: (tx: AnalysedClient) => Promise<T>): Promise<T>;
}

export interface AutoAnalyzeOptions {
  /** An analysis that failed (the next write past the threshold tries again). */
  onError?: (error: unknown) => void;
}

/**
 * PostgreSQL's autovacuum analyse for the embedded database, which runs no background workers and,
 * single-user, keeps no `n_mod_since_analyze` in `pg_stat_user_tables`: the rows each statement
 * inserted, updated or deleted are counted per table here, and a table whose count passes
 * 50 + 10 % of its rows (`pg_class.reltuples` as its last analysis left it) is analysed in the
 * background soon after, never inside a request, its GIN indexes' pending entries merged as
 * autovacuum's analysis merges them. Without it the planner keeps the statistics of a
 * table's first rows (or none) until the six-hourly upkeep, and after a bulk of new leads reads the
 * whole table instead of its search index. Dead rows are still reclaimed by that upkeep's VACUUM.
 */
export class AutoAnalyze {
  readonly #client: AnalysedClient;
  readonly #onError: ((error: unknown) => void) | undefined;
  /** Rows changed per table since its last analysis. */
  readonly #changes = new Map<string, number>();
  /** Each table's rows as its last analysis counted them; a table not yet read counts as empty. */
  readonly #rows = new Map<string, number>();
  #running: Promise<void> | null = null;
  #stopped = false;

  constructor(client: AnalysedClient, options: AutoAnalyzeOptions = {}) {
    this.#client = client;
    this.#onError = options.onError;
  }

  /** The same client, its statements' changed rows counted (those of its transactions too). */
  watch<C extends WatchedClient>(client: C): C {
    const query = client.query.bind(client);
    const transaction = client.transaction.bind(client);
    const counted = <Q extends AnalysedClient['query']>(run: Q): Q =>
      (async (text: string, ...rest: unknown[]) => {
        const result = await (run as (text: string, ...rest: unknown[]) => Promise<{ rows: unknown[]; affectedRows?: number }>)(text, ...rest);
        if (result.affectedRows) this.noteWrite(text, result.affectedRows);
        return result;
      }) as Q;
    client.query = counted(query);
    client.transaction = ((run: (tx: AnalysedClient) => Promise<unknown>) =>
      transaction((tx: AnalysedClient) => {
        tx.query = counted(tx.query.bind(tx));
        return run(tx);
      })) as C['transaction'];
    return client;
  }

  /** Counts a statement's changed rows against the table it writes (other statements change no table's rows). */
  noteWrite(text: string, affectedRows: number): void {
    const table = WRITE_STATEMENT.exec(text)?.[1];
    if (!table) return;
    const changes = (this.#changes.get(table) ?? 0) + affectedRows;
    this.#changes.set(table, changes);
    if (changes > this.#threshold(table)) this.#schedule();
  }

  #threshold(table: string): number {
    return ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * Math.max(this.#rows.get(table) ?? 0, 0);
  }

  /**
   * Starts the analysis once the statement that passed the threshold has answered (not awaited by its
   * caller). Not on a timer: a burst of writes that never yields to the event loop would hold it off.
   */
  #schedule(): void {
    if (this.#running || this.#stopped) return;
    this.#running = Promise.resolve()
      .then(() => this.#analyseDue())
      .finally(() => {
        this.#running = null;
        // Writes that passed a threshold while it ran.
        if ([...this.#changes].some(([table, changes]) => changes > this.#threshold(table))) this.#schedule();
      });
  }

  /** Analyses every table past its threshold, its row count read first (the count may have grown by other means). */
  async #analyseDue(): Promise<void> {
    const due = [...this.#changes].filter(([table, changes]) => changes > this.#threshold(table)).map(([table]) => table);
    if (due.length === 0 || this.#stopped) return;
    try {
      await this.#readRows();
      for (const table of due) {
        if (this.#stopped) return;
        const changes = this.#changes.get(table) ?? 0;
        if (changes <= this.#threshold(table)) continue;
        await this.#client.exec(`ANALYZE "${table}"`);
        // Autovacuum's analysis also moves the GIN indexes' pending entries into the index proper (a
        // manual ANALYZE does not): unmoved, every search reads all of them (the search index after a bulk).
        await this.#client.query(
          `SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'gin' AND i.indrelid = '"${table}"'::regclass`,
        );
        // Writes counted while it ran stay counted (some were seen by it, the way autovacuum's count works too).
        this.#changes.set(table, (this.#changes.get(table) ?? 0) - changes);
      }
      await this.#readRows();
    } catch (error) {
      this.#onError?.(error);
    }
  }

  async #readRows(): Promise<void> {
    const { rows } = await this.#client.query<{ relname: string; reltuples: number }>(
      `SELECT relname, reltuples::float8 AS reltuples FROM pg_class WHERE relkind IN ('r', 'p') AND relnamespace = 'public'::regnamespace`,
    );
    for (const row of rows) this.#rows.set(row.relname, Number(row.reltuples));
  }

  /** Stops analysing; waits for an analysis under way (before the database closes). */
  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#running;
  }
}
