import { createHmac, timingSafeEqual } from 'node:crypto';
import type { GeneratedImage, ImageOperation, ImageProvider, ImageRequest } from '../image-provider.ts';
import { asPng, sizeOf, whiteIsRepaintMask } from './convert-mask.ts';
import { ProviderCall, clamp01, decodeImage, fullPrompt, imageOf, nearestAspectRatio, unsupported, type HttpProviderSettings } from './provider-http.ts';

export const replicateDefaultModel = 'black-forest-labs/flux-dev';
const aspectRatios = ['21:9', '16:9', '3:2', '4:3', '5:4', '1:1', '4:5', '3:4', '2:3', '9:16', '9:21'] as const;

export interface ReplicateSettings extends HttpProviderSettings {
  /** A model version id: predictions go to /predictions {version, input} instead of the model's own route. */
  version?: string;
}

interface Prediction {
  id?: unknown;
  status?: unknown;
  output?: unknown;
  error?: unknown;
  logs?: unknown;
}

/**
 * Replicate: one prediction per generation (POST /models/{owner}/{name}/predictions, or /predictions with a
 * version), polled on GET /predictions/{id}; Stop posts /predictions/{id}/cancel. Inputs follow the Stable
 * Diffusion convention most image models on Replicate take (prompt, negative_prompt, width, height,
 * aspect_ratio, num_outputs, seed, image, mask white = inpaint, prompt_strength); unknown inputs are ignored
 * by Replicate's models. IMAGE_MODEL defaults to an official model (flux-dev: text and image→image); a model
 * whose name says inpaint or fill (black-forest-labs/flux-fill-dev) also inpaints. Progress comes from the sampler's progress bar in the prediction's logs.
 */
export function createReplicateImageProvider(settings: ReplicateSettings): ImageProvider {
  const model = settings.model ?? replicateDefaultModel;
  // Only inpainting models read a mask; any other would ignore it and return an unmasked picture.
  const capabilities = new Set<ImageOperation>(/inpaint|fill/i.test(model) ? ['text_to_image', 'image_to_image', 'inpaint'] : ['text_to_image', 'image_to_image']);
  const label = `Replicate ${model}`;
  const auth = { authorization: `Bearer ${settings.apiKey ?? ''}` };
  const pollMs = settings.pollIntervalMs ?? 1_000;

  async function generate(request: ImageRequest): Promise<GeneratedImage[]> {
    if (!capabilities.has(request.operation)) throw unsupported('replicate', label, request.operation);
    const call = new ProviderCall('replicate', settings, request);
    const input = await inputOf(call, request);
    const path = settings.version ? '/predictions' : `/models/${model}/predictions`;
    const body = settings.version ? { version: settings.version, input } : { input };
    let prediction = (await call.json(path, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) })) as Prediction | null;
    const id = prediction?.id;
    if (typeof id !== 'string' || !id) throw call.error('malformed', 'answered without a prediction id');
    try {
      while (prediction?.status !== 'succeeded') {
        const status = prediction?.status;
        if (status === 'failed') throw failureOf(call, prediction?.error);
        if (status === 'canceled') throw call.error('cancelled', 'prediction was cancelled');
        if (status !== 'starting' && status !== 'processing') throw call.error('malformed', 'sent a prediction in an unknown state');
        const fraction = progressFromLogs(prediction?.logs);
        if (fraction !== undefined) request.onProgress?.(fraction);
        await call.sleep(pollMs);
        prediction = (await call.json(`/predictions/${encodeURIComponent(id)}`, { headers: auth })) as Prediction | null;
      }
      const outputs = Array.isArray(prediction.output) ? (prediction.output as unknown[]) : [prediction.output];
      if (outputs.length === 0 || outputs.some((o) => typeof o !== 'string' || !o)) throw call.error('malformed', 'sent a prediction without image links');
      const images: GeneratedImage[] = [];
      for (const [i, output] of (outputs as string[]).entries()) {
        const seed = request.seed === undefined ? undefined : request.seed + i;
        images.push(output.startsWith('data:') ? decodeImage(call, output, seed) : imageOf(call, (await call.send(output, sameOrigin(output) ? { headers: auth } : {})).body, seed));
      }
      request.onProgress?.(1);
      return images;
    } catch (error) {
      const failure = call.failureOf(error);
      if (failure.reason === 'cancelled' || failure.reason === 'timeout') {
        await call.bestEffort(`/predictions/${encodeURIComponent(id)}/cancel`, { method: 'POST', headers: auth });
      }
      throw failure;
    }
  }

  /** Result links on another host (replicate.delivery) never get the key. */
  function sameOrigin(url: string): boolean {
    try {
      return new URL(url).origin === new URL(settings.baseUrl).origin;
    } catch {
      return false;
    }
  }

  async function inputOf(call: ProviderCall, request: ImageRequest): Promise<Record<string, unknown>> {
    const input: Record<string, unknown> = {
      prompt: fullPrompt(request),
      width: Math.round(request.width / 8) * 8,
      height: Math.round(request.height / 8) * 8,
      aspect_ratio: nearestAspectRatio(request.width, request.height, aspectRatios),
      num_outputs: request.count,
      output_format: 'png',
    };
    if (request.negativePrompt) input.negative_prompt = request.negativePrompt;
    if (request.seed !== undefined) input.seed = request.seed;
    if (request.operation === 'text_to_image') return input;
    if (!request.image) throw call.error('rejected', 'needs an input image');
    const image = await asPng(request.image);
    input.image = dataUri(image);
    if (request.operation === 'image_to_image') {
      input.prompt_strength = clamp01(request.strength ?? 0.5);
      return input;
    }
    if (!request.mask) throw call.error('rejected', 'needs a mask to inpaint');
    const { width, height } = await sizeOf(image);
    input.mask = dataUri(await whiteIsRepaintMask(request.mask, width, height));
    return input;
  }

  return { id: 'replicate', label, capabilities, generate };
}

function dataUri(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}

function failureOf(call: ProviderCall, error: unknown) {
  const said = typeof error === 'string' ? error : JSON.stringify(error ?? 'no reason given');
  if (/nsfw|safety|sensitive|content polic/i.test(said)) return call.error('refused', `prediction was refused under the model's content policy: ${said.slice(0, 300)}`);
  return call.error('unavailable', `prediction failed: ${said.slice(0, 300)}`);
}

/** The last sampler progress in the logs: a tqdm bar ("12/50 [") or a percentage ("24%|"). */
export function progressFromLogs(logs: unknown): number | undefined {
  if (typeof logs !== 'string') return undefined;
  const steps = [...logs.matchAll(/(\d+)\/(\d+) \[/g)].at(-1);
  if (steps && Number(steps[2]) > 0) return clamp01(Number(steps[1]) / Number(steps[2]));
  const percent = [...logs.matchAll(/(\d{1,3})%\|/g)].at(-1);
  return percent ? clamp01(Number(percent[1]) / 100) : undefined;
}

/**
 * Replicate signs each webhook the Standard Webhooks way: HMAC-SHA256, keyed by the base64 part of the
 * `whsec_…` secret, over `webhook-id.webhook-timestamp.body`; `webhook-signature` lists `v1,<base64>`
 * entries separated by spaces. A delivery older or newer than the tolerance is refused (replays).
 */
export function verifyReplicateWebhook(options: {
  headers: Record<string, string | string[] | undefined>;
  body: string | Buffer;
  secret: string;
  nowSeconds?: number;
  toleranceSeconds?: number;
}): boolean {
  const header = (name: string) => {
    const value = options.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const id = header('webhook-id');
  const timestamp = header('webhook-timestamp');
  const signatures = header('webhook-signature');
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp)) return false;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (options.toleranceSeconds ?? 300)) return false;
  const key = Buffer.from(options.secret.replace(/^whsec_/, ''), 'base64');
  if (key.length === 0) return false;
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.`).update(options.body).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
