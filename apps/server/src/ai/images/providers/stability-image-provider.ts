import type { GeneratedImage, ImageOperation, ImageProvider, ImageRequest } from '../image-provider.ts';
import { asPng, sizeOf, whiteIsRepaintMask } from './convert-mask.ts';
import { ProviderCall, clamp01, fullPrompt, imageOf, nearestAspectRatio, unsupported, type HttpProviderSettings, type RefusalCheck } from './provider-http.ts';

export const stabilityDefaultModel = 'core';
const aspectRatios = ['21:9', '16:9', '3:2', '5:4', '1:1', '4:5', '2:3', '9:16', '9:21'] as const;

/** v2beta answers a moderated prompt with 403 and `name: content_moderation`. */
const isStabilityRefusal: RefusalCheck = (status, body, text) =>
  (status === 403 && ((body as { name?: unknown } | undefined)?.name === 'content_moderation' || /moderat/i.test(text))) || /content[_ ]?moderation/i.test(text);

/**
 * Stability AI v2beta (multipart, one image per call, `accept: image/*` for the bytes):
 * text→image on /generate/{core|ultra|sd3}; image→image on /control/structure, which keeps the photo's
 * structure (control_strength = 1 − strength); inpaint on /edit/inpaint, whose mask is white = inpaint like ours.
 * IMAGE_MODEL: core (default), ultra, sd3, or an SD3 model id such as sd3.5-large.
 */
export function createStabilityImageProvider(settings: HttpProviderSettings): ImageProvider {
  const model = settings.model ?? stabilityDefaultModel;
  const endpoint = model === 'core' || model === 'ultra' ? model : 'sd3';
  const capabilities = new Set<ImageOperation>(['text_to_image', 'image_to_image', 'inpaint']);
  const label = `Stability AI ${model}`;

  async function generate(request: ImageRequest): Promise<GeneratedImage[]> {
    if (!capabilities.has(request.operation)) throw unsupported('stability', label, request.operation);
    const call = new ProviderCall('stability', settings, request, isStabilityRefusal);
    const inputs = await preparedInputs(call, request);
    const results: GeneratedImage[] = [];
    for (let i = 0; i < request.count; i++) {
      const seed = request.seed === undefined ? undefined : request.seed + i;
      const { path, form } = formFor(request, inputs, seed);
      const { response, body } = await call.send(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.apiKey ?? ''}`, accept: 'image/*' },
        body: form,
      });
      if (response.headers.get('finish-reason') === 'CONTENT_FILTERED') throw call.error('refused', 'filtered the result under its content policy');
      const replySeed = Number(response.headers.get('seed'));
      results.push(imageOf(call, body, Number.isFinite(replySeed) && response.headers.has('seed') ? replySeed : seed));
      request.onProgress?.((i + 1) / request.count);
    }
    return results;
  }

  async function preparedInputs(call: ProviderCall, request: ImageRequest): Promise<{ image?: Buffer; mask?: Buffer }> {
    if (request.operation === 'text_to_image') return {};
    if (!request.image) throw call.error('rejected', 'needs an input image');
    const image = await asPng(request.image);
    if (request.operation !== 'inpaint') return { image };
    if (!request.mask) throw call.error('rejected', 'needs a mask to inpaint');
    const { width, height } = await sizeOf(image);
    return { image, mask: await whiteIsRepaintMask(request.mask, width, height) };
  }

  function formFor(request: ImageRequest, inputs: { image?: Buffer; mask?: Buffer }, seed: number | undefined): { path: string; form: FormData } {
    const form = new FormData();
    form.append('prompt', fullPrompt(request));
    if (request.negativePrompt) form.append('negative_prompt', request.negativePrompt);
    if (seed !== undefined) form.append('seed', String(seed % 4294967295));
    form.append('output_format', 'png');
    const file = (data: Buffer) => new Blob([new Uint8Array(data)], { type: 'image/png' });
    if (request.operation === 'text_to_image') {
      form.append('aspect_ratio', nearestAspectRatio(request.width, request.height, aspectRatios));
      if (endpoint === 'sd3' && model !== 'sd3') form.append('model', model);
      return { path: `/v2beta/stable-image/generate/${endpoint}`, form };
    }
    form.append('image', file(inputs.image!), 'image.png');
    if (request.operation === 'inpaint') {
      form.append('mask', file(inputs.mask!), 'mask.png');
      return { path: '/v2beta/stable-image/edit/inpaint', form };
    }
    form.append('control_strength', String(Math.round((1 - clamp01(request.strength ?? 0.5)) * 100) / 100));
    return { path: '/v2beta/stable-image/control/structure', form };
  }

  return { id: 'stability', label, capabilities, generate };
}
