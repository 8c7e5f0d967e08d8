import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BriefFields, ClientRequestSort, LeadStatus, ProjectType } from '@genie/contracts';
import { followDerived, requestColumnsOf } from '@genie/core';
import type { Database } from '../client.ts';
import { clientRequests, type ClientRequestRow } from '../schema.ts';

export type NewClientRequest = Omit<typeof clientRequests.$inferInsert, 'id' | 'designerId'>;
export type ClientRequestPatch = Partial<
  Pick<ClientRequestRow, 'stage' | 'conversationCompleted' | 'confirmedAt' | 'brandName' | 'websiteUrl' | 'deadline' | 'priority' | 'referenceOutcome'>
>;

/** What the Potential Clients list (and its CSV export) shows of a request: no interview state. */
const listColumns = {
  id: clientRequests.id,
  contactName: clientRequests.contactName,
  email: clientRequests.email,
  phone: clientRequests.phone,
  projectType: clientRequests.projectType,
  brandName: clientRequests.brandName,
  inquiryDate: clientRequests.inquiryDate,
  deadline: clientRequests.deadline,
  priority: clientRequests.priority,
  conversationCompleted: clientRequests.conversationCompleted,
  totalMessageCount: clientRequests.totalMessageCount,
  status: clientRequests.status,
  statusNote: clientRequests.statusNote,
  openedAt: clientRequests.openedAt,
  stage: clientRequests.stage,
  origin: clientRequests.origin,
  overPlanLimit: clientRequests.overPlanLimit,
  /** The brief's values kept as said, marked to clarify (read from the state, which the list does not load). */
  toClarify: sql<number>`(select count(*)::int from jsonb_each(${clientRequests.interviewState} -> 'answers') as answer where answer.value ->> 'clarify' = 'true')`,
};
export type ClientRequestListRow = Pick<ClientRequestRow, Exclude<keyof typeof listColumns, 'toClarify'>> & { toClarify: number };

/** The list's filters and order, in database terms (dates as instants, `to` exclusive). */
export interface ClientRequestQuery {
  q?: string | undefined;
  projectType?: ProjectType | undefined;
  status?: LeadStatus | undefined;
  completed?: boolean | undefined;
  from?: Date | undefined;
  toExclusive?: Date | undefined;
  sort: ClientRequestSort;
  order: 'asc' | 'desc';
  /** The last deadline of a derived high / medium priority (YYYY-MM-DD), for sorting by priority. */
  priorityCutoffs: { high: string; medium: string };
}

/** The columns a designer sets on a request: everything but the conversation's own. */
export type ClientRequestDesignerEdit = Partial<
  Pick<
    ClientRequestRow,
    | 'contactName'
    | 'email'
    | 'phone'
    | 'availableTime'
    | 'availableTimeOther'
    | 'projectType'
    | 'brandName'
    | 'websiteUrl'
    | 'deadline'
    | 'priority'
    | 'conversationCompleted'
  >
> & { interviewState: unknown };

/** `%`, `_` and the escape character itself match literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The four searched columns as one text, exactly the expression of the trigram index
 * `client_requests_search_trgm_idx` (migration 0007): a pattern on it lets the planner read the index;
 * the per-column patterns beside it keep the results those of the columns alone.
 */
const searchText = sql`(${clientRequests.contactName} || ' ' || ${clientRequests.email} || ' ' || ${clientRequests.phone} || ' ' || coalesce(${clientRequests.brandName}, ''))`;

function listWhere(designerId: string, query: Omit<ClientRequestQuery, 'sort' | 'order' | 'priorityCutoffs'>): SQL | undefined {
  const t = clientRequests;
  const pattern = query.q ? likePattern(query.q) : undefined;
  return and(
    eq(t.designerId, designerId),
    pattern ? and(ilike(searchText, pattern), or(ilike(t.contactName, pattern), ilike(t.email, pattern), ilike(t.phone, pattern), ilike(t.brandName, pattern))) : undefined,
    query.projectType ? eq(t.projectType, query.projectType) : undefined,
    query.status ? eq(t.status, query.status) : undefined,
    query.completed === undefined ? undefined : eq(t.conversationCompleted, query.completed),
    query.from ? gte(t.inquiryDate, query.from) : undefined,
    query.toExclusive ? lt(t.inquiryDate, query.toExclusive) : undefined,
  );
}

/** ORDER BY of the list: the sort column (empty values last whatever the direction), then newest first, then id. */
function listOrder(query: Pick<ClientRequestQuery, 'sort' | 'order' | 'priorityCutoffs'>): SQL[] {
  const t = clientRequests;
  const dir = query.order === 'asc' ? sql`asc` : sql`desc`;
  const cut = query.priorityCutoffs;
  const derivedPriority = sql`case when ${t.priority} is not null then ${t.priority} when ${t.deadline} is null then null when ${t.deadline} <= ${cut.high} then 'high' when ${t.deadline} <= ${cut.medium} then 'medium' else 'low' end`;
  const key: Record<ClientRequestSort, SQL | null> = {
    inquiry_date: null,
    deadline: sql`${t.deadline} ${dir} nulls last`,
    contact_name: sql`lower(${t.contactName}) ${dir}`,
    priority: sql`case (${derivedPriority}) when 'high' then 3 when 'medium' then 2 when 'low' then 1 end ${dir} nulls last`,
    status: sql`case ${t.status} when 'new' then 0 when 'contacted' then 1 when 'in_proposal' then 2 when 'won' then 3 when 'lost' then 4 end ${dir}`,
    total_message_count: sql`${t.totalMessageCount} ${dir}`,
  };
  const first = key[query.sort];
  const byDate = query.sort === 'inquiry_date' && query.order === 'asc' ? asc(t.inquiryDate) : desc(t.inquiryDate);
  return [...(first ? [first] : []), byDate, query.sort === 'inquiry_date' && query.order === 'asc' ? asc(t.id) : desc(t.id)];
}

/** Client requests, always scoped by the owning designer's id. */
export function clientRequestsRepository(db: Database) {
  const byId = (designerId: string, id: string) => and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id));
  return {
    async insert(designerId: string, values: NewClientRequest): Promise<ClientRequestRow> {
      const [row] = await db.insert(clientRequests).values({ ...values, designerId }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findById(designerId: string, id: string): Promise<ClientRequestRow | undefined> {
      const [row] = await db.select().from(clientRequests).where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id)));
      return row;
    },

    /**
     * The request behind a shared link. Unscoped on purpose: the share key is an unguessable secret
     * that the designer handed out; the shared views show only that request, read-only.
     */
    async findByShareKey(shareKey: string): Promise<ClientRequestRow | undefined> {
      const [row] = await db.select().from(clientRequests).where(eq(clientRequests.shareKey, shareKey));
      return row;
    },

    async update(designerId: string, id: string, patch: ClientRequestPatch, now: Date): Promise<ClientRequestRow | undefined> {
      const [row] = await db
        .update(clientRequests)
        .set({ ...patch, updatedAt: now })
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id)))
        .returning();
      return row;
    },

    /**
     * Saves a new interview state if nobody saved one since `read` was read (optimistic lock on its
     * state version); undefined when another turn won. The list columns that follow from the brief
     * (deadline, website, brand name) follow it here, unless the designer set a value of their own.
     * `read` is the row as the caller loaded it: the lock guarantees it is still the stored one, so no
     * extra read is needed on the chat's path.
     */
    async saveState(
      designerId: string,
      id: string,
      read: Pick<ClientRequestRow, 'stateVersion' | 'interviewState' | 'deadline' | 'websiteUrl' | 'brandName'>,
      values: { interviewState: unknown; conversationCompleted: boolean; stage?: string; language?: string },
      now: Date,
    ): Promise<ClientRequestRow | undefined> {
      const before = requestColumnsOf((read.interviewState as { answers?: BriefFields } | null)?.answers);
      const after = requestColumnsOf((values.interviewState as { answers?: BriefFields } | null)?.answers);
      const [row] = await db
        .update(clientRequests)
        .set({
          ...values,
          deadline: followDerived(read.deadline, before.deadline, after.deadline),
          websiteUrl: followDerived(read.websiteUrl, before.websiteUrl, after.websiteUrl),
          brandName: followDerived(read.brandName, before.brandName, after.brandName),
          stateVersion: read.stateVersion + 1,
          updatedAt: now,
        })
        .where(and(byId(designerId, id), eq(clientRequests.stateVersion, read.stateVersion)))
        .returning();
      return row;
    },

    /** The designer's edit of a request (contact, columns, brief), under the same optimistic lock as the conversation's turns. */
    async saveDesignerEdit(
      designerId: string,
      id: string,
      expectedVersion: number,
      values: ClientRequestDesignerEdit,
      now: Date,
    ): Promise<ClientRequestRow | undefined> {
      const [row] = await db
        .update(clientRequests)
        .set({ ...values, stateVersion: expectedVersion + 1, updatedAt: now })
        .where(and(byId(designerId, id), eq(clientRequests.stateVersion, expectedVersion)))
        .returning();
      return row;
    },

    /** One page of the designer's requests matching `query`. */
    async list(designerId: string, query: ClientRequestQuery, page: { limit: number; offset: number }): Promise<ClientRequestListRow[]> {
      return db
        .select(listColumns)
        .from(clientRequests)
        .where(listWhere(designerId, query))
        .orderBy(...listOrder(query))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every match of `query` as whole rows, in list order (the sections that derive a state from the brief). */
    async listRows(designerId: string, query: ClientRequestQuery): Promise<ClientRequestRow[]> {
      return db.select().from(clientRequests).where(listWhere(designerId, query)).orderBy(...listOrder(query));
    },

    /** Every match of `query`, in list order, a batch at a time (the CSV export). */
    async *listAll(designerId: string, query: ClientRequestQuery, batchSize = 1000): AsyncGenerator<ClientRequestListRow[]> {
      for (let offset = 0; ; offset += batchSize) {
        const rows = await this.list(designerId, query, { limit: batchSize, offset });
        if (rows.length) yield rows;
        if (rows.length < batchSize) return;
      }
    },

    async count(designerId: string, query: Omit<ClientRequestQuery, 'sort' | 'order' | 'priorityCutoffs'>): Promise<number> {
      const [row] = await db.select({ n: count() }).from(clientRequests).where(listWhere(designerId, query));
      return row?.n ?? 0;
    },

    async hasAny(designerId: string): Promise<boolean> {
      const rows = await db.select({ id: clientRequests.id }).from(clientRequests).where(eq(clientRequests.designerId, designerId)).limit(1);
      return rows.length > 0;
    },

    /** Marks a request opened the first time; false when the designer has no such request. */
    async markOpened(designerId: string, id: string, now: Date): Promise<boolean> {
      const updated = await db
        .update(clientRequests)
        .set({ openedAt: now })
        .where(and(byId(designerId, id), isNull(clientRequests.openedAt)))
        .returning({ id: clientRequests.id });
      if (updated.length) return true;
      return (await this.findById(designerId, id)) !== undefined;
    },

    async updateStatus(designerId: string, id: string, values: { status: LeadStatus; statusNote: string }, now: Date): Promise<ClientRequestRow | undefined> {
      const [row] = await db.update(clientRequests).set({ ...values, updatedAt: now }).where(byId(designerId, id)).returning();
      return row;
    },

    async replaceShareKey(designerId: string, id: string, shareKey: string, now: Date): Promise<ClientRequestRow | undefined> {
      const [row] = await db.update(clientRequests).set({ shareKey, updatedAt: now }).where(byId(designerId, id)).returning();
      return row;
    },

    /** Inserts a request unless its share key is taken (the showcase's fixed keys); undefined then. */
    async insertUnlessShared(designerId: string, values: NewClientRequest): Promise<ClientRequestRow | undefined> {
      const [row] = await db
        .insert(clientRequests)
        .values({ ...values, designerId })
        .onConflictDoNothing({ target: clientRequests.shareKey })
        .returning();
      return row;
    },

    /** Deletes the designer's request with this share key if it was made before `before` (a showcase due for renewal). */
    async deleteSharedBefore(designerId: string, shareKey: string, before: Date): Promise<boolean> {
      const deleted = await db
        .delete(clientRequests)
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.shareKey, shareKey), lt(clientRequests.createdAt, before)))
        .returning({ id: clientRequests.id });
      return deleted.length > 0;
    },

    /** Bulk insert (benchmarks and imports): one statement per call. */
    async insertMany(designerId: string, values: NewClientRequest[]): Promise<void> {
      if (values.length) await db.insert(clientRequests).values(values.map((v) => ({ ...v, designerId })));
    },

    /**
     * Saves the visitor's reference rounds (and, when they end, their outcome and the next stage) if
     * nobody saved the request since `expectedVersion` (a double tap must not choose twice).
     */
    async saveReferenceRounds(
      designerId: string,
      id: string,
      expectedVersion: number,
      values: { referenceRounds: unknown; referenceOutcome?: unknown; stage?: string },
      now: Date,
    ): Promise<ClientRequestRow | undefined> {
      const [row] = await db
        .update(clientRequests)
        .set({ ...values, stateVersion: expectedVersion + 1, updatedAt: now })
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id), eq(clientRequests.stateVersion, expectedVersion)))
        .returning();
      return row;
    },

    async incrementMessageCount(designerId: string, id: string, now: Date): Promise<void> {
      await db
        .update(clientRequests)
        .set({ totalMessageCount: sql`${clientRequests.totalMessageCount} + 1`, updatedAt: now })
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.id, id)));
    },

    async listDemoCreatedBefore(designerId: string, before: Date): Promise<ClientRequestRow[]> {
      return db
        .select()
        .from(clientRequests)
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.isDemo, true), lt(clientRequests.createdAt, before)));
    },

    /** Demo requests (of the demo studio) created before `before`: purged with everything they own. */
    async deleteDemoCreatedBefore(designerId: string, before: Date): Promise<ClientRequestRow[]> {
      return db
        .delete(clientRequests)
        .where(and(eq(clientRequests.designerId, designerId), eq(clientRequests.isDemo, true), lt(clientRequests.createdAt, before)))
        .returning();
    },
  };
}
