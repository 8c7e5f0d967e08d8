import type { OkReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { authTokensRepository, type ActiveToken } from '../db/repositories/auth-tokens.ts';

/** Ends the session of the token the call was made with: the token answers 401 from now on. */
export async function logOutDesigner(ctx: Pick<AppContext, 'db' | 'now'>, actor: ActiveToken): Promise<OkReply> {
  await authTokensRepository(ctx.db).revoke(actor.designerId, actor.tokenId, ctx.now());
  return { success: true, msg: 'You have been logged out.' };
}
