import type { OkReply, ResetPasswordInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { authTokensRepository } from '../db/repositories/auth-tokens.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { passwordResetsRepository } from '../db/repositories/one-time-tokens.ts';
import { hashPassword } from '../auth/password.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

class InvalidResetToken extends AppError {
  constructor() {
    super('reset_token_invalid', errorMessages.reset_token_invalid, { token: 'reset_token_invalid' });
  }
}

/** Sets a new password with a reset link's token (once, within the hour) and signs out every session. */
export async function resetPassword(ctx: Pick<AppContext, 'db' | 'env' | 'now'>, input: ResetPasswordInput): Promise<OkReply> {
  if (!looksLikeToken(input.token)) throw new InvalidResetToken();
  const passwordHash = await hashPassword(input.new_password, ctx.env.PASSWORD_SCRYPT_LOG_N);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const resets = passwordResetsRepository(tx);
    const designerId = await resets.consume(hashToken(input.token), now);
    if (!designerId) throw new InvalidResetToken();
    await designersRepository(tx).setPasswordHash(designerId, passwordHash, now);
    await authTokensRepository(tx).revokeAll(designerId, now);
    await resets.voidAll(designerId, now);
  });
  return { success: true, msg: 'Your password has been reset. Please log in with your new password.' };
}
