import { z } from 'zod';

/**
 * The image-provider part of the configuration, as a fragment for `env.ts` (the only reader of
 * process.env), built like the LLM's (ai/config.ts): spread `imageEnvShape`, run `checkImageEnv` in
 * `superRefine`, map with `imageConfigOf`. Unset, or IMAGE_PROVIDER=offline: the built-in renderer.
 */
export const imageProviders = ['offline', 'openai', 'stability', 'replicate', 'imagen', 'automatic1111', 'comfyui'] as const;
export type ImageProviderName = (typeof imageProviders)[number];

const hostedImageProviders = ['openai', 'stability', 'replicate', 'imagen'] as const;
const selfHostedImageProviders = ['automatic1111', 'comfyui'] as const;
const isHosted = (p: ImageProviderName) => (hostedImageProviders as readonly string[]).includes(p);
const isSelfHosted = (p: ImageProviderName) => (selfHostedImageProviders as readonly string[]).includes(p);

/** Where the hosted providers are when IMAGE_BASE_URL does not say otherwise. */
export const defaultImageBaseUrls: Partial<Record<ImageProviderName, string>> = {
  openai: 'https://api.openai.com/v1',
  stability: 'https://api.stability.ai',
  replicate: 'https://api.replicate.com/v1',
  imagen: 'https://generativelanguage.googleapis.com/v1beta',
};

const optionalText = z.string().trim().optional().transform((v) => (v ? v : undefined));

export const imageEnvShape = {
  /** Who makes the studio's images: the built-in renderer, a hosted API, or the studio's own GPU server. */
  IMAGE_PROVIDER: z
    .union([z.enum(imageProviders), z.literal('')])
    .default('offline')
    .transform((v): ImageProviderName => (v === '' ? 'offline' : v)),
  /** Required for openai, stability, replicate and imagen; `user:password` for an Automatic1111 started with --api-auth; a bearer token for a proxy in front of ComfyUI. */
  IMAGE_API_KEY: optionalText,
  /** Required for automatic1111 and comfyui (http://127.0.0.1:7860, http://127.0.0.1:8188); optional proxy for the hosted ones, API prefix included. */
  IMAGE_BASE_URL: optionalText.refine((v) => v === undefined || /^https?:\/\/\S+$/.test(v), { message: 'must start with http:// or https://' }),
  /** The provider's model: gpt-image-1; core, ultra, sd3 or sd3.5-large; owner/name on Replicate; imagen-3.0-generate-002; a checkpoint file for A1111/ComfyUI. */
  IMAGE_MODEL: optionalText,
  /** One generation's whole budget (queueing and polling included); past it the job fails with "timeout" and the provider's job is cancelled. */
  IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(1_800_000).default(180_000),
  /** Generations one designer may have running at once; more wait in the queue. */
  IMAGE_CONCURRENCY_PER_DESIGNER: z.coerce.number().int().min(1).max(16).default(2),
  /** Replicate: a model version id; predictions then go to /predictions {version} instead of the model's route. */
  IMAGE_REPLICATE_VERSION: optionalText,
  /** Replicate: the webhook signing secret (whsec_…) that webhook deliveries are verified with. Not format-checked, so a boot error never prints it. */
  IMAGE_REPLICATE_WEBHOOK_SECRET: optionalText,
};

const imageEnvObject = z.object(imageEnvShape);
export type ImageEnv = z.output<typeof imageEnvObject>;

/** Cross-key rules: what each provider needs. For `superRefine` on the env object. */
export function checkImageEnv(env: ImageEnv, ctx: z.RefinementCtx): void {
  const provider = env.IMAGE_PROVIDER;
  if (provider === 'offline') return;
  if (isHosted(provider) && !env.IMAGE_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['IMAGE_API_KEY'], message: `is required when IMAGE_PROVIDER is ${provider}` });
  }
  if (isSelfHosted(provider) && !env.IMAGE_BASE_URL) {
    const example = provider === 'automatic1111' ? 'http://127.0.0.1:7860' : 'http://127.0.0.1:8188';
    ctx.addIssue({ code: 'custom', path: ['IMAGE_BASE_URL'], message: `is required when IMAGE_PROVIDER is ${provider} (e.g. ${example})` });
  }
  if (provider === 'stability' && env.IMAGE_MODEL && !/^(core|ultra|sd3.*)$/.test(env.IMAGE_MODEL)) {
    ctx.addIssue({ code: 'custom', path: ['IMAGE_MODEL'], message: 'must be core, ultra, sd3 or an SD3 model such as sd3.5-large when IMAGE_PROVIDER is stability' });
  }
  if (provider === 'replicate' && env.IMAGE_MODEL && !/^[\w.-]+\/[\w.-]+$/.test(env.IMAGE_MODEL)) {
    ctx.addIssue({ code: 'custom', path: ['IMAGE_MODEL'], message: 'must be owner/name (e.g. black-forest-labs/flux-dev) when IMAGE_PROVIDER is replicate' });
  }
}

export interface ImageConfig {
  provider: ImageProviderName;
  apiKey: string | undefined;
  /** The provider's address (the hosted default unless overridden), without a trailing slash; undefined for offline. */
  baseUrl: string | undefined;
  model: string | undefined;
  timeoutMs: number;
  concurrencyPerDesigner: number;
  replicate: { version: string | undefined; webhookSecret: string | undefined };
}

/** The parsed IMAGE_* keys as the factory takes them. Call after `checkImageEnv` passed. */
export function imageConfigOf(env: ImageEnv): ImageConfig {
  const provider = env.IMAGE_PROVIDER;
  const baseUrl = provider === 'offline' ? undefined : (env.IMAGE_BASE_URL ?? defaultImageBaseUrls[provider])?.replace(/\/+$/, '');
  return {
    provider,
    apiKey: env.IMAGE_API_KEY,
    baseUrl,
    model: env.IMAGE_MODEL,
    timeoutMs: env.IMAGE_TIMEOUT_MS,
    concurrencyPerDesigner: env.IMAGE_CONCURRENCY_PER_DESIGNER,
    replicate: { version: env.IMAGE_REPLICATE_VERSION, webhookSecret: env.IMAGE_REPLICATE_WEBHOOK_SECRET },
  };
}

export const imageEnvSchema = imageEnvObject.superRefine(checkImageEnv).transform(imageConfigOf);
