/** PostgreSQL's autovacuum defaults: a table is analysed once the rows changed since its last analysis exceed 50 + 10 % of its rows. */
export const ANALYZE_THRESHOLD = 50;
export const ANALYZE_SCALE_FACTOR = 0.1;
/** …and vacuumed once its rows inserted since the last vacuum exceed 1,000 + 20 % of its rows, or its updated and deleted ones 50 + 20 %. */
export const VACUUM_INSERT_THRESHOLD = 1_000;
export const VACUUM_THRESHOLD = 50;
export const VACUUM_SCALE_FACTOR = 0.2;

/** The table an INSERT, UPDATE or DELETE statement writes (Drizzle's `insert into "t"`, `update "t"`, `delete from "t"`). */
const WRITE_STATEMENT = /^\s*(insert\s+into|update|delete\s+from)\s+(?:"?\w+"?\.)?"?(\w+)"?/i;

/** A table's rows changed since its last analysis, and inserted or left dead since its last vacuum. */
interface Counts {
  sinceAnalysis: number;
  inserted: number;
  dead: number;
}

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
 * PostgreSQL's autovacuum for the embedded database, which runs no background workers and, single-user,
 * keeps no `n_mod_since_analyze` in `pg_stat_user_tables`: the rows each statement inserted, updated or
 * deleted are counted per table here and, with autovacuum's default thresholds against the table's rows
 * (`pg_class.reltuples` as its last analysis left it), a table is vacuumed and analysed, or analysed with
 * its GIN indexes' pending entries merged, right after the statement that passed a threshold, awaited by
 * no request. Without it the planner had no statistics after a bulk of new leads until the six-hourly
 * upkeep, and the search read every request instead of its index.
 */
export class AutoAnalyze {
  readonly #client: AnalysedClient;
  readonly #onError: ((error: unknown) => void) | undefined;
  readonly #counts = new Map<string, Counts>();
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
    const match = WRITE_STATEMENT.exec(text);
    if (!match) return;
    const table = match[2]!;
    const counts = this.#counts.get(table) ?? { sinceAnalysis: 0, inserted: 0, dead: 0 };
    counts.sinceAnalysis += affectedRows;
    if (/^insert/i.test(match[1]!)) counts.inserted += affectedRows;
    else counts.dead += affectedRows;
    this.#counts.set(table, counts);
    if (this.#due(table) !== null) this.#schedule();
  }

  /** What the table is due for, as autovacuum would decide it: a vacuum (with its analysis), an analysis, or nothing. */
  #due(table: string): 'vacuum' | 'analyze' | null {
    const counts = this.#counts.get(table);
    if (!counts) return null;
    const rows = Math.max(this.#rows.get(table) ?? 0, 0);
    if (counts.inserted > VACUUM_INSERT_THRESHOLD + VACUUM_SCALE_FACTOR * rows || counts.dead > VACUUM_THRESHOLD + VACUUM_SCALE_FACTOR * rows) return 'vacuum';
    if (counts.sinceAnalysis > ANALYZE_THRESHOLD + ANALYZE_SCALE_FACTOR * rows) return 'analyze';
    return null;
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
        if ([...this.#counts.keys()].some((table) => this.#due(table) !== null)) this.#schedule();
      });
  }

  /** Vacuums or analyses every table past a threshold, its row count read first (it may have grown by other means). */
  async #analyseDue(): Promise<void> {
    const due = [...this.#counts.keys()].filter((table) => this.#due(table) !== null);
    if (due.length === 0 || this.#stopped) return;
    try {
      await this.#readRows();
      for (const table of due) {
        if (this.#stopped) return;
        const work = this.#due(table);
        if (!work) continue;
        const seen = { ...this.#counts.get(table)! };
        if (work === 'vacuum') {
          // Sets the visibility map (index-only scans need it) and merges the GIN indexes' pending entries.
          await this.#client.exec(`VACUUM (ANALYZE) "${table}"`);
        } else {
          await this.#client.exec(`ANALYZE "${table}"`);
          // Autovacuum's analysis also merges the GIN indexes' pending entries (a manual ANALYZE does not):
          // unmerged, every search reads all of them (the search index after a bulk of leads).
          await this.#client.query(
            `SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'gin' AND i.indrelid = '"${table}"'::regclass`,
          );
        }
        // Writes counted while it ran stay counted (some were seen by it, as autovacuum's counts work too).
        const counts = this.#counts.get(table)!;
        counts.sinceAnalysis -= seen.sinceAnalysis;
        if (work === 'vacuum') {
          counts.inserted -= seen.inserted;
          counts.dead -= seen.dead;
        }
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
