import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { designers, type DesignerRow } from '../schema.ts';

export type NewDesigner = typeof designers.$inferInsert;
export type DesignerPatch = Partial<
  Pick<
    DesignerRow,
    | 'name'
    | 'email'
    | 'phone'
    | 'address'
    | 'context'
    | 'opening'
    | 'logoKey'
    | 'language'
    | 'customStyles'
    | 'genieName'
    | 'username'
    | 'plan'
    | 'billingCycle'
    | 'trial'
    | 'subscriptionStart'
    | 'subscriptionEnd'
    | 'subscriptionState'
    | 'cancelAtPeriodEnd'
    | 'billedBy'
    | 'providerCustomerId'
    | 'providerSubscriptionId'
  >
>;

const lower = (value: string) => value.toLowerCase();

/** Designer accounts. Lookups by e-mail, genie name and username ignore case (unique on lower()). */
export function designersRepository(db: Database) {
  return {
    async insert(values: NewDesigner): Promise<DesignerRow> {
      const [row] = await db.insert(designers).values(values).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findById(designerId: string): Promise<DesignerRow | undefined> {
      const [row] = await db.select().from(designers).where(eq(designers.id, designerId));
      return row;
    },

    async findByEmail(email: string): Promise<DesignerRow | undefined> {
      const [row] = await db.select().from(designers).where(sql`lower(${designers.email}) = ${lower(email)}`);
      return row;
    },

    /** Public lookup by the genie's link words. */
    async findByGenieName(genieName: string): Promise<DesignerRow | undefined> {
      const [row] = await db.select().from(designers).where(sql`lower(${designers.genieName}) = ${lower(genieName)}`);
      return row;
    },

    /** Whether another account (not `exceptDesignerId`) already uses the value. */
    async isTaken(field: 'email' | 'genieName' | 'username', value: string, exceptDesignerId?: string): Promise<boolean> {
      const column = designers[field];
      const [row] = await db
        .select({ id: designers.id })
        .from(designers)
        .where(and(sql`lower(${column}) = ${lower(value)}`, exceptDesignerId ? ne(designers.id, exceptDesignerId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async update(designerId: string, patch: DesignerPatch, now: Date): Promise<DesignerRow | undefined> {
      const [row] = await db
        .update(designers)
        .set({ ...patch, updatedAt: now })
        .where(eq(designers.id, designerId))
        .returning();
      return row;
    },

    async setPasswordHash(designerId: string, passwordHash: string, now: Date): Promise<void> {
      await db.update(designers).set({ passwordHash, updatedAt: now }).where(eq(designers.id, designerId));
    },
  };
}
