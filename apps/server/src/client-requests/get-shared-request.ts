import type { HistoryReply, Language, SharedOverviewReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { overviewOf } from './client-request-views.ts';
import { findSharedRequest } from './find-shared-request.ts';
import { requestHistoryOf } from './request-history.ts';

type SharedContext = Pick<AppContext, 'db' | 'now' | 'references' | 'storage' | 'fileLinks'>;

/** A shared view's files open only while the request's current share key is the one they were issued for. */
const shareGrant = (request: ClientRequestRow) => ({ kind: 'share' as const, shareKey: request.shareKey });

/** The shared overview: the request as its overview shows it, nothing of the designer's own (no id, status, note or share key). */
export async function getSharedOverview(ctx: SharedContext, shareKey: string, language: Language | undefined): Promise<SharedOverviewReply> {
  const request = await findSharedRequest(ctx, shareKey, language);
  const { id: _id, ...overview } = await overviewOf(ctx, request, language, ctx.now(), shareGrant(request));
  return { success: true, client_request: overview };
}

/** The shared conversation history. */
export async function getSharedHistory(ctx: SharedContext, shareKey: string, language: Language | undefined): Promise<HistoryReply> {
  const request = await findSharedRequest(ctx, shareKey, language);
  return requestHistoryOf(ctx, request, language, shareGrant(request));
}
