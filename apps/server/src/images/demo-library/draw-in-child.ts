import { fork } from 'node:child_process';
import { bundledEntry } from '../../runtime/bundled-entry.ts';
import type { IngestedImage, IngestImageOptions } from '../ingest-image.ts';
import type { DemoDrawJob, DemoDrawMessage } from './demo-image-child.ts';
import type { DemoImageSpec } from './plan-demo-library.ts';

/** Long enough for a batch of drawings on a busy 2-core machine; a process silent this long is killed. */
const SILENT_LIMIT_MS = 120_000;

export type DrawnDemoImage = { spec: DemoImageSpec; image: IngestedImage } | { spec: DemoImageSpec; rejected: string };

/**
 * Draws and ingests demo images in a Node process of its own (demo-image-child.ts), handing each to
 * `onImage` as it comes, in order. The process exits when done, so the memory the drawing took is the
 * system's again. Rejects when the process fails, dies or stays silent for two minutes (then it is
 * killed); what `onImage` throws stops it the same way.
 */
export function drawDemoImagesInChild(
  specs: readonly DemoImageSpec[],
  options: { width?: number | undefined; height?: number | undefined; ingest: IngestImageOptions },
  onImage: (drawn: DrawnDemoImage) => Promise<void>,
): Promise<void> {
  if (specs.length === 0) return Promise.resolve();
  const { file, execArgv } = bundledEntry('demo-image-child');
  const byId = new Map(specs.map((spec) => [spec.id, spec]));
  return new Promise<void>((resolve, reject) => {
    // (It inherits the server's environment, glibc's memory settings among them: apps/server/scripts/start.mjs.
    // It runs only the product's own drawings, never a visitor's file.)
    const child = fork(file, [], { execArgv: [...execArgv, '--max-semi-space-size=4'], serialization: 'advanced', stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    const quiet = () => {
      clearTimeout(timer);
      timer = setTimeout(() => fail(new Error(`the demo library's drawing process was silent for ${SILENT_LIMIT_MS / 1000} s`)), SILENT_LIMIT_MS);
    };
    // The images are handled one after another, in the order they come.
    let handled = Promise.resolve();
    child.on('message', (message: DemoDrawMessage) => {
      quiet();
      if ('failed' in message) return fail(new Error(`drawing the demo library failed: ${message.failed}`));
      if ('done' in message) {
        handled.then(() => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve();
        }, fail);
        return;
      }
      const spec = byId.get(message.id);
      if (!spec) return fail(new Error(`the drawing process answered for an image not asked for: ${message.id}`));
      const drawn: DrawnDemoImage = 'image' in message ? { spec, image: message.image } : { spec, rejected: message.rejected };
      handled = handled.then(() => (settled ? undefined : onImage(drawn))).catch((err: unknown) => fail(err instanceof Error ? err : new Error(String(err))));
    });
    child.once('error', (err) => fail(err));
    child.once('exit', (code, signal) => {
      if (!settled) handled.then(() => fail(new Error(`the demo library's drawing process ended (${signal ?? `exit ${code}`}) before it was done`)), fail);
    });
    quiet();
    const job: DemoDrawJob = { specs: [...specs], width: options.width, height: options.height, ingest: options.ingest };
    child.send(job, (err) => {
      if (err) fail(err);
    });
  });
}
