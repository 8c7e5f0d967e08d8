import { isLanguage } from '@genie/contracts';
import type { JobContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { loginLinksRepository } from '../db/repositories/one-time-tokens.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { loginLinkMail } from '../mail/templates/login-link-mail.ts';

/**
 * The worker's half of a sign-in link request: when an account uses the e-mail, a new single-use link
 * (`PUBLIC_URL/login/link?token=…`, valid LOGIN_LINK_TTL_MINUTES, stored as its SHA-256) is mailed in
 * the designer's language. Created here, so the token never sits in the jobs table.
 */
export async function sendLoginLink(ctx: Pick<JobContext, 'db' | 'env' | 'now' | 'mailer'>, payload: Record<string, unknown>): Promise<void> {
  if (typeof payload.email !== 'string') throw new Error('login link job without an e-mail');
  const designer = await designersRepository(ctx.db).findByEmail(payload.email);
  if (!designer) return;
  const token = generateToken();
  const minutes = ctx.env.LOGIN_LINK_TTL_MINUTES;
  await loginLinksRepository(ctx.db).create(designer.id, hashToken(token), new Date(ctx.now().getTime() + minutes * 60_000));
  const mail = loginLinkMail({
    language: isLanguage(designer.language) ? designer.language : 'en-US',
    name: designer.name || designer.genieName,
    link: `${ctx.env.PUBLIC_URL}/login/link?token=${encodeURIComponent(token)}`,
    minutes,
  });
  await ctx.mailer.send({ to: designer.email, designerId: designer.id, ...mail });
}
