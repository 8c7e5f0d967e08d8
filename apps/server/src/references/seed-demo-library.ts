import type { AppContext } from '../context.ts';
import { jobsRepository } from '../db/repositories/jobs.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import { drawDemoImagesInChild } from '../images/demo-library/draw-in-child.ts';
import { demoImageDraft, planDemoLibrary, type DemoImageSpec, type PlanDemoLibraryOptions } from '../images/demo-library/plan-demo-library.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { addIngestedReferenceImage, DuplicateImageError } from './add-reference-image.ts';

export interface DemoLibrarySettings {
  /** Seed the shared library with the demo library when it is empty at start. */
  enabled: boolean;
  /** Which styles and how many images each (default: all 47 × 5 = 235). Tests use a handful. */
  plan?: PlanDemoLibraryOptions;
  /** Drawing size (default 960×720). */
  width?: number;
  height?: number;
  /** Images per job run; the worker runs other jobs (e-mail) between batches. */
  batchSize?: number;
}

export type SeedContext = Pick<AppContext, 'db' | 'now' | 'storage' | 'references' | 'demoLibrary'> & { log: Pick<AppContext['log'], 'info'> };

const DEFAULT_BATCH = 12;
/** The demo library is drawn at 960 px: its web sizes are 320, 768 and the full width. */
const DEMO_INGEST = { webWidths: [320, 768, 1600], webpEffort: 2 } as const;
export const demoSeedKey = (offset: number) => `${jobTypes.seedDemoLibrary}:${offset}`;

export interface DemoSeedProgress {
  spec: DemoImageSpec;
  outcome: 'added' | 'present' | 'skipped';
  reason?: string;
}

/**
 * Enqueues the demo-library seeding when enabled and the shared library is empty. Never waits for
 * the seeding itself: the job worker fills the library in batches while the product runs (until it
 * is ready the reference step offers skip). Returns whether a job was queued.
 */
export async function ensureDemoLibrarySeeding(ctx: Pick<AppContext, 'db' | 'now' | 'demoLibrary' | 'log'>): Promise<boolean> {
  if (!ctx.demoLibrary.enabled) return false;
  const repo = referenceImagesRepository(ctx.db);
  const inLibrary = await repo.countLibrary();
  if (inLibrary > 0) {
    // Resume a seeding whose jobs were lost (failed for good, or the table was edited): only when the
    // library holds nothing but part of the demo library, so an imported library is left alone.
    const plan = demoLibraryPlan(ctx.demoLibrary);
    const demoPresent = (await repo.existingLibrarySourceKeys(plan.map((s) => s.id))).size;
    if (demoPresent < inLibrary || demoPresent >= plan.length || (await demoLibrarySeedingPending(ctx))) return false;
  }
  await enqueueJob(ctx, { type: jobTypes.seedDemoLibrary, payload: { offset: 0 }, uniqueKey: demoSeedKey(0), maxAttempts: 5 });
  ctx.log.info('reference library is empty: the offline demo library is being prepared in the background');
  return true;
}

/** Whether a seeding job is queued or running (the reference step waits for it rather than start on a half library). */
export async function demoLibrarySeedingPending(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  const jobs = await jobsRepository(ctx.db).listByType(jobTypes.seedDemoLibrary);
  return jobs.some((j) => j.status === 'queued' || j.status === 'running');
}

export function demoLibraryPlan(settings: Pick<DemoLibrarySettings, 'plan'>): DemoImageSpec[] {
  return planDemoLibrary(settings.plan ?? {});
}

/**
 * Draws and ingests the plan's images from `offset` (a batch), skipping those already in the
 * library by their stable id, so a rerun or a resumed job adds only what is missing. Returns the
 * next offset, or null when the plan is done.
 */
export async function seedDemoLibraryBatch(
  ctx: SeedContext,
  offset: number,
  options: { batchSize?: number; onImage?: (progress: DemoSeedProgress) => void } = {},
): Promise<{ next: number | null; total: number }> {
  const plan = demoLibraryPlan(ctx.demoLibrary);
  const size = Math.max(1, options.batchSize ?? ctx.demoLibrary.batchSize ?? DEFAULT_BATCH);
  const batch = plan.slice(offset, offset + size);
  const present = await referenceImagesRepository(ctx.db).existingLibrarySourceKeys(batch.map((s) => s.id));
  for (const spec of batch) if (present.has(spec.id)) options.onImage?.({ spec, outcome: 'present' });
  // Drawn and encoded in a process of its own (its memory is the system's again when it ends); stored here.
  const missing = batch.filter((spec) => !present.has(spec.id));
  await drawDemoImagesInChild(missing, { width: ctx.demoLibrary.width, height: ctx.demoLibrary.height, ingest: DEMO_INGEST }, async (drawn) => {
    if ('rejected' in drawn) return options.onImage?.({ spec: drawn.spec, outcome: 'skipped', reason: drawn.rejected });
    try {
      await addIngestedReferenceImage(ctx, { image: drawn.image, draft: demoImageDraft(drawn.spec), sourceKey: drawn.spec.id });
      options.onImage?.({ spec: drawn.spec, outcome: 'added' });
    } catch (err) {
      if (!(err instanceof DuplicateImageError)) throw err;
      options.onImage?.({ spec: drawn.spec, outcome: 'skipped', reason: err.message });
    }
  });
  const next = offset + batch.length;
  return { next: next < plan.length ? next : null, total: plan.length };
}

/** The job: one batch, then the next batch as a job of its own (other jobs run in between). */
export async function runDemoLibrarySeedingJob(ctx: SeedContext, payload: Record<string, unknown>): Promise<void> {
  const offset = typeof payload.offset === 'number' && payload.offset >= 0 ? Math.floor(payload.offset) : 0;
  const { next, total } = await seedDemoLibraryBatch(ctx, offset);
  if (next === null) {
    ctx.log.info({ images: total }, 'demo reference library ready');
    return;
  }
  await enqueueJob(ctx, { type: jobTypes.seedDemoLibrary, payload: { offset: next }, uniqueKey: demoSeedKey(next), maxAttempts: 5 });
}
