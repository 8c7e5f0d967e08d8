import type { DesignStyleId } from '@genie/contracts';
import { seededRandom } from '@genie/core';
import sharp from 'sharp';
import { planDemoLibrary } from '../demo-library/plan-demo-library.ts';
import { renderDemoImage } from '../demo-library/generate-demo-library.ts';

/**
 * A photograph stand-in for tests: a demo drawing of the style with seeded sensor-like noise on
 * top, so recompression has real texture to damage. Nothing is downloaded.
 */
export async function photoLikeImage(style: DesignStyleId, index = 0, width = 1200, height = 900): Promise<Buffer> {
  const spec = planDemoLibrary({ styles: [style], perStyle: 5 })[index];
  if (!spec) throw new Error(`no demo image ${style} #${index}`);
  const drawing = await renderDemoImage(spec, width, height);
  const random = seededRandom(spec.seed);
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = 128 + Math.round((random.next() - 0.5) * 60);
  return sharp(drawing)
    .composite([{ input: noise, raw: { width, height, channels: 3 }, blend: 'overlay' }])
    .png({ compressionLevel: 2 })
    .toBuffer();
}
