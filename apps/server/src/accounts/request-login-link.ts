import type { LoginLinkInput, LoginLinkReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Asks for a one-time sign-in link by e-mail. The reply, and the work done before it, are the same
 * whether or not an account uses the address: the worker looks the account up and sends the mail.
 * An address gets LOGIN_LINK_MAILS_PER_HOUR mails at once, then one per two thirds of a link's life,
 * so someone requesting links for another's address cannot fill their mailbox, and the owner always
 * finds a live link there.
 */
export async function requestLoginLink(ctx: Pick<AppContext, 'db' | 'env' | 'now' | 'throttles'>, input: LoginLinkInput): Promise<LoginLinkReply> {
  const email = input.email.trim().toLowerCase();
  const minutes = ctx.env.LOGIN_LINK_TTL_MINUTES;
  const hourly = await ctx.throttles.hit(`login-link:mails:${email}`, HOUR_MS);
  const budget = ctx.env.LOGIN_LINK_MAILS_PER_HOUR;
  // The budget's last mail starts the spacing, so the next one waits for it; a spaced mail starts the next.
  const spaced = hourly.count >= budget ? await ctx.throttles.hit(`login-link:spaced:${email}`, Math.ceil((minutes * 60_000 * 2) / 3)) : undefined;
  if (hourly.count <= budget || spaced?.count === 1) {
    await enqueueJob(ctx, { type: jobTypes.loginLinkMail, payload: { email }, uniqueKey: `${jobTypes.loginLinkMail}:${email}`, maxAttempts: 3 });
  }
  return { success: true, msg: `If an account uses this e-mail, a sign-in link is on its way. It works once, within ${minutes} minutes.`, expires_in_minutes: minutes };
}
