import type { GeneratedImage, ImageOperation, ImageProvider, ImageRequest } from '../image-provider.ts';
import { asPng, sizeOf, whiteIsRepaintMask } from './convert-mask.ts';
import { ProviderCall, clamp01, decodeImage, fullPrompt, type HttpProviderSettings } from './provider-http.ts';

/**
 * A studio's own Automatic1111 (Stable Diffusion web UI started with --api): /sdapi/v1/txt2img, and
 * /sdapi/v1/img2img with denoising_strength (and a mask, white = inpaint, for inpainting). Progress is read
 * from /sdapi/v1/progress while the generation runs; Stop posts /sdapi/v1/interrupt. IMAGE_API_KEY, when
 * set, is the `user:password` of --api-auth; IMAGE_MODEL picks a checkpoint (sd_model_checkpoint).
 */
export function createAutomatic1111ImageProvider(settings: HttpProviderSettings): ImageProvider {
  const capabilities = new Set<ImageOperation>(['text_to_image', 'image_to_image', 'inpaint']);
  const label = settings.model ? `Automatic1111 ${settings.model}` : 'Automatic1111';
  const headers: Record<string, string> = settings.apiKey ? { authorization: `Basic ${Buffer.from(settings.apiKey).toString('base64')}` } : {};
  const pollMs = settings.pollIntervalMs ?? 1_000;

  async function generate(request: ImageRequest): Promise<GeneratedImage[]> {
    const call = new ProviderCall('automatic1111', settings, request);
    const { path, body } = await payloadOf(call, request);
    let finished = false;
    void followProgress(call, request, () => finished);
    let reply: unknown;
    try {
      reply = await call.json(path, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    } catch (error) {
      const failure = call.failureOf(error);
      if (failure.reason === 'cancelled' || failure.reason === 'timeout') await call.bestEffort('/sdapi/v1/interrupt', { method: 'POST', headers });
      throw failure;
    } finally {
      finished = true;
    }
    const images = (reply as { images?: unknown } | null)?.images;
    if (!Array.isArray(images) || images.length < request.count) throw call.error('malformed', 'answered without the images asked for');
    const seeds = seedsOf((reply as { info?: unknown }).info);
    // Extensions (ControlNet) may append their maps after the generated images.
    const results = images.slice(0, request.count).map((image, i) => decodeImage(call, image, seeds[i]));
    request.onProgress?.(1);
    return results;
  }

  async function followProgress(call: ProviderCall, request: ImageRequest, finished: () => boolean): Promise<void> {
    try {
      while (!finished()) {
        await call.sleep(pollMs);
        if (finished()) return;
        const state = (await call.json('/sdapi/v1/progress?skip_current_image=true', { headers })) as { progress?: unknown } | null;
        const progress = state?.progress;
        if (!finished() && typeof progress === 'number' && progress > 0) request.onProgress?.(clamp01(progress));
      }
    } catch {
      // Progress is a courtesy; the generation's own request reports every failure.
    }
  }

  async function payloadOf(call: ProviderCall, request: ImageRequest): Promise<{ path: string; body: Record<string, unknown> }> {
    const body: Record<string, unknown> = {
      prompt: fullPrompt(request),
      negative_prompt: request.negativePrompt ?? '',
      width: Math.round(request.width / 8) * 8,
      height: Math.round(request.height / 8) * 8,
      seed: request.seed ?? -1,
      batch_size: request.count,
      n_iter: 1,
      steps: 30,
      cfg_scale: 7,
      send_images: true,
      save_images: false,
    };
    if (settings.model) body.override_settings = { sd_model_checkpoint: settings.model };
    if (request.operation === 'text_to_image') return { path: '/sdapi/v1/txt2img', body };
    if (!request.image) throw call.error('rejected', 'needs an input image');
    const image = await asPng(request.image);
    body.init_images = [image.toString('base64')];
    if (request.operation === 'image_to_image') {
      body.denoising_strength = clamp01(request.strength ?? 0.55);
      return { path: '/sdapi/v1/img2img', body };
    }
    if (!request.mask) throw call.error('rejected', 'needs a mask to inpaint');
    const { width, height } = await sizeOf(image);
    Object.assign(body, {
      mask: (await whiteIsRepaintMask(request.mask, width, height)).toString('base64'),
      inpainting_mask_invert: 0, // white = inpaint, as ours
      inpainting_fill: 1, // start from the original pixels
      inpaint_full_res: false,
      mask_blur: 4,
      denoising_strength: clamp01(request.strength ?? 0.75),
    });
    return { path: '/sdapi/v1/img2img', body };
  }

  return { id: 'automatic1111', label, capabilities, generate };
}

/** `info` is a JSON string with `all_seeds` (one per image) or `seed`. */
function seedsOf(info: unknown): (number | undefined)[] {
  try {
    const parsed = JSON.parse(typeof info === 'string' ? info : '{}') as { all_seeds?: unknown; seed?: unknown };
    if (Array.isArray(parsed.all_seeds)) return parsed.all_seeds.map((s) => (typeof s === 'number' ? s : undefined));
    if (typeof parsed.seed === 'number') return [parsed.seed];
  } catch {
    // No seeds: the images are still good.
  }
  return [];
}
