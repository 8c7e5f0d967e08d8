import { isLanguage, type ForgetPasswordInput, type OkReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { passwordResetsRepository } from '../db/repositories/one-time-tokens.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { passwordResetMail } from '../mail/templates/password-reset-mail.ts';

export const RESET_TOKEN_TTL_HOURS = 1;

/**
 * Sends a single-use reset link (`PUBLIC_URL/reset_password?token=…`, valid one hour) in the designer's
 * language. The spec's outcomes include "email not found", so an unknown address is reported.
 */
export async function requestPasswordReset(
  ctx: Pick<AppContext, 'db' | 'env' | 'now' | 'mailer'>,
  input: ForgetPasswordInput,
): Promise<OkReply> {
  const designer = await designersRepository(ctx.db).findByEmail(input.email);
  if (!designer) throw new AppError('email_not_found', errorMessages.email_not_found, { email: 'email_not_found' });
  const token = generateToken();
  const expiresAt = new Date(ctx.now().getTime() + RESET_TOKEN_TTL_HOURS * 60 * 60 * 1000);
  await passwordResetsRepository(ctx.db).create(designer.id, hashToken(token), expiresAt);
  const link = `${ctx.env.PUBLIC_URL}/reset_password?token=${encodeURIComponent(token)}`;
  const mail = passwordResetMail({
    language: isLanguage(designer.language) ? designer.language : 'en-US',
    name: designer.name || designer.genieName,
    link,
    hours: RESET_TOKEN_TTL_HOURS,
  });
  await ctx.mailer.send({ to: designer.email, designerId: designer.id, ...mail });
  return { success: true, msg: 'A password reset link has been sent to your email.' };
}
