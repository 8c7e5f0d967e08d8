import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { leases } from '../schema.ts';

/** Claims on shared work, by key (not designer-scoped: keys name the work, and only use-cases make them). */
export function leasesRepository(db: Database) {
  return {
    /** Takes `key` for `holder` until `now + ttlMs` if nobody holds it (or their claim expired); true when taken. */
    async claim(key: string, holder: string, ttlMs: number, now: Date): Promise<boolean> {
      const expiresAt = new Date(now.getTime() + ttlMs);
      const rows = await db
        .insert(leases)
        .values({ key, holder, expiresAt })
        .onConflictDoUpdate({ target: leases.key, set: { holder, expiresAt }, setWhere: sql`${leases.expiresAt} <= ${now.toISOString()}::timestamptz` })
        .returning({ key: leases.key });
      return rows.length > 0;
    },

    /** Whether someone holds `key` at `now`. */
    async held(key: string, now: Date): Promise<boolean> {
      const [row] = await db.select({ expiresAt: leases.expiresAt }).from(leases).where(eq(leases.key, key));
      return !!row && row.expiresAt > now;
    },

    async release(key: string, holder: string): Promise<void> {
      await db.delete(leases).where(and(eq(leases.key, key), eq(leases.holder, holder)));
    },
  };
}
