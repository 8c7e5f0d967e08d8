/**
 * The generations this process is running, each with its AbortController: Stop aborts the provider's
 * work at once when the job runs here (another process notices the cancelled row at its next progress).
 */
export interface StudioRuns {
  start(generationId: string): AbortController;
  finish(generationId: string): void;
  abort(generationId: string): boolean;
}

export function createStudioRuns(): StudioRuns {
  const running = new Map<string, AbortController>();
  return {
    start(generationId) {
      const controller = new AbortController();
      running.set(generationId, controller);
      return controller;
    },
    finish(generationId) {
      running.delete(generationId);
    },
    abort(generationId) {
      const controller = running.get(generationId);
      controller?.abort();
      return controller !== undefined;
    },
  };
}

/** Generations one designer may have running at once (the rest wait in the queue). */
export const STUDIO_CONCURRENCY_PER_DESIGNER = 2;
