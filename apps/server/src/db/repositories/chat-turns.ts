import { getTableColumns, sql, type Column } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { chatMessages, clientRequests, type ChatMessageRow, type ClientRequestRow } from '../schema.ts';

/**
 * The chat turn's statements. A turn is two round trips on the hot path: `accept` (store the visitor's
 * message once, count it, and read back everything the engine needs) and `save` (the new state and the
 * reply, conditional on the state version the turn read). Each is one SQL statement, so each is atomic
 * without a transaction and the engine runs between them holding nothing in the database.
 */

/** A row of `table` from its `to_jsonb` form (database column names), through each column's own driver mapping. */
function rowFromJson<T>(table: typeof chatMessages | typeof clientRequests, json: unknown): T {
  const record = json as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, Column][]) {
    const value = record[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

const messageOf = (json: unknown) => (json ? rowFromJson<ChatMessageRow>(chatMessages, json) : undefined);
const requestOf = (json: unknown) => (json ? rowFromJson<ClientRequestRow>(clientRequests, json) : undefined);

type ResultRows = { rows: Record<string, unknown>[] };
async function one(db: Database, query: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  const result = (await db.execute(query)) as unknown as ResultRows;
  const row = result.rows[0];
  if (!row) throw new Error('chat turn statement returned no row');
  return row;
}

export interface AcceptedTurn {
  /** The visitor's message: stored now, or the one a retry with the same client id stored before. */
  visitor: ChatMessageRow | undefined;
  /** True when this call stored it (and counted it). */
  inserted: boolean;
  /** The genie's stored reply to it, when a previous attempt finished the turn. */
  reply: ChatMessageRow | undefined;
  request: ClientRequestRow | undefined;
  /** Visitor messages counted in the billing period starting `periodStart`, this one included. */
  used: number;
  /** The last messages before this one, oldest first (what the model is shown of the conversation). */
  history: { role: string; text: string }[];
}

export interface VisitorMessageInput {
  designerId: string;
  clientRequestId: string;
  clientMessageId: string;
  text: string;
  action: 'skip' | 'back' | null;
  /** False: only read (the message if stored, no insert) — a turn that is not in the chat stage, or a re-read. */
  store: boolean;
  now: Date;
  periodStart: Date;
  historyLines: number;
}

export interface TurnSave {
  designerId: string;
  clientRequestId: string;
  /** The state version the turn decided on: the save happens only if it is still the stored one. */
  expectedVersion: number;
  values: {
    interviewState: unknown;
    conversationCompleted: boolean;
    stage: string | null;
    deadline: string | null;
    websiteUrl: string | null;
    brandName: string | null;
    /** The visitor's language when it changed (null: kept). */
    language?: string | null;
  };
  /** replyToId null: a message of the genie's own (the question asked again in the visitor's new language). */
  reply: { text: string; replyToId: string | null; source: string; fallbackReason: string | null };
  now: Date;
}

export function chatTurnsRepository(db: Database) {
  return {
    /**
     * One statement: inserts the visitor message unless its client message id is stored (idempotent
     * retries); only when it inserted, counts it on the request and on the designer's period counter;
     * returns the message (new or stored), its reply if any, the request row, the period's count and
     * the last `historyLines` messages before it. Never reads the whole conversation.
     */
    async accept(input: VisitorMessageInput): Promise<AcceptedTurn> {
      const { designerId: d, clientRequestId: r, clientMessageId: m } = input;
      const now = input.now.toISOString();
      const period = input.periodStart.toISOString();
      const row = await one(
        db,
        sql`with ins as (
            insert into chat_messages (client_request_id, designer_id, role, text, client_message_id, action, created_at)
            select ${r}::uuid, ${d}::uuid, 'visitor', ${input.text}::text, ${m}::text, ${input.action}::text, ${now}::timestamptz
            where ${input.store}::boolean
            on conflict do nothing
            returning *
          ),
          counted as (
            update client_requests set total_message_count = total_message_count + 1, updated_at = ${now}::timestamptz
            where designer_id = ${d} and id = ${r} and exists (select 1 from ins)
            returning *
          ),
          used as (
            insert into usage_counters (designer_id, period_start, message_count)
            select ${d}::uuid, ${period}::timestamptz, 1 from ins
            on conflict (designer_id, period_start) do update set message_count = usage_counters.message_count + 1
            returning message_count
          ),
          stored as (
            select * from chat_messages
            where client_request_id = ${r} and designer_id = ${d} and client_message_id = ${m} and not exists (select 1 from ins)
          ),
          visitor as (select * from ins union all select * from stored)
          select
            (select to_jsonb(v) from visitor v limit 1) as visitor,
            exists (select 1 from ins) as inserted,
            (select to_jsonb(g) from chat_messages g join stored s on g.reply_to_id = s.id where g.client_request_id = ${r} limit 1) as reply,
            coalesce(
              (select to_jsonb(c) from counted c),
              (select to_jsonb(q) from client_requests q where q.designer_id = ${d} and q.id = ${r})
            ) as request,
            coalesce(
              (select message_count from used),
              (select message_count from usage_counters where designer_id = ${d} and period_start = ${period}::timestamptz),
              0
            ) as used,
            (select coalesce(jsonb_agg(jsonb_build_object('role', h.role, 'text', h.text) order by h.seq), '[]'::jsonb)
               from (
                 select role, text, seq from chat_messages
                 where client_request_id = ${r} and designer_id = ${d} and client_message_id is distinct from ${m}
                 order by seq desc limit ${input.historyLines}
               ) h) as history`,
      );
      return {
        visitor: messageOf(row.visitor),
        inserted: row.inserted === true,
        reply: messageOf(row.reply),
        request: requestOf(row.request),
        used: Number(row.used ?? 0),
        history: (row.history as { role: string; text: string }[] | null) ?? [],
      };
    },

    /**
     * One statement: saves the new state if the request is still at `expectedVersion` and, only then,
     * the genie's reply. Undefined when another turn saved first (nothing was written).
     */
    async save(input: TurnSave): Promise<{ request: ClientRequestRow; reply: ChatMessageRow } | undefined> {
      const { designerId: d, clientRequestId: r, values, reply } = input;
      const now = input.now.toISOString();
      const row = await one(
        db,
        sql`with upd as (
            update client_requests set
              interview_state = ${JSON.stringify(values.interviewState)}::jsonb,
              conversation_completed = ${values.conversationCompleted},
              stage = coalesce(${values.stage}::text, stage),
              deadline = ${values.deadline}::text,
              website_url = ${values.websiteUrl}::text,
              brand_name = ${values.brandName}::text,
              language = coalesce(${values.language ?? null}::text, language),
              state_version = state_version + 1,
              updated_at = ${now}::timestamptz
            where designer_id = ${d} and id = ${r} and state_version = ${input.expectedVersion}
            returning *
          ),
          rep as (
            insert into chat_messages (client_request_id, designer_id, role, text, reply_to_id, source, fallback_reason, created_at)
            select ${r}::uuid, ${d}::uuid, 'genie', ${reply.text}::text, ${reply.replyToId}::uuid, ${reply.source}::text, ${reply.fallbackReason}::text, ${now}::timestamptz from upd
            returning *
          )
          select (select to_jsonb(u) from upd u) as request, (select to_jsonb(g) from rep g) as reply`,
      );
      const request = requestOf(row.request);
      const stored = messageOf(row.reply);
      return request && stored ? { request, reply: stored } : undefined;
    },
  };
}
