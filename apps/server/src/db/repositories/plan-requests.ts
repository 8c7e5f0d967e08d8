import { desc, eq } from 'drizzle-orm';
import type { BillingCycle, PlanId } from '@genie/contracts';
import type { Database } from '../client.ts';
import { planRequests } from '../schema.ts';

/** Requests for a paid plan, recorded for sales until payment exists. */
export function planRequestsRepository(db: Database) {
  return {
    async create(designerId: string, plan: PlanId, billingCycle: BillingCycle): Promise<void> {
      await db.insert(planRequests).values({ designerId, plan, billingCycle });
    },

    async list(designerId: string) {
      return db.select().from(planRequests).where(eq(planRequests.designerId, designerId)).orderBy(desc(planRequests.createdAt));
    },
  };
}
