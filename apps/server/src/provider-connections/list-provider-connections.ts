import { connectableImageProviders, type ProviderConnectionsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { providerConnectionsRepository } from '../db/repositories/provider-connections.ts';
import { providerConnectionView } from './provider-connection-view.ts';

/** The designer's own image provider and LLM, and what the server itself offers when they have none. */
export async function listProviderConnections(ctx: Pick<AppContext, 'db' | 'now' | 'env' | 'writer'>, designerId: string): Promise<ProviderConnectionsReply> {
  const rows = await providerConnectionsRepository(ctx.db).list(designerId);
  const view = (kind: string) => {
    const row = rows.find((r) => r.kind === kind);
    return row ? providerConnectionView(row, ctx.now()) : null;
  };
  return {
    success: true,
    image: view('image'),
    llm: view('llm'),
    server: { image_provider: ctx.env.IMAGE.provider, has_llm: ctx.writer.model !== null },
    image_providers: [...connectableImageProviders],
  };
}
