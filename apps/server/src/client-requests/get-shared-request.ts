import type { HistoryReply, Language, SharedOverviewReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { overviewOf } from './client-request-views.ts';
import { findSharedRequest } from './find-shared-request.ts';
import { requestHistoryOf } from './request-history.ts';

type SharedContext = Pick<AppContext, 'db' | 'now' | 'references' | 'storage'>;

/** The shared overview: the request as its overview shows it, nothing of the designer's own (no id, status, note or share key). */
export async function getSharedOverview(ctx: SharedContext, shareKey: string, language: Language | undefined): Promise<SharedOverviewReply> {
  const request = await findSharedRequest(ctx, shareKey, language);
  const { id: _id, ...overview } = await overviewOf(ctx, request, language, ctx.now());
  return { success: true, client_request: overview };
}

/** The shared conversation history. */
export async function getSharedHistory(ctx: SharedContext, shareKey: string, language: Language | undefined): Promise<HistoryReply> {
  return requestHistoryOf(ctx, await findSharedRequest(ctx, shareKey, language), language);
}
