import type { RegisterInput, TokenReply } from '@genie/contracts';
import { TRIAL_PLAN, trialSubscriptionDates } from '@genie/core';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { hashPassword } from '../auth/password.ts';
import { assertAccountValuesAvailable, takenErrorFromUniqueViolation } from './account-uniqueness.ts';
import { issueAuthToken, type SignInClient } from './issue-auth-token.ts';

/** Opens an account on a one-month free trial of the trial plan and logs it in. */
export async function registerDesigner(ctx: Pick<AppContext, 'db' | 'env' | 'now'>, input: RegisterInput, client: SignInClient): Promise<TokenReply> {
  const username = input.username || null;
  await assertAccountValuesAvailable(ctx.db, { genieName: input.genie_name, email: input.email, username });
  const passwordHash = await hashPassword(input.password, ctx.env.PASSWORD_SCRYPT_LOG_N);
  const now = ctx.now();
  const trial = trialSubscriptionDates(now);
  let designerId: string;
  try {
    const designer = await designersRepository(ctx.db).insert({
      email: input.email,
      passwordHash,
      genieName: input.genie_name,
      username,
      name: input.name || input.genie_name,
      phone: input.phone ?? '',
      language: input.language ?? 'en-US',
      plan: TRIAL_PLAN,
      billingCycle: 'monthly',
      trial: true,
      subscriptionStart: trial.start,
      subscriptionEnd: trial.end,
      createdAt: now,
      updatedAt: now,
    });
    designerId = designer.id;
  } catch (err) {
    throw takenErrorFromUniqueViolation(err) ?? err;
  }
  return { token: await issueAuthToken(ctx, designerId, client) };
}
