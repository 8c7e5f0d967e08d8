import type { ImageConfig } from './image-config.ts';
import { ImageProviderError } from './image-provider.ts';
import { imagenDefaultModel } from './providers/imagen-image-provider.ts';
import { openAiDefaultModel } from './providers/openai-image-provider.ts';
import { ProviderCall } from './providers/provider-http.ts';
import { replicateDefaultModel } from './providers/replicate-image-provider.ts';

export interface ImageProviderCheck {
  /** The price of one image as the provider's reply states it; null: the provider does not report one. */
  costPerImage: { amount: number; currency: string } | null;
}

/** The longest a connection test waits, whatever the generation budget. */
const CHECK_TIMEOUT_MS = 15_000;

/**
 * One small, free call that shows whether the address, the key and the model work: the model's (or the
 * account's) description, never a generation. Fails with the port's reasons (`rejected` for a wrong key,
 * `timeout`, `unavailable`). A price per image is read where the reply carries one (OpenAI-compatible
 * gateways such as OpenRouter describe a model with `pricing.image`, USD per image).
 */
export async function checkImageProvider(config: ImageConfig, deps: { fetch?: typeof fetch } = {}): Promise<ImageProviderCheck> {
  if (config.provider === 'offline' || !config.baseUrl) throw new ImageProviderError('rejected', 'no provider to test', config.provider);
  const settings = { baseUrl: config.baseUrl, apiKey: config.apiKey, timeoutMs: Math.min(config.timeoutMs, CHECK_TIMEOUT_MS), fetch: deps.fetch };
  const call = new ProviderCall(config.provider, settings, { signal: new AbortController().signal });
  const bearer = { authorization: `Bearer ${config.apiKey ?? ''}` };
  const optionalBearer: Record<string, string> = config.apiKey ? bearer : {};
  switch (config.provider) {
    case 'openai': {
      const reply = await call.json(`/models/${encodeURIComponent(config.model ?? openAiDefaultModel)}`, { headers: bearer });
      return { costPerImage: imagePriceOf(reply) };
    }
    case 'stability':
      await call.json('/v1/user/account', { headers: bearer });
      return { costPerImage: null };
    case 'replicate': {
      const [owner, name] = (config.model ?? replicateDefaultModel).split('/');
      await call.json(`/models/${encodeURIComponent(owner ?? '')}/${encodeURIComponent(name ?? '')}`, { headers: bearer });
      return { costPerImage: null };
    }
    case 'imagen':
      await call.json(`/models/${encodeURIComponent(config.model ?? imagenDefaultModel)}`, { headers: { 'x-goog-api-key': config.apiKey ?? '' } });
      return { costPerImage: null };
    case 'automatic1111':
      await call.json('/sdapi/v1/sd-models', { headers: config.apiKey ? { authorization: `Basic ${Buffer.from(config.apiKey).toString('base64')}` } : {} });
      return { costPerImage: null };
    case 'comfyui':
      await call.json('/system_stats', { headers: optionalBearer });
      return { costPerImage: null };
  }
}

/** `pricing.image` of a model's description (a USD amount, as a string or a number), when there is one. */
function imagePriceOf(reply: unknown): ImageProviderCheck['costPerImage'] {
  const pricing = (reply as { pricing?: { image?: unknown } } | null)?.pricing;
  const raw = pricing?.image;
  const amount = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  return Number.isFinite(amount) && amount > 0 ? { amount, currency: 'USD' } : null;
}
