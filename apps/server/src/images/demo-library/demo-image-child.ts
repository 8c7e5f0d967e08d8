/**
 * The demo library's drawing process: told over IPC which images to draw, it draws each (its SVG through
 * sharp), ingests it (the encodes, palette, perceptual hash and features every reference image gets),
 * sends each back as it is done, and exits. Whatever libvips and the encoders grew to goes back to the
 * system with the process, so a first start that draws the 235 images idles about as small as a restart
 * (bench/README.md, "Idle memory"). Started by draw-in-child.ts.
 */
import { ImageRejectedError } from '../image-rejected-error.ts';
import { ingestImage, type IngestedImage, type IngestImageOptions } from '../ingest-image.ts';
import { renderDemoImage } from './generate-demo-library.ts';
import type { DemoImageSpec } from './plan-demo-library.ts';

export interface DemoDrawJob {
  specs: DemoImageSpec[];
  width?: number | undefined;
  height?: number | undefined;
  ingest: IngestImageOptions;
}

/** One image drawn (or refused by the ingestion, with its reason), then `done`; `failed` ends the job early. */
export type DemoDrawMessage = { id: string; image: IngestedImage } | { id: string; rejected: string } | { done: true } | { failed: string };

const send = (message: DemoDrawMessage) =>
  new Promise<void>((resolve, reject) => {
    process.send?.(message, undefined, {}, (err) => (err ? reject(err) : resolve()));
  });

async function draw(job: DemoDrawJob): Promise<void> {
  for (const spec of job.specs) {
    const data = await renderDemoImage(spec, job.width, job.height);
    try {
      await send({ id: spec.id, image: await ingestImage(data, job.ingest) });
    } catch (err) {
      if (!(err instanceof ImageRejectedError)) throw err;
      await send({ id: spec.id, rejected: err.message });
    }
  }
  await send({ done: true });
}

process.once('message', (job: DemoDrawJob) => {
  draw(job).then(
    () => process.exit(0),
    (err: unknown) => void send({ failed: err instanceof Error ? err.message : String(err) }).finally(() => process.exit(1)),
  );
});
