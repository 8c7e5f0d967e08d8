import type { LoginInput, TokenReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { issueAuthToken, type SignInClient } from './issue-auth-token.ts';
import { loginGuard } from './login-guard.ts';

// Compared against when the e-mail is unknown, so both failures cost one scrypt run.
const decoyHashes = new Map<number, Promise<string>>();
function decoyHash(logN: number): Promise<string> {
  let hash = decoyHashes.get(logN);
  if (!hash) {
    hash = hashPassword('decoy password, never matches', logN);
    decoyHashes.set(logN, hash);
  }
  return hash;
}

/**
 * Logs in with e-mail and password, from the client's address (for the brute-force throttles of
 * login-guard.ts, and the sessions list with its browser). An expired subscription still logs in (it can still read the account).
 */
export async function logInDesigner(
  ctx: Pick<AppContext, 'db' | 'env' | 'now' | 'throttles'>,
  input: LoginInput,
  client: SignInClient,
): Promise<TokenReply> {
  const guard = loginGuard(ctx);
  const attempt = { email: input.email, address: client.address };
  await guard.admit(attempt);
  const designer = await designersRepository(ctx.db).findByEmail(input.email);
  const ok = await verifyPassword(input.password, designer?.passwordHash ?? (await decoyHash(ctx.env.PASSWORD_SCRYPT_LOG_N)));
  if (!designer || !ok) {
    await guard.recordFailure(attempt);
    throw new AppError('invalid_credentials', errorMessages.invalid_credentials);
  }
  await guard.recordSuccess(attempt);
  return { token: await issueAuthToken(ctx, designer.id, client) };
}
