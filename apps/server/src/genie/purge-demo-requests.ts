import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { uploadKeysOf } from '../brief/store-brief-image.ts';
import { DEMO_GENIE_NAME } from './demo-studio.ts';

/** Deletes demo requests older than the retention (a day by default) with their messages, sessions and uploads. */
export async function purgeDemoRequests(ctx: Pick<AppContext, 'db' | 'now' | 'env' | 'storage' | 'log'>): Promise<number> {
  const demo = await designersRepository(ctx.db).findByGenieName(DEMO_GENIE_NAME);
  if (!demo) return 0;
  const before = new Date(ctx.now().getTime() - ctx.env.DEMO_RETENTION_HOURS * 3_600_000);
  const requests = clientRequestsRepository(ctx.db);
  const feedbacks = briefFeedbacksRepository(ctx.db);
  // Upload keys first: the feedback rows go with their requests (on delete cascade).
  const stale = await requests.listDemoCreatedBefore(demo.id, before);
  const keys: string[] = [];
  for (const r of stale) keys.push(...uploadKeysOf(await feedbacks.find(demo.id, r.id)));
  const deleted = await requests.deleteDemoCreatedBefore(demo.id, before);
  for (const key of keys) await ctx.storage.delete(key).catch(() => undefined);
  if (deleted.length) ctx.log.info({ purged: deleted.length }, 'demo requests purged');
  return deleted.length;
}
