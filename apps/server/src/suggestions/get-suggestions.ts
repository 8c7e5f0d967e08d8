import type { SuggestionsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { requestSuggestionsRepository } from '../db/repositories/request-suggestions.ts';
import { hasLanguageModel, suggestionsReplyOf } from './suggestions-reply.ts';
import { suggestionsSourceOf } from './suggestions-source.ts';

/** The AI suggestions tab of one of the designer's requests. */
export async function getSuggestions(ctx: Pick<AppContext, 'db' | 'now' | 'ownProviders'>, designerId: string, requestId: string): Promise<SuggestionsReply> {
  const request = await findDesignerRequest(ctx, designerId, requestId);
  const [stored, source, hasLlm] = await Promise.all([
    requestSuggestionsRepository(ctx.db).find(designerId, request.id),
    suggestionsSourceOf(ctx, request),
    hasLanguageModel(ctx, designerId),
  ]);
  return suggestionsReplyOf(request, stored, source, { readOnly: false, hasLlm });
}
