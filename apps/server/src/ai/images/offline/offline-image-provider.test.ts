import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageRequest } from '../image-provider.ts';
import { createOfflineImageProvider } from './offline-image-provider.ts';
import { encodePng } from './pixels.ts';
import { syntheticRoom } from './test-images.ts';

const request = (over: Partial<ImageRequest>): ImageRequest => ({
  operation: 'text_to_image',
  prompt: 'a bright living room with a sage green sofa',
  width: 256,
  height: 192,
  count: 1,
  signal: new AbortController().signal,
  style: { id: 'scandinavian', label: 'Scandinavian' },
  space: { id: 'living_room', label: 'Living room' },
  ...over,
});

describe('the built-in renderer as an image provider', () => {
  const provider = createOfflineImageProvider();

  it('says honestly what it is and what it can do', () => {
    expect(provider.id).toBe('offline');
    expect(provider.label).toBe('Built-in renderer');
    expect([...provider.capabilities].sort()).toEqual(['image_to_image', 'inpaint', 'text_to_image']);
  });

  it('makes as many PNGs as asked at the requested size, one seed each, reporting progress up to 1', async () => {
    const progress: number[] = [];
    const images = await provider.generate(request({ count: 3, seed: 40, onProgress: (f) => progress.push(f) }));
    expect(images.map((i) => i.seed)).toEqual([40, 41, 42]);
    for (const image of images) {
      expect(image.mimeType).toBe('image/png');
      const meta = await sharp(image.data).metadata();
      expect([meta.width, meta.height]).toEqual([256, 192]);
    }
    expect(images[0]!.data.equals(images[1]!.data)).toBe(false);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('restyles a photo into a style (image_to_image) at the requested size', async () => {
    const photo = await encodePng(syntheticRoom(320, 240));
    const [image] = await provider.generate(request({ operation: 'image_to_image', image: photo, strength: 0.8, style: { id: 'art_deco', label: 'Art Deco' } }));
    const meta = await sharp(image!.data).metadata();
    expect([meta.width, meta.height]).toEqual([256, 192]);
  });

  it('stops: an aborted request fails as cancelled, also between images', async () => {
    const stopped = new AbortController();
    stopped.abort();
    await expect(provider.generate(request({ signal: stopped.signal }))).rejects.toMatchObject({ name: 'ImageProviderError', reason: 'cancelled' });
    const midway = new AbortController();
    await expect(
      provider.generate(request({ count: 4, signal: midway.signal, onProgress: (f) => f >= 0.25 && midway.abort() })),
    ).rejects.toMatchObject({ reason: 'cancelled' });
  });

  it('rejects an image operation without an image, and inpainting without a mask', async () => {
    await expect(provider.generate(request({ operation: 'image_to_image' }))).rejects.toMatchObject({ reason: 'rejected', message: 'Please upload an image' });
    const photo = await encodePng(syntheticRoom(64, 48));
    await expect(provider.generate(request({ operation: 'inpaint', image: photo }))).rejects.toMatchObject({ reason: 'rejected' });
    await expect(provider.generate(request({ operation: 'image_to_image', image: Buffer.from('not an image') }))).rejects.toMatchObject({ reason: 'rejected', message: 'Image is damaged' });
  });
});
