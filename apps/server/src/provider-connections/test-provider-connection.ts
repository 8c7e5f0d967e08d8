import type { ProviderTestReply } from '@genie/contracts';
import { checkImageProvider } from '../ai/images/check-image-provider.ts';
import { ImageProviderError } from '../ai/images/image-provider.ts';
import type { AppContext } from '../context.ts';
import { providerConnectionsRepository, type ProviderKind } from '../db/repositories/provider-connections.ts';
import type { ProviderConnectionRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { imageConfigOfConnection, llmConfigOfConnection } from './own-providers.ts';
import { checkProviderAddress, guardedProviderFetch } from './provider-address.ts';

type Ctx = Pick<AppContext, 'db' | 'env' | 'log' | 'ownProviders'>;

const CHECK_TIMEOUT_MS = 15_000;
const rejected = () => new AppError('provider_key_rejected', errorMessages.provider_key_rejected);
const unreachable = () => new AppError('provider_unreachable', errorMessages.provider_unreachable);

/**
 * "Test connection": one small call to the studio's own provider with the stored key (never a
 * generation), and the price per image when the provider reports one. A refused key or model is
 * provider_key_rejected; no answer in time, or none at all, provider_unreachable.
 */
export async function testProviderConnection(ctx: Ctx, designerId: string, kind: ProviderKind): Promise<ProviderTestReply> {
  const row = await providerConnectionsRepository(ctx.db).find(designerId, kind);
  if (!row) throw new AppError('provider_not_connected', errorMessages.provider_not_connected);
  if (row.baseUrl) await checkProviderAddress(ctx.env, row.baseUrl);
  if (kind === 'image') {
    try {
      const check = await checkImageProvider(imageConfigOfConnection(ctx.env, ctx.ownProviders.keys, row), { fetch: guardedProviderFetch(ctx.env) });
      return { success: true, kind, cost_per_image: check.costPerImage };
    } catch (error) {
      if (!(error instanceof ImageProviderError)) throw error;
      ctx.log.info({ designerId, provider: row.provider, reason: error.reason, detail: error.message }, 'provider connection test failed');
      throw error.reason === 'rejected' || error.reason === 'refused' ? rejected() : unreachable();
    }
  }
  await checkLlm(ctx, row);
  return { success: true, kind, cost_per_image: null };
}

/** GET {base}/models: the key is accepted, and the model is among those listed when the server lists any. */
async function checkLlm(ctx: Ctx, row: ProviderConnectionRow): Promise<void> {
  const config = llmConfigOfConnection(ctx.env, ctx.ownProviders.keys, row);
  if (config.provider !== 'openai-compatible') return;
  let response: Response;
  let body: unknown;
  try {
    response = await guardedProviderFetch(ctx.env)(`${config.baseUrl}/models`, {
      headers: { authorization: `Bearer ${config.apiKey ?? ''}` },
      signal: AbortSignal.timeout(Math.min(config.writerTimeoutMs, CHECK_TIMEOUT_MS)),
    });
    body = await response.json().catch(() => undefined);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreachable();
  }
  if (response.status >= 500 || response.status === 429) throw unreachable();
  if (!response.ok) throw rejected();
  const listed = (body as { data?: unknown } | undefined)?.data;
  if (Array.isArray(listed) && listed.length > 0 && !listed.some((m) => (m as { id?: unknown } | null)?.id === config.model)) throw rejected();
}
