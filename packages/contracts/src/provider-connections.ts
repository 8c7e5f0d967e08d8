import { z } from 'zod';
import type { ValidationKey } from './messages.ts';

const m = (key: ValidationKey) => ({ error: key });

/**
 * A studio's own image provider and LLM (issue 25): connected in Account Management, used for this
 * designer's studio and mood-board images and (when the server has no LLM) its genie and writer. The
 * key goes in once and never comes back: replies carry only its last four characters.
 */
export const connectableImageProviders = ['openai', 'stability', 'replicate', 'imagen', 'automatic1111', 'comfyui'] as const;
export type ConnectableImageProvider = (typeof connectableImageProviders)[number];
/** Run by the studio itself: the address is required and the key optional. */
export const selfHostedImageProviders: readonly ConnectableImageProvider[] = ['automatic1111', 'comfyui'];
export const providerKinds = ['image', 'llm'] as const;
export type ProviderKind = (typeof providerKinds)[number];
export const MAX_MONTHLY_IMAGE_CAP = 100_000;

const text = (max: number) => z.string().trim().max(max, m('too_long'));
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v ? v : undefined));
const url = optionalText(500).refine((v) => v === undefined || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v), m('url_format'));

export const connectImageProviderInput = z
  .object({
    provider: z.enum(connectableImageProviders, m('provider_required')),
    /** Left out while connected to the same provider: the stored key is kept. */
    api_key: optionalText(2000),
    /** Required for automatic1111 and comfyui; a proxy for the hosted ones (their API otherwise). */
    base_url: url,
    model: optionalText(200),
    /** Images made through this provider per calendar month (UTC); null: no cap. */
    monthly_image_cap: z.number().int().min(1, m('invalid_value')).max(MAX_MONTHLY_IMAGE_CAP, m('invalid_value')).nullable().default(null),
  });
export type ConnectImageProviderInput = z.input<typeof connectImageProviderInput>;

export const connectLlmProviderInput = z
  .object({
    /** An OpenAI-compatible API, its prefix included (https://api.openai.com/v1). */
    base_url: url,
    /** Left out while connected: the stored key is kept. */
    api_key: optionalText(2000),
    model: optionalText(200),
  });
export type ConnectLlmProviderInput = z.input<typeof connectLlmProviderInput>;

export const providerConnection = z
  .object({
    kind: z.enum(providerKinds),
    /** An image provider's id; `openai-compatible` for the LLM. */
    provider: z.string(),
    base_url: z.string().nullable(),
    model: z.string().nullable(),
    /** The key's last four characters ("abcd" of "…abcd"); null: connected without a key. */
    key_hint: z.string().nullable(),
    monthly_image_cap: z.number().int().nullable(),
    /** Images made through it this calendar month (UTC). */
    images_this_month: z.number().int().nonnegative(),
    connected_at: z.string(),
  });
export type ProviderConnection = z.infer<typeof providerConnection>;

export const providerConnectionsReply = z
  .object({
    success: z.literal(true),
    image: providerConnection.nullable(),
    llm: providerConnection.nullable(),
    /** What the server itself is set up with: the default of every studio that has not connected its own. */
    server: z.object({
      /** `offline`: the built-in renderer. */
      image_provider: z.string(),
      /** Whether the server has an LLM; when it has, it is used and a studio's own LLM key is not. */
      has_llm: z.boolean(),
    }),
    image_providers: z.array(z.enum(connectableImageProviders)),
  });
export type ProviderConnectionsReply = z.infer<typeof providerConnectionsReply>;

export const providerConnectionReply = z.object({ success: z.literal(true), connection: providerConnection });
export type ProviderConnectionReply = z.infer<typeof providerConnectionReply>;

export const providerTestReply = z
  .object({
    success: z.literal(true),
    kind: z.enum(providerKinds),
    /** The price of one image as the provider reports it; null: it does not report one. */
    cost_per_image: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  });
export type ProviderTestReply = z.infer<typeof providerTestReply>;

export const providerKindParams = z.object({ kind: z.enum(providerKinds) });
