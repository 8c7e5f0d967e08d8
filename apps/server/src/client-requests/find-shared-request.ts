import { SHOWCASE_SHARE_KEY, type Language } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** The share key of the showcase request in one language (the demo views' `demo` key resolves to it). */
export const showcaseShareKey = (language: Language) => `${SHOWCASE_SHARE_KEY}-${language}`;

/**
 * The request a shared link opens, read-only: by its current share key (a revoked key is simply not
 * found), or the showcase request in `language` for the key `demo`. Not found: 404, whatever the reason.
 */
export async function findSharedRequest(ctx: Pick<AppContext, 'db'>, shareKey: string, language: Language | undefined): Promise<ClientRequestRow> {
  const key = shareKey === SHOWCASE_SHARE_KEY ? showcaseShareKey(language ?? 'en-US') : shareKey;
  const row = await clientRequestsRepository(ctx.db).findByShareKey(key);
  if (!row) throw new AppError('not_found', 'This link is no longer shared.');
  return row;
}
