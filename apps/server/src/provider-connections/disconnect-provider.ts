import type { AppContext } from '../context.ts';
import { providerConnectionsRepository, type ProviderKind } from '../db/repositories/provider-connections.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** Disconnects the studio's own provider of this kind (its sealed key is deleted); the server's default applies again. */
export async function disconnectProvider(ctx: Pick<AppContext, 'db' | 'ownProviders'>, designerId: string, kind: ProviderKind): Promise<void> {
  const removed = await providerConnectionsRepository(ctx.db).remove(designerId, kind);
  ctx.ownProviders.forget(designerId);
  if (!removed) throw new AppError('provider_not_connected', errorMessages.provider_not_connected);
}
