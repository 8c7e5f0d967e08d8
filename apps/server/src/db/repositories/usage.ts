import { and, eq, sql } from 'drizzle-orm';
import { quotaPeriodAt, usageCounterKinds, type UsageCounterKind } from '@genie/core';
import type { Database } from '../client.ts';
import { designers, usageCounters, usageWarnings } from '../schema.ts';

/** The usage_counters column of each counter kind (core `usageCounterLimits`). */
const counterColumns = {
  messages: usageCounters.messageCount,
  project_requests: usageCounters.projectRequestCount,
  images: usageCounters.imageCount,
} as const satisfies Record<UsageCounterKind, unknown>;
const counterKeys = { messages: 'messageCount', project_requests: 'projectRequestCount', images: 'imageCount' } as const satisfies Record<UsageCounterKind, keyof typeof usageCounters.$inferInsert>;

/**
 * Usage per designer per billing period: one counter row per period, one column per counter kind,
 * the period from core `quotaPeriodAt` (anchored on the current period start; a trial counts monthly).
 * Counting rows of a messages table would make every quota check scan a growing table; the counter is
 * one indexed read.
 */
export function usageRepository(db: Database) {
  async function periodOf(designerId: string, now: Date) {
    const [row] = await db
      .select({ start: designers.subscriptionStart, trial: designers.trial, cycle: designers.billingCycle })
      .from(designers)
      .where(eq(designers.id, designerId));
    if (!row) throw new Error(`designer ${designerId} not found`);
    return quotaPeriodAt(row.start, row.trial || row.cycle !== 'yearly' ? 'monthly' : 'yearly', now);
  }

  async function increment(designerId: string, kind: UsageCounterKind, now: Date): Promise<number> {
    const period = await periodOf(designerId, now);
    const column = counterColumns[kind];
    const [row] = await db
      .insert(usageCounters)
      .values({ designerId, periodStart: period.start, [counterKeys[kind]]: 1 })
      .onConflictDoUpdate({
        target: [usageCounters.designerId, usageCounters.periodStart],
        set: { [counterKeys[kind]]: sql`${column} + 1` },
      })
      .returning({ count: column });
    return row?.count ?? 0;
  }

  return {
    /** Counts one unit of `kind` in the billing period containing `now`; returns the period's new total. */
    increment,

    /** Counts one visitor message in the billing period containing `now`; returns the period's new total. */
    incrementMessageCount: (designerId: string, now: Date): Promise<number> => increment(designerId, 'messages', now),

    async counts(designerId: string, periodStart: Date): Promise<Record<UsageCounterKind, number>> {
      const [row] = await db
        .select()
        .from(usageCounters)
        .where(and(eq(usageCounters.designerId, designerId), eq(usageCounters.periodStart, periodStart)));
      return Object.fromEntries(usageCounterKinds.map((k) => [k, row ? row[counterKeys[k]] : 0])) as Record<UsageCounterKind, number>;
    },

    async messageCount(designerId: string, periodStart: Date): Promise<number> {
      return (await this.counts(designerId, periodStart)).messages;
    },

    /** Records that a warning is due; true only the first time for this period, counter and threshold. */
    async claimWarning(designerId: string, periodStart: Date, kind: UsageCounterKind, threshold: number): Promise<boolean> {
      const rows = await db
        .insert(usageWarnings)
        .values({ designerId, periodStart, kind, threshold })
        .onConflictDoNothing()
        .returning({ kind: usageWarnings.kind });
      return rows.length > 0;
    },
  };
}
