import type { RedeemLoginLinkInput, TokenReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { loginLinksRepository } from '../db/repositories/one-time-tokens.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { issueAuthToken, type SignInClient } from './issue-auth-token.ts';
import { loginGuard } from './login-guard.ts';

const invalidLink = () => new AppError('login_link_invalid', errorMessages.login_link_invalid, { token: 'login_link_invalid' });

/**
 * Logs in with an e-mailed sign-in link's token: once, before it expires, from any address, whatever
 * the password throttles say. The designer's other outstanding links are voided, and the address
 * becomes one of their usual ones.
 */
export async function logInWithLink(
  ctx: Pick<AppContext, 'db' | 'env' | 'now' | 'throttles'>,
  input: RedeemLoginLinkInput,
  client: SignInClient,
): Promise<TokenReply> {
  if (!looksLikeToken(input.token)) throw invalidLink();
  const now = ctx.now();
  const { token, email } = await ctx.db.transaction(async (tx) => {
    const links = loginLinksRepository(tx);
    const designerId = await links.consume(hashToken(input.token), now);
    if (!designerId) throw invalidLink();
    await links.voidAll(designerId, now);
    const designer = await designersRepository(tx).findById(designerId);
    if (!designer) throw invalidLink();
    return { token: await issueAuthToken({ ...ctx, db: tx }, designerId, client), email: designer.email };
  });
  await loginGuard(ctx).recordSuccess({ email, address: client.address });
  return { token };
}
