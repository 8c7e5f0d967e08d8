import { language as languageSchema, type Language, type SuggestionsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { requestSuggestionsRepository } from '../db/repositories/request-suggestions.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { suggestionsReplyOf } from './suggestions-reply.ts';
import { suggestionsSourceOf } from './suggestions-source.ts';
import { writeSuggestions } from './write-suggestions.ts';

type GenerateContext = Pick<AppContext, 'db' | 'now' | 'writer' | 'log'>;

/**
 * Generations under way in this process, per request and language: a second click while the first
 * is writing gets the same result instead of a second LLM call. (Across processes the upsert keeps
 * one consistent row.)
 */
const inFlight = new WeakMap<object, Map<string, Promise<SuggestionsReply>>>();

/**
 * Writes (or rewrites) the suggestions of one of the designer's requests in `language` (default:
 * the request's), stores them as the current version and replies with the new state. An "other"
 * request that says nothing of what it is about is refused (project_type_missing).
 */
export async function generateSuggestions(
  ctx: GenerateContext,
  designerId: string,
  requestId: string,
  input: { language?: Language | undefined },
): Promise<SuggestionsReply> {
  const request = await findDesignerRequest(ctx, designerId, requestId);
  const language = input.language ?? languageSchema.safeParse(request.language).data ?? 'en-US';
  const running = inFlight.get(ctx.db) ?? new Map<string, Promise<SuggestionsReply>>();
  inFlight.set(ctx.db, running);
  const key = `${request.id}:${language}`;
  const pending = running.get(key);
  if (pending) return pending;

  const work = (async () => {
    const source = await suggestionsSourceOf(ctx, request);
    if (source.blocked) throw new AppError('project_type_missing', errorMessages.project_type_missing);
    const written = await writeSuggestions(ctx, source.input, language);
    const stored = await requestSuggestionsRepository(ctx.db).save(designerId, request.id, {
      content: written.content,
      source: written.source,
      fallbackReason: written.fallbackReason,
      language,
      inputFingerprint: source.fingerprint,
      generatedAt: ctx.now(),
    });
    return suggestionsReplyOf(request, stored, source, { readOnly: false });
  })();
  running.set(key, work);
  try {
    return await work;
  } finally {
    running.delete(key);
  }
}
