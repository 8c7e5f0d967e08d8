import { languages, type Language, type SuggestionsReply } from '@genie/contracts';
import { composeSuggestions } from '@genie/core';
import type { AppContext } from '../context.ts';
import { findSharedRequest, isShowcaseRequest } from '../client-requests/find-shared-request.ts';
import { requestSuggestionsRepository } from '../db/repositories/request-suggestions.ts';
import { suggestionsReplyOf } from './suggestions-reply.ts';
import { suggestionsSourceOf } from './suggestions-source.ts';

/**
 * The shared, read-only suggestions of a request by its share key. The showcase request (`demo`)
 * always has some: written by the rules on first view and stored; a real request shows what its
 * designer generated, or "not generated".
 */
export async function getSharedSuggestions(
  ctx: Pick<AppContext, 'db' | 'now' | 'references'>,
  shareKey: string,
  lang: Language | undefined,
): Promise<SuggestionsReply> {
  const request = await findSharedRequest(ctx, shareKey, lang);
  const repo = requestSuggestionsRepository(ctx.db);
  const source = await suggestionsSourceOf(ctx, request);
  let stored = await repo.find(request.designerId, request.id);
  if (!stored && isShowcaseRequest(request) && !source.blocked) {
    const language = languages.find((l) => l === request.language) ?? lang ?? 'en-US';
    stored = await repo.saveFirst(request.designerId, request.id, {
      content: composeSuggestions(source.input, language),
      source: 'rules',
      fallbackReason: null,
      language,
      inputFingerprint: source.fingerprint,
      generatedAt: ctx.now(),
    });
  }
  return suggestionsReplyOf(request, stored, source, { readOnly: true, hasLlm: false });
}
