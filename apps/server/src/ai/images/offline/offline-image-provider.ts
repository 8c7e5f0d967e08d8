import sharp from 'sharp';
import { designStyleIds, spaceNames, type DesignStyleId, type SpaceName } from '@genie/contracts';
import { renderDemoImage } from '../../../images/demo-library/generate-demo-library.ts';
import { ImageProviderError, type GeneratedImage, type ImageProvider, type ImageRequest } from '../image-provider.ts';

/**
 * The built-in renderer: no keys, no network. FIRST VERSION — the offline tools (Lab colour transfer,
 * OpenCV inpaint, procedural rooms per prompt) replace these bodies; the exported shape stays.
 */
export function createOfflineImageProvider(): ImageProvider {
  return {
    id: 'offline',
    label: 'Built-in renderer',
    capabilities: new Set(['text_to_image', 'image_to_image', 'inpaint']),
    async generate(request: ImageRequest): Promise<GeneratedImage[]> {
      const results: GeneratedImage[] = [];
      for (let i = 0; i < request.count; i++) {
        if (request.signal.aborted) throw new ImageProviderError('cancelled', 'Stopped', 'offline');
        const seed = (request.seed ?? Math.floor(Math.random() * 2 ** 31)) + i;
        results.push({ data: await renderOne(request, seed), mimeType: 'image/png', seed });
        request.onProgress?.((i + 1) / request.count);
      }
      return results;
    },
  };
}

function styleOf(request: ImageRequest): DesignStyleId {
  const id = request.style?.id;
  return (designStyleIds as readonly string[]).includes(id ?? '') ? (id as DesignStyleId) : 'modern';
}

function spaceOf(request: ImageRequest): SpaceName {
  const id = request.space?.id;
  return (spaceNames as readonly string[]).includes(id ?? '') ? (id as SpaceName) : 'living_room';
}

async function renderOne(request: ImageRequest, seed: number): Promise<Buffer> {
  const { width, height } = request;
  const room = await renderDemoImage(
    { id: `studio-${seed}`, style: styleOf(request), drawing: { kind: 'room', space: spaceOf(request) }, projectType: 'residential_space', space: spaceOf(request), seed },
    width,
    height,
  );
  if (request.operation === 'text_to_image' || !request.image) return room;
  const base = await sharp(request.image).resize(width, height, { fit: 'cover' }).removeAlpha().png().toBuffer();
  if (request.operation === 'image_to_image') {
    const opacity = Math.max(0.1, Math.min(0.9, request.strength ?? 0.5));
    const overlay = await sharp(room).ensureAlpha(opacity).png().toBuffer();
    return sharp(base).composite([{ input: overlay, blend: 'soft-light' }]).png().toBuffer();
  }
  if (!request.mask) throw new ImageProviderError('rejected', 'Inpainting needs a mask', 'offline');
  const mask = await sharp(request.mask).resize(width, height, { fit: 'fill' }).greyscale().toColourspace('b-w').raw().toBuffer();
  const blurred = await sharp(base).blur(24).removeAlpha().raw().toBuffer();
  const original = await sharp(base).removeAlpha().raw().toBuffer();
  for (let p = 0; p < width * height; p++) {
    const a = (mask[p] ?? 0) / 255;
    for (let c = 0; c < 3; c++) original[p * 3 + c] = Math.round((original[p * 3 + c] ?? 0) * (1 - a) + (blurred[p * 3 + c] ?? 0) * a);
  }
  return sharp(original, { raw: { width, height, channels: 3 } }).png().toBuffer();
}
