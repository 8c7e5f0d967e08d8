import { designStyleId, referenceRoundsState, type HistoryMessage, type HistoryReply, type Language } from '@genie/contracts';
import { designStyle } from '@genie/core';
import type { AppContext } from '../context.ts';
import { chatMessagesRepository } from '../db/repositories/chat-messages.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import type { ChatMessageRow, ClientRequestRow } from '../db/schema.ts';
import { interviewStateOf } from '../genie/visitor-session.ts';
import { referenceCardOf } from '../references/reference-image-views.ts';
import type { FileGrant } from '../storage/file-links.ts';
import { briefResultsOf, referenceOutcomeViewOf, requestLanguageOf } from './client-request-views.ts';
import { findDesignerRequest } from './find-designer-request.ts';

type HistoryContext = Pick<AppContext, 'db' | 'storage' | 'fileLinks'>;

/**
 * A stored message as the designer reads it. A genie message comes from the LLM or the built-in
 * engine; the engine "stood in" (fallback_reason) only when an LLM was asked and failed — with no
 * LLM configured (`no_model`) the engine is simply the interviewer.
 */
export function historyMessageOf(row: ChatMessageRow): HistoryMessage {
  const genie = row.role !== 'visitor';
  const source = genie ? (row.source === 'llm' ? 'llm' : 'engine') : null;
  return {
    id: row.id,
    role: genie ? 'genie' : 'visitor',
    text: row.text,
    at: row.createdAt.toISOString(),
    action: !genie && (row.action === 'skip' || row.action === 'back') ? row.action : null,
    source,
    fallback_reason: source === 'engine' && row.fallbackReason && row.fallbackReason !== 'no_model' ? row.fallbackReason : null,
  };
}

/** The request's conversation, reference rounds and brief results, in `language` (default: the request's); files as links for `grant`. */
export async function requestHistoryOf(ctx: HistoryContext, request: ClientRequestRow, language: Language | undefined, grant: FileGrant): Promise<HistoryReply> {
  const lang = language ?? requestLanguageOf(request);
  const messages = await chatMessagesRepository(ctx.db).list(request.designerId, request.id);
  const rounds = request.referenceRounds ? (referenceRoundsState.safeParse(request.referenceRounds).data?.rounds ?? []) : [];
  const images = await referenceImagesRepository(ctx.db).findVisibleTo(
    request.designerId,
    rounds.flatMap((r) => r.offered),
  );
  const byId = new Map(images.map((r) => [r.id, r]));
  return {
    success: true,
    messages: messages.map(historyMessageOf),
    reference_rounds: rounds.map((round) => ({
      index: round.index,
      // An image deleted from the library since is left out.
      offered: round.offered.flatMap((imageId) => {
        const row = byId.get(imageId);
        const style = designStyleId.safeParse(row?.style).data;
        return row && style ? [{ image: referenceCardOf(row, lang, ctx.storage), style, style_name: designStyle(style).name[lang] }] : [];
      }),
      chosen: round.chosen,
      replaced_sets: round.replaced.length,
    })),
    reference_outcome: await referenceOutcomeViewOf(ctx, request, lang),
    ...(await briefResultsOf(ctx, request, interviewStateOf(request), lang, grant)),
    confirmed_at: request.confirmedAt?.toISOString() ?? null,
  };
}

/** GET /client_requests/{id}/history/ */
export async function getRequestHistory(ctx: HistoryContext, designerId: string, id: string, language: Language | undefined): Promise<HistoryReply> {
  const request = await findDesignerRequest(ctx, designerId, id);
  return requestHistoryOf(ctx, request, language, { kind: 'designer', requestId: request.id });
}
