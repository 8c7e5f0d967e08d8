import { and, eq, sql } from 'drizzle-orm';
import { billingPeriodAt } from '@genie/core';
import type { Database } from '../client.ts';
import { designers, usageCounters } from '../schema.ts';

/**
 * Visitor-message usage: one counter row per designer per billing period, the period anchored on the
 * subscription start (core billingPeriodAt). Counting rows of a messages table would make every quota
 * check scan a growing table; the counter is one indexed read.
 */
export function usageRepository(db: Database) {
  async function periodOf(designerId: string, now: Date) {
    const [row] = await db.select({ start: designers.subscriptionStart }).from(designers).where(eq(designers.id, designerId));
    if (!row) throw new Error(`designer ${designerId} not found`);
    return billingPeriodAt(row.start, now);
  }

  return {
    /** Counts one visitor message in the billing period containing `now`; returns the period's new total. */
    async incrementMessageCount(designerId: string, now: Date): Promise<number> {
      const period = await periodOf(designerId, now);
      const [row] = await db
        .insert(usageCounters)
        .values({ designerId, periodStart: period.start, messageCount: 1 })
        .onConflictDoUpdate({
          target: [usageCounters.designerId, usageCounters.periodStart],
          set: { messageCount: sql`${usageCounters.messageCount} + 1` },
        })
        .returning({ messageCount: usageCounters.messageCount });
      return row?.messageCount ?? 0;
    },

    async messageCount(designerId: string, periodStart: Date): Promise<number> {
      const [row] = await db
        .select({ messageCount: usageCounters.messageCount })
        .from(usageCounters)
        .where(and(eq(usageCounters.designerId, designerId), eq(usageCounters.periodStart, periodStart)));
      return row?.messageCount ?? 0;
    },
  };
}
