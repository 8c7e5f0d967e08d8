import type { ChangePasswordInput, OkReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { authTokensRepository } from '../db/repositories/auth-tokens.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** Changes the password after checking the old one, and signs out every other session of the designer. */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'env' | 'now'>,
  actor: { designerId: string; tokenId: string },
  input: ChangePasswordInput,
): Promise<OkReply> {
  const designer = await designersRepository(ctx.db).findById(actor.designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  if (!(await verifyPassword(input.old_password, designer.passwordHash))) {
    throw new AppError('password_incorrect', errorMessages.password_incorrect, { old_password: 'password_incorrect' });
  }
  const passwordHash = await hashPassword(input.new_password, ctx.env.PASSWORD_SCRYPT_LOG_N);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await designersRepository(tx).setPasswordHash(actor.designerId, passwordHash, now);
    await authTokensRepository(tx).revokeAll(actor.designerId, now, actor.tokenId);
  });
  return { success: true, msg: 'Your password has been changed.' };
}
