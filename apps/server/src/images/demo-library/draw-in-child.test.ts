import { describe, expect, it } from 'vitest';
import { drawDemoImagesInChild, type DrawnDemoImage } from './draw-in-child.ts';
import { planDemoLibrary } from './plan-demo-library.ts';

const specs = planDemoLibrary({ styles: ['japandi'], perStyle: 2 });
const options = { width: 160, height: 120, ingest: { webWidths: [80], webpEffort: 0 } };

describe('drawing the demo library in a process of its own', () => {
  it('hands back every image drawn and ingested, in order: its encodes, hash and features', async () => {
    const drawn: DrawnDemoImage[] = [];
    await drawDemoImagesInChild(specs, options, async (image) => {
      drawn.push(image);
    });
    expect(drawn.map((d) => d.spec.id)).toEqual(specs.map((s) => s.id));
    for (const d of drawn) {
      if (!('image' in d)) throw new Error(`${d.spec.id} was rejected: ${d.rejected}`);
      expect(Buffer.isBuffer(d.image.original.buffer)).toBe(true);
      expect(d.image.variants.map((v) => v.format)).toContain('webp');
      expect(d.image.features).toBeInstanceOf(Float32Array);
      expect(d.image.phash).toMatch(/^[0-9a-f]+$/);
    }
  });

  it('stops, and says why, when storing an image fails', async () => {
    let calls = 0;
    await expect(
      drawDemoImagesInChild(specs, options, async () => {
        calls++;
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(calls).toBe(1);
  });

  it('draws nothing, and starts no process, for no images', async () => {
    await expect(drawDemoImagesInChild([], options, () => Promise.reject(new Error('never called')))).resolves.toBeUndefined();
  });
});
