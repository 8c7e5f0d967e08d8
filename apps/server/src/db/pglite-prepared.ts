import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { serialize } = protocol;

/** Prepared statements kept at once; the least recently used one is closed beyond this. */
export const PREPARED_STATEMENT_LIMIT = 256;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The error as PGlite's own `query` reports it: the statement and its values attached. */
function withQuery(error: unknown, query: string, params: unknown[], options: QueryOptions | undefined): unknown {
  if (error && typeof error === 'object') Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/** 0A000 "cached plan must not change result type": the statement's tables changed shape since it was prepared. */
const isStalePlan = (error: unknown) => (error as { code?: unknown } | null)?.code === '0A000';

interface Prepared {
  name: string;
  /** The parameters' type oids, as Postgres inferred them when the statement was prepared. */
  types: number[];
  /** Its rows' columns, as described when it was prepared (none for a statement without rows). */
  columns: BackendMessage | undefined;
}

/**
 * Named prepared statements for the embedded database, used by every `client.query` call (Drizzle's
 * PGlite driver sends all its statements through it).
 *
 * PGlite's own `query` hands each statement to its WebAssembly Postgres in six protocol round trips
 * (parse, describe, bind, describe, execute, sync) and has it parsed, analysed and planned every time:
 * for the chat turn's statements that is most of their cost. Here a statement text is prepared once
 * under a name (parse and describe, to learn its parameters' types and its rows' columns), then every
 * execution is one batch (bind, execute, sync), and Postgres' plan cache spares the planning once it
 * settles on a generic plan. Values are serialised and rows parsed by PGlite's own serializers and parsers, errors
 * are PGlite's own (with the statement attached), and each call holds PGlite's query and transaction
 * locks as `query` does. Calls with a blob or explicit parameter types, and the statements of
 * `transaction()`, keep PGlite's path. At most `limit` statements stay prepared (least recently used
 * closed first); one whose tables changed shape is prepared again.
 */
export function usePreparedStatements(client: PGlite, limit = PREPARED_STATEMENT_LIMIT): void {
  const original = client.query.bind(client);
  const statements = new Map<string, Prepared>();
  let counter = 0;

  async function send(message: Uint8Array, options: QueryOptions | undefined) {
    return client.execProtocolStream(message, { ...(options?.onNotice ? { onNotice: options.onNotice } : {}), syncToFs: false });
  }

  async function prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `genie_${(++counter).toString(36)}`;
    const messages = await send(concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), options);
    const prepared = { name, types: parse.parseDescribeStatementResults(messages), columns: messages.find((message) => message.name === 'rowDescription') };
    statements.set(text, prepared);
    if (statements.size > limit) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Prepared];
      statements.delete(oldestText);
      await send(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), undefined);
    }
    return prepared;
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined) {
    let prepared = statements.get(text);
    if (prepared) {
      statements.delete(text); // most recently used goes last
      statements.set(text, prepared);
    } else {
      prepared = await prepare(text, options);
    }
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = prepared.types[i]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const messages = await send(concat([serialize.bind({ statement: prepared.name, values }), serialize.execute({}), serialize.sync()]), options);
    // The columns are the ones described at prepare time (a change of shape fails above with 0A000).
    return prepared.columns ? [prepared.columns, ...messages] : messages;
  }

  const query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> => {
    if (options?.blob || options?.paramTypes) return original<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        let messages;
        try {
          try {
            messages = await run(text, params, options);
          } catch (error) {
            const stale = statements.get(text);
            if (!isStalePlan(error) || !stale) throw error;
            statements.delete(text);
            await send(concat([serialize.close({ type: 'S', name: stale.name }), serialize.sync()]), undefined);
            messages = await run(text, params, options);
          }
        } catch (error) {
          throw withQuery(error, text, params, options);
        }
        if (!client.isInTransaction()) await client.syncToFs();
        // PGlite merges a call's own parsers into a copy of all of its parsers (hundreds) on every call;
        // a small object inheriting from them reads the same.
        if (!options?.parsers) return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
        const { parsers, ...rest } = options;
        return parse.parseResults(messages, Object.assign(Object.create(client.parsers) as typeof client.parsers, parsers), rest)[0] as Results<T>;
      }),
    );
  };
  client.query = query as PGlite['query'];
}
