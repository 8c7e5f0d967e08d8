import type { OkReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { authTokensRepository, type ActiveToken } from '../db/repositories/auth-tokens.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/**
 * Signs out one of the designer's sessions (its token answers 401 from now on). Another designer's
 * session, an ended one and an unknown id all answer not_found alike, so nothing says which exists.
 */
export async function signOutSession(ctx: Pick<AppContext, 'db' | 'now'>, actor: ActiveToken, sessionId: string): Promise<OkReply> {
  if (!(await authTokensRepository(ctx.db).revoke(actor.designerId, sessionId, ctx.now()))) throw new AppError('not_found', errorMessages.not_found);
  return { success: true, msg: 'The session has been signed out.' };
}
