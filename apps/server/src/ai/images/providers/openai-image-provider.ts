import type { GeneratedImage, ImageOperation, ImageProvider, ImageRequest } from '../image-provider.ts';
import { asPng, sizeOf, transparentIsRepaintMask } from './convert-mask.ts';
import { ProviderCall, decodeImage, fullPrompt, nearestAspectRatio, unsupported, type HttpProviderSettings, type RefusalCheck } from './provider-http.ts';

export const openAiDefaultModel = 'gpt-image-1';

/** OpenAI refuses by policy with a 400 whose error code says so. */
const isOpenAiRefusal: RefusalCheck = (status, body, text) => {
  const code = (body as { error?: { code?: unknown } } | undefined)?.error?.code;
  return status === 400 && (code === 'moderation_blocked' || code === 'content_policy_violation' || /safety system/i.test(text));
};

/** The sizes each model family accepts, as aspect ratios mapped to OpenAI's size strings. */
function sizeFor(model: string, width: number, height: number): string {
  if (model === 'dall-e-2') return '1024x1024';
  const sizes: Record<string, string> = model === 'dall-e-3'
    ? { '1:1': '1024x1024', '7:4': '1792x1024', '4:7': '1024x1792' }
    : { '1:1': '1024x1024', '3:2': '1536x1024', '2:3': '1024x1536' };
  return sizes[nearestAspectRatio(width, height, Object.keys(sizes))]!;
}

/**
 * OpenAI Images: POST /images/generations (JSON) for text→image; POST /images/edits (multipart: image[],
 * mask with alpha 0 = edit) for inpainting, and without a mask for image→image (the model redraws the
 * photo from the prompt; OpenAI has no strength setting). No server-side cancel: Stop aborts the request.
 */
export function createOpenAiImageProvider(settings: HttpProviderSettings): ImageProvider {
  const model = settings.model ?? openAiDefaultModel;
  const isGptImage = !model.startsWith('dall-e');
  const capabilities = new Set<ImageOperation>(model === 'dall-e-3' ? ['text_to_image'] : ['text_to_image', 'image_to_image', 'inpaint']);
  const label = `OpenAI ${model}`;
  const headers = { authorization: `Bearer ${settings.apiKey ?? ''}` };

  async function generate(request: ImageRequest): Promise<GeneratedImage[]> {
    if (!capabilities.has(request.operation)) throw unsupported('openai', label, request.operation);
    const call = new ProviderCall('openai', settings, request, isOpenAiRefusal);
    const size = sizeFor(model, request.width, request.height);
    // dall-e-3 makes one image per call.
    const perCall = model === 'dall-e-3' ? 1 : request.count;
    const results: GeneratedImage[] = [];
    while (results.length < request.count) {
      const n = Math.min(perCall, request.count - results.length);
      const reply = request.operation === 'text_to_image' ? await generations(call, request, size, n) : await edits(call, request, size, n);
      const data = (reply as { data?: unknown } | null)?.data;
      if (!Array.isArray(data) || data.length === 0) throw call.error('malformed', 'answered without images');
      for (const item of data) results.push(decodeImage(call, (item as { b64_json?: unknown } | null)?.b64_json));
      request.onProgress?.(Math.min(1, results.length / request.count));
    }
    return results.slice(0, request.count);
  }

  function generations(call: ProviderCall, request: ImageRequest, size: string, n: number): Promise<unknown> {
    const body: Record<string, unknown> = { model, prompt: fullPrompt(request), n, size };
    if (!isGptImage) body.response_format = 'b64_json';
    return call.json('/images/generations', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }

  async function edits(call: ProviderCall, request: ImageRequest, size: string, n: number): Promise<unknown> {
    if (!request.image) throw call.error('rejected', 'needs an input image');
    if (request.operation === 'inpaint' && !request.mask) throw call.error('rejected', 'needs a mask to inpaint');
    const image = await asPng(request.image);
    const form = new FormData();
    form.append('model', model);
    form.append('prompt', fullPrompt(request));
    form.append('n', String(n));
    form.append('size', size);
    if (!isGptImage) form.append('response_format', 'b64_json');
    form.append(isGptImage ? 'image[]' : 'image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'image.png');
    if (request.operation === 'inpaint' && request.mask) {
      const { width, height } = await sizeOf(image);
      const mask = await transparentIsRepaintMask(request.mask, width, height);
      form.append('mask', new Blob([new Uint8Array(mask)], { type: 'image/png' }), 'mask.png');
    }
    return call.json('/images/edits', { method: 'POST', headers, body: form });
  }

  return { id: 'openai', label, capabilities, generate };
}
