import { designStyle } from '@genie/core';
import { ImageProviderError, type GeneratedImage, type ImageProvider, type ImageRequest } from '../image-provider.ts';
import { inpaintImage } from './inpaint.ts';
import { decodeMask, decodeRgb, encodePng, throwIfStopped } from './pixels.ts';
import { parsePrompt } from './prompt-intent.ts';
import { restyleImage } from './restyle.ts';
import { renderTextToImage, resolveStyle } from './text-to-image.ts';

/**
 * The built-in renderer: no keys, no network, no model. text→image draws the space in the style from the
 * prompt's words; style→image moves the photo's colours to the style's palette region by region, keeping
 * its structure; inpainting removes what the mask covers and fills it from the surroundings (it does not
 * add what the prompt names). See README "What the built-in renderer does".
 */
export const OFFLINE_PROVIDER_ID = 'offline';
/** Its name in English, as stored with what it made; the web shows it translated, keyed by the id. */
export const OFFLINE_PROVIDER_LABEL = 'Built-in renderer';

const MAX_SIDE = 2048;
const DEFAULT_STRENGTH = 0.6;

export function createOfflineImageProvider(): ImageProvider {
  return {
    id: OFFLINE_PROVIDER_ID,
    label: OFFLINE_PROVIDER_LABEL,
    capabilities: new Set(['text_to_image', 'image_to_image', 'inpaint']),
    async generate(request: ImageRequest): Promise<GeneratedImage[]> {
      throwIfStopped(request.signal);
      const width = Math.max(64, Math.min(MAX_SIDE, Math.round(request.width)));
      const height = Math.max(64, Math.min(MAX_SIDE, Math.round(request.height)));
      const count = Math.max(1, Math.min(4, Math.round(request.count)));
      const baseSeed = (request.seed ?? Math.floor(Math.random() * 2 ** 31)) >>> 0;
      const results: GeneratedImage[] = [];
      for (let i = 0; i < count; i++) {
        const seed = (baseSeed + i) >>> 0;
        const progress = (fraction: number) => request.onProgress?.((i + Math.max(0, Math.min(1, fraction))) / count);
        const data = await renderOne(request, width, height, seed, i, progress);
        results.push({ data, mimeType: 'image/png', seed });
        progress(1);
      }
      return results;
    },
  };
}

async function renderOne(request: ImageRequest, width: number, height: number, seed: number, index: number, onProgress: (f: number) => void): Promise<Buffer> {
  const { signal } = request;
  switch (request.operation) {
    case 'text_to_image':
      return renderTextToImage({
        prompt: request.prompt,
        styleId: request.style?.id,
        styleLabel: request.style?.label,
        stylePrompt: request.style?.prompt,
        spaceId: request.space?.id,
        spaceLabel: request.space?.label,
        width,
        height,
        seed,
        signal,
      });
    case 'image_to_image': {
      if (!request.image) throw new ImageProviderError('rejected', 'Please upload an image', 'offline');
      const image = await decodeRgb(request.image, width, height);
      const style = resolveStyle({ styleId: request.style?.id, styleLabel: request.style?.label, stylePrompt: request.style?.prompt, prompt: request.prompt });
      const palette = [...designStyle(style).palette];
      // Colours the prompt names join the palette; a named wall colour becomes its lightest surface.
      for (const colour of parsePrompt(`${request.prompt} ${request.style?.prompt ?? ''}`).colours) {
        if (colour.target === 'wall') palette[0] = colour.hex;
        else palette.push(colour.hex);
      }
      // Further images of one request vary the strength a little, so there is a choice.
      const strength = Math.max(0, Math.min(1, (request.strength ?? DEFAULT_STRENGTH) + [0, 0.12, -0.12, 0.22][index % 4]!));
      const restyled = await restyleImage(image, { palette, strength, signal, onProgress });
      return encodePng(restyled);
    }
    case 'inpaint': {
      if (!request.image) throw new ImageProviderError('rejected', 'Please upload an image', 'offline');
      if (!request.mask) throw new ImageProviderError('rejected', 'Inpainting needs a mask', 'offline');
      const image = await decodeRgb(request.image, width, height);
      const mask = await decodeMask(request.mask, width, height);
      return encodePng(await inpaintImage(image, mask, { signal, onProgress }));
    }
    default:
      throw new ImageProviderError('unsupported', `The built-in renderer cannot do ${String(request.operation)}`, 'offline');
  }
}
