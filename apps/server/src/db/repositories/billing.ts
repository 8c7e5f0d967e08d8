import { and, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { billingEvents, designers, lifecycleMails, type DesignerRow } from '../schema.ts';

/** Billing records: processed provider events (idempotency), designers by provider customer, lifecycle mails sent. */
export function billingRepository(db: Database) {
  return {
    /** Claims an event id; false when it was processed before (a replay), so the caller does nothing. */
    async claimEvent(provider: string, eventId: string, type: string, now: Date): Promise<boolean> {
      const rows = await db
        .insert(billingEvents)
        .values({ provider, eventId, type, processedAt: now })
        .onConflictDoNothing()
        .returning({ eventId: billingEvents.eventId });
      return rows.length > 0;
    },

    async recordOutcome(provider: string, eventId: string, designerId: string | null, summary: Record<string, unknown>): Promise<void> {
      await db
        .update(billingEvents)
        .set({ designerId, summary })
        .where(and(eq(billingEvents.provider, provider), eq(billingEvents.eventId, eventId)));
    },

    async findDesignerByCustomer(customerId: string): Promise<DesignerRow | undefined> {
      const [row] = await db.select().from(designers).where(eq(designers.providerCustomerId, customerId));
      return row;
    },

    /** Claims a lifecycle mail (kind and period in `key`); false when it was sent before. */
    async claimLifecycleMail(designerId: string, key: string): Promise<boolean> {
      const rows = await db.insert(lifecycleMails).values({ designerId, key }).onConflictDoNothing().returning({ key: lifecycleMails.key });
      return rows.length > 0;
    },
  };
}
