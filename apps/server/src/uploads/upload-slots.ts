import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

export interface UploadSlotLimits {
  /** Uploads processed (documents read, images decoded) at once on this instance. */
  concurrency: number;
  /** …of which one designer may have at most this many. */
  perDesigner: number;
  /** Uploads that may wait for a slot on this instance; past it the next is refused. */
  queue: number;
  /** …of which one designer may have at most this many. */
  queuePerDesigner: number;
  /** A waiting upload is refused after this long. */
  maxWaitMs: number;
}

/** Bounds the memory-heavy processing of uploads, per instance and per designer. */
export interface UploadSlots {
  /** Runs `task` once a slot is free, or throws `uploads_busy` (429) when too many wait already. */
  run<T>(designerId: string, task: () => Promise<T>): Promise<T>;
  /** Whether an upload of this designer would be refused right now: checked before its body is read. */
  wouldRefuse(designerId: string): boolean;
}

interface Waiter {
  designerId: string;
  grant: () => void;
}

export const uploadsBusy = () => new AppError('uploads_busy', errorMessages.uploads_busy);

/**
 * A small semaphore: at most `concurrency` tasks run, at most `perDesigner` of one designer's; a
 * short first-in-first-out queue holds the rest, and beyond it (or after `maxWaitMs` waiting) the
 * upload is refused with a clear 429 rather than held in memory.
 */
export function createUploadSlots(limits: UploadSlotLimits): UploadSlots {
  let running = 0;
  const runningBy = new Map<string, number>();
  const waiting: Waiter[] = [];
  const count = (designerId: string) => runningBy.get(designerId) ?? 0;
  const canStart = (designerId: string) => running < limits.concurrency && count(designerId) < limits.perDesigner;
  const start = (designerId: string) => {
    running++;
    runningBy.set(designerId, count(designerId) + 1);
  };
  const release = (designerId: string) => {
    running--;
    const left = count(designerId) - 1;
    if (left > 0) runningBy.set(designerId, left);
    else runningBy.delete(designerId);
    const next = waiting.findIndex((w) => canStart(w.designerId));
    if (next >= 0) waiting.splice(next, 1)[0]?.grant();
  };

  const startsNow = (designerId: string) => canStart(designerId) && !waiting.some((w) => w.designerId === designerId);
  const queueFull = (designerId: string) =>
    waiting.length >= limits.queue || waiting.filter((w) => w.designerId === designerId).length >= limits.queuePerDesigner;

  const acquire = (designerId: string): Promise<void> => {
    if (startsNow(designerId)) {
      start(designerId);
      return Promise.resolve();
    }
    if (queueFull(designerId)) return Promise.reject(uploadsBusy());
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        designerId,
        grant: () => {
          clearTimeout(timer);
          start(designerId);
          resolve();
        },
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(waiter), 1);
        reject(uploadsBusy());
      }, limits.maxWaitMs);
      waiting.push(waiter);
    });
  };

  return {
    wouldRefuse: (designerId) => !startsNow(designerId) && queueFull(designerId),
    async run(designerId, task) {
      await acquire(designerId);
      try {
        return await task();
      } finally {
        release(designerId);
      }
    },
  };
}

/** The instance's two pools: documents (read in capped processes) and images (decoded in the server). */
export function uploadSlotsOf(env: Env): { documents: UploadSlots; images: UploadSlots } {
  const shared = {
    perDesigner: env.UPLOAD_PROCESSING_PER_DESIGNER,
    queue: env.UPLOAD_PROCESSING_QUEUE,
    queuePerDesigner: env.UPLOAD_PROCESSING_QUEUE_PER_DESIGNER,
    maxWaitMs: env.UPLOAD_PROCESSING_MAX_WAIT_MS,
  };
  return {
    documents: createUploadSlots({ concurrency: env.DOCUMENT_EXTRACTION_CONCURRENCY, ...shared }),
    images: createUploadSlots({ concurrency: env.IMAGE_PROCESSING_CONCURRENCY, ...shared }),
  };
}
