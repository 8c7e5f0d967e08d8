import { selfHostedImageProviders, validationMessages, type ConnectImageProviderInput, type ProviderConnection } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { providerConnectionsRepository } from '../db/repositories/provider-connections.ts';
import { AppError } from '../errors.ts';
import { keyOwner } from './own-providers.ts';
import { checkProviderAddress } from './provider-address.ts';
import { keyHintOf, providerConnectionView } from './provider-connection-view.ts';

type Input = Pick<ConnectImageProviderInput, 'provider' | 'api_key' | 'base_url' | 'model'> & { monthly_image_cap: number | null };

/**
 * Connects the studio's own image provider, or changes it: the key is sealed with the server's secret
 * before it is stored. Leaving the key out keeps the stored one while the provider stays the same.
 */
export async function connectImageProvider(ctx: Pick<AppContext, 'db' | 'now' | 'env' | 'ownProviders'>, designerId: string, input: Input): Promise<ProviderConnection> {
  const repo = providerConnectionsRepository(ctx.db);
  const existing = await repo.find(designerId, 'image');
  const selfHosted = selfHostedImageProviders.includes(input.provider);
  if (selfHosted && !input.base_url) throw new AppError('validation_failed', validationMessages.base_url_required, { base_url: 'base_url_required' });
  const keepKey = !input.api_key && existing?.provider === input.provider;
  if (!selfHosted && !input.api_key && !keepKey) throw new AppError('validation_failed', validationMessages.api_key_required, { api_key: 'api_key_required' });
  if (input.base_url) await checkProviderAddress(ctx.env, input.base_url);
  const sealed = input.api_key
    ? { keyCiphertext: ctx.ownProviders.keys.seal(input.api_key, keyOwner(designerId, 'image')), keyHint: keyHintOf(input.api_key) }
    : keepKey && existing
      ? { keyCiphertext: existing.keyCiphertext, keyHint: existing.keyHint }
      : { keyCiphertext: null, keyHint: null };
  const row = await repo.save(
    designerId,
    'image',
    { provider: input.provider, baseUrl: input.base_url?.replace(/\/+$/, '') ?? null, model: input.model ?? null, monthlyImageCap: input.monthly_image_cap, ...sealed },
    ctx.now(),
  );
  return providerConnectionView(row, ctx.now());
}
