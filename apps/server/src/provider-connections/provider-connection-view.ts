import type { ProviderConnection } from '@genie/contracts';
import type { ProviderKind } from '../db/repositories/provider-connections.ts';
import { monthOf } from '../db/repositories/provider-connections.ts';
import type { ProviderConnectionRow } from '../db/schema.ts';

/** What the browser sees of a connection: never the key, only its last four characters. */
export function providerConnectionView(row: ProviderConnectionRow, now: Date): ProviderConnection {
  return {
    kind: row.kind as ProviderKind,
    provider: row.provider,
    base_url: row.baseUrl,
    model: row.model,
    key_hint: row.keyHint,
    monthly_image_cap: row.monthlyImageCap,
    images_this_month: row.usedMonth === monthOf(now) ? row.usedImages : 0,
    connected_at: row.createdAt.toISOString(),
  };
}

/** The last four characters of a key, the only part ever shown again. */
export const keyHintOf = (key: string) => key.slice(-4);
