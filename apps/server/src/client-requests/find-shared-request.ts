import { SHOWCASE_SHARE_KEY, type Language } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { ensureShowcaseRequest } from './showcase-request.ts';

export { isShowcaseRequest, showcaseShareKey } from './showcase-request.ts';

/**
 * The request a shared link opens, read-only: by its current share key (a revoked key is simply not
 * found), or the showcase request in `language` (made on first use) for the key `demo`. Not found:
 * 404, whatever the reason.
 */
export async function findSharedRequest(
  ctx: Pick<AppContext, 'db' | 'now' | 'references'>,
  shareKey: string,
  language: Language | undefined,
): Promise<ClientRequestRow> {
  if (shareKey === SHOWCASE_SHARE_KEY) return ensureShowcaseRequest(ctx, language ?? 'en-US');
  const row = shareKey.length <= 100 ? await clientRequestsRepository(ctx.db).findByShareKey(shareKey) : undefined;
  if (!row) throw new AppError('not_found', 'This link is no longer shared.');
  return row;
}
