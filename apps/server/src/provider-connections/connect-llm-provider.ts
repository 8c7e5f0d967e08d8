import { validationMessages, type ConnectLlmProviderInput, type ProviderConnection } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { providerConnectionsRepository } from '../db/repositories/provider-connections.ts';
import { AppError } from '../errors.ts';
import { keyOwner } from './own-providers.ts';
import { checkProviderAddress } from './provider-address.ts';
import { keyHintOf, providerConnectionView } from './provider-connection-view.ts';

/**
 * Connects the studio's own LLM (an OpenAI-compatible API: address, key, model) for its genie and
 * writer, used when the server has none. Leaving the key out keeps the stored one.
 */
export async function connectLlmProvider(ctx: Pick<AppContext, 'db' | 'now' | 'env' | 'ownProviders'>, designerId: string, input: ConnectLlmProviderInput): Promise<ProviderConnection> {
  const repo = providerConnectionsRepository(ctx.db);
  const existing = await repo.find(designerId, 'llm');
  if (!input.base_url) throw new AppError('validation_failed', validationMessages.base_url_required, { base_url: 'base_url_required' });
  if (!input.api_key && !existing?.keyCiphertext) throw new AppError('validation_failed', validationMessages.api_key_required, { api_key: 'api_key_required' });
  if (!input.model) throw new AppError('validation_failed', validationMessages.model_required, { model: 'model_required' });
  await checkProviderAddress(ctx.env, input.base_url);
  const sealed = input.api_key
    ? { keyCiphertext: ctx.ownProviders.keys.seal(input.api_key, keyOwner(designerId, 'llm')), keyHint: keyHintOf(input.api_key) }
    : { keyCiphertext: existing!.keyCiphertext, keyHint: existing!.keyHint };
  const row = await repo.save(
    designerId,
    'llm',
    { provider: 'openai-compatible', baseUrl: input.base_url.replace(/\/+$/, ''), model: input.model, monthlyImageCap: null, ...sealed },
    ctx.now(),
  );
  ctx.ownProviders.forget(designerId);
  return providerConnectionView(row, ctx.now());
}
