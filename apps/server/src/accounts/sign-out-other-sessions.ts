import type { OkReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { authTokensRepository, type ActiveToken } from '../db/repositories/auth-tokens.ts';

/** Signs out every session of the designer except the one this call was made with. */
export async function signOutOtherSessions(ctx: Pick<AppContext, 'db' | 'now'>, actor: ActiveToken): Promise<OkReply> {
  await authTokensRepository(ctx.db).revokeAll(actor.designerId, ctx.now(), actor.tokenId);
  return { success: true, msg: 'Every other session has been signed out.' };
}
