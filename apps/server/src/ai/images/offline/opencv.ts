import { createRequire } from 'node:module';

/**
 * OpenCV (the opencv-js WebAssembly build, ~8 MB) loaded once, on the first inpainting, never at boot.
 * Only the handful of calls the built-in renderer uses are typed here.
 */
export interface CvMat {
  data: Uint8Array;
  rows: number;
  cols: number;
  delete(): void;
}

export interface OpenCv {
  Mat: new () => CvMat;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): CvMat;
  inpaint(src: CvMat, mask: CvMat, dst: CvMat, radius: number, flags: number): void;
  CV_8UC1: number;
  CV_8UC3: number;
  INPAINT_TELEA: number;
  INPAINT_NS: number;
}

let loading: Promise<OpenCv> | undefined;

export function loadOpenCv(): Promise<OpenCv> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<OpenCv> {
  // The Emscripten runtime installs process-wide handlers (rethrow on uncaughtException, abort on
  // unhandledRejection); the server has its own, so whatever the module adds is taken off again.
  const before = {
    uncaughtException: new Set(process.listeners('uncaughtException')),
    unhandledRejection: new Set(process.listeners('unhandledRejection')),
  };
  // Required, not imported: the 8 MB CommonJS file goes straight to Node, never through a bundler or test transform.
  const cv = createRequire(import.meta.url)('@techstark/opencv-js') as OpenCv & { then?: unknown; onRuntimeInitialized?: () => void };
  if (typeof cv.Mat !== 'function') {
    await new Promise<void>((resolve) => {
      cv.onRuntimeInitialized = resolve;
    });
  }
  // The module is a thenable that resolves to itself: awaiting or returning it from a promise never ends.
  delete cv.then;
  for (const listener of process.listeners('uncaughtException')) {
    if (!before.uncaughtException.has(listener)) process.removeListener('uncaughtException', listener);
  }
  for (const listener of process.listeners('unhandledRejection')) {
    if (!before.unhandledRejection.has(listener)) process.removeListener('unhandledRejection', listener);
  }
  return cv;
}
