import type { PersonalInfoReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';
import { personalInfoOf } from './designer-views.ts';

/** The designer's own account, subscription and plan. */
export async function getPersonalInfo(ctx: Pick<AppContext, 'db' | 'now' | 'storage'>, designerId: string): Promise<PersonalInfoReply> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  const { subscription, plan } = subscriptionOf(designer, ctx.now());
  return { success: true, data: personalInfoOf(designer, ctx.storage), subscription, plan, msg: 'ok' };
}
