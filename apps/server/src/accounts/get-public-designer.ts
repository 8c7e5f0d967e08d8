import type { PublicDesignerReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { subscriptionOf } from '../plans/subscription-of.ts';
import { publicDesignerOf } from './designer-views.ts';

/** The public face of a genie, by its link words (case-insensitive). */
export async function getPublicDesigner(ctx: Pick<AppContext, 'db' | 'now' | 'storage'>, linkWords: string): Promise<PublicDesignerReply> {
  const designer = linkWords.length <= 50 ? await designersRepository(ctx.db).findByGenieName(linkWords) : undefined;
  if (!designer) throw new AppError('not_found', errorMessages.not_found);
  return { success: true, data: publicDesignerOf(designer, ctx.storage), plan: subscriptionOf(designer, ctx.now()).plan, msg: 'ok' };
}
