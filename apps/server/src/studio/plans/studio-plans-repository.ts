import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { studioPlanRenders, studioPlans, type StudioPlanRenderRow, type StudioPlanRow } from '../../db/schema.ts';
import { studioRepository } from '../../db/repositories/studio.ts';

export type NewStudioPlan = Pick<StudioPlanRow, 'clientRequestId' | 'inputKey' | 'model' | 'scaleSource'>;
export type NewStudioPlanRender = Pick<StudioPlanRenderRow, 'planId' | 'settings' | 'model'>;

/** A designer's analysed floor plans and the plan-tool settings of their generations; every call takes the designer id first. */
export function studioPlansRepository(db: Database) {
  const { isUuid } = studioRepository(db);
  const planOf = (designerId: string, id: string) => and(eq(studioPlans.designerId, designerId), eq(studioPlans.id, id));
  const renderOf = (designerId: string, generationId: string) =>
    and(eq(studioPlanRenders.designerId, designerId), eq(studioPlanRenders.generationId, generationId));

  return {
    async insertPlan(designerId: string, values: NewStudioPlan, now: Date): Promise<StudioPlanRow> {
      const [row] = await db.insert(studioPlans).values({ ...values, designerId, createdAt: now, updatedAt: now }).returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async findPlan(designerId: string, id: string): Promise<StudioPlanRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(studioPlans).where(planOf(designerId, id));
      return row;
    },

    async updateModel(designerId: string, id: string, model: unknown, now: Date): Promise<StudioPlanRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.update(studioPlans).set({ model, updatedAt: now }).where(planOf(designerId, id)).returning();
      return row;
    },

    async insertRender(designerId: string, generationId: string, values: NewStudioPlanRender): Promise<void> {
      await db.insert(studioPlanRenders).values({ ...values, designerId, generationId });
    },

    async findRender(designerId: string, generationId: string): Promise<StudioPlanRenderRow | undefined> {
      if (!isUuid(generationId)) return undefined;
      const [row] = await db.select().from(studioPlanRenders).where(renderOf(designerId, generationId));
      return row;
    },

    /** Records the export files a run made (format → key); returns the keys it replaces. */
    async setFiles(designerId: string, generationId: string, files: Record<string, string>): Promise<string[]> {
      const previous = await this.findRender(designerId, generationId);
      await db.update(studioPlanRenders).set({ files }).where(renderOf(designerId, generationId));
      return Object.values((previous?.files ?? {}) as Record<string, string>);
    },

    /** Whether a stored file is the input image of one of the designer's plans (its signed link). */
    async ownsFile(designerId: string, key: string): Promise<boolean> {
      if (!isUuid(designerId)) return false;
      const [row] = await db
        .select({ id: studioPlans.id })
        .from(studioPlans)
        .where(and(eq(studioPlans.designerId, designerId), eq(studioPlans.inputKey, key)))
        .limit(1);
      return Boolean(row);
    },
  };
}
