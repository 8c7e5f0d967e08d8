import { z } from 'zod';
import {
  EMBED_FRAME_MESSAGES,
  EMBED_HOST_MESSAGES,
  EMBED_PROTOCOL,
  EMBED_PARENT_ORIGIN,
  EMBED_PROTOCOL_VERSION,
  type EmbedFrameMessage,
  type EmbedHostMessage,
} from './embed-protocol.ts';

export * from './embed-protocol.ts';

/**
 * The embed's postMessage protocol as zod schemas (the panel parses with these; the loader hand-checks
 * with readEmbedMessage). Constants come from embed-protocol.ts, so there is one definition.
 */
const envelope = { protocol: z.literal(EMBED_PROTOCOL), version: z.literal(EMBED_PROTOCOL_VERSION) };
export const embedFrameMessage = z.object({
  ...envelope,
  type: z.enum(EMBED_FRAME_MESSAGES),
  session: z.string().max(1000).optional(),
}) satisfies z.ZodType<EmbedFrameMessage>;
export const embedHostMessage = z.object({ ...envelope, type: z.enum(EMBED_HOST_MESSAGES) }) satisfies z.ZodType<EmbedHostMessage>;

/** An http(s) origin and nothing more (no path, no credentials): the only parent a panel posts to. */
export const embedParentOrigin = z
  .string()
  .max(300)
  .regex(EMBED_PARENT_ORIGIN);

/** Where a request came from, when it started in the embed widget (hidden fields of the host page). */
const sourceText = z.string().trim().max(300);
export const requestSource = z.object({
  embed: z.boolean().optional(),
  page_url: z.string().trim().max(2000).optional(),
  utm_source: sourceText.optional(),
  utm_medium: sourceText.optional(),
  utm_campaign: sourceText.optional(),
  utm_term: sourceText.optional(),
  utm_content: sourceText.optional(),
  campaign: sourceText.optional(),
});
export type RequestSource = z.infer<typeof requestSource>;
