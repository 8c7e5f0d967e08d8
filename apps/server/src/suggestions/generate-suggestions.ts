import { randomUUID } from 'node:crypto';
import { language as languageSchema, type Language, type SuggestionsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { findDesignerRequest } from '../client-requests/find-designer-request.ts';
import { leasesRepository } from '../db/repositories/leases.ts';
import { requestSuggestionsRepository } from '../db/repositories/request-suggestions.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { hasLanguageModel, sameIfRegenerated, suggestionsReplyOf } from './suggestions-reply.ts';
import { suggestionsSourceOf } from './suggestions-source.ts';
import { writeSuggestions } from './write-suggestions.ts';

type GenerateContext = Pick<AppContext, 'db' | 'now' | 'writer' | 'log' | 'ownProviders'>;

/** How long a generation may hold its claim: the writer's own time limit, and room to store the result. */
const claimMsOf = (ctx: GenerateContext) => ctx.writer.timeoutMs + 30_000;
const WAIT_POLL_MS = 200;

/**
 * Writes (or rewrites) the suggestions of one of the designer's requests in `language` (default:
 * the request's), stores them as the current version and replies with the new state. An "other"
 * request that says nothing of what it is about is refused (project_type_missing). When the rules
 * wrote the current ones from the same brief in the same language and no language model is connected,
 * they are kept as they are (same_if_regenerated): the rules would only write them again.
 */
export async function generateSuggestions(
  ctx: GenerateContext,
  designerId: string,
  requestId: string,
  input: { language?: Language | undefined },
): Promise<SuggestionsReply> {
  const request = await findDesignerRequest(ctx, designerId, requestId);
  const language = input.language ?? languageSchema.safeParse(request.language).data ?? 'en-US';
  // One generation per request and language across every instance: the first click claims it; a second
  // click (on any instance) waits for that one to finish and answers with what it stored.
  const leases = leasesRepository(ctx.db);
  const key = `suggestions:${request.id}:${language}`;
  const holder = randomUUID();
  const waitingSince = ctx.now();
  /** What another click stored since this one arrived, if anything: then that is this click's answer too. */
  const storedMeanwhile = async () => {
    const [stored, source] = await Promise.all([requestSuggestionsRepository(ctx.db).find(designerId, request.id), suggestionsSourceOf(ctx, request)]);
    return stored && stored.language === language && stored.generatedAt >= waitingSince
      ? suggestionsReplyOf(request, stored, source, { readOnly: false, hasLlm: await hasLanguageModel(ctx, designerId) })
      : null;
  };
  for (;;) {
    if (await leases.claim(key, holder, claimMsOf(ctx), ctx.now())) {
      // Another click's generation may have finished between this one's arrival (or last look) and the claim.
      const meanwhile = await storedMeanwhile();
      if (!meanwhile) break;
      await leases.release(key, holder);
      return meanwhile;
    }
    while (await leases.held(key, ctx.now())) await new Promise((r) => setTimeout(r, WAIT_POLL_MS));
    const meanwhile = await storedMeanwhile();
    if (meanwhile) return meanwhile;
    // The other generation failed (or wrote another language): this one runs it.
  }
  try {
    const source = await suggestionsSourceOf(ctx, request);
    if (source.blocked) throw new AppError('project_type_missing', errorMessages.project_type_missing);
    const writer = await ctx.ownProviders.writerFor(designerId);
    const hasLlm = writer.model !== null;
    // The rules would write these very suggestions again: keep them, and say so, rather than pretend to rewrite them.
    const current = await requestSuggestionsRepository(ctx.db).find(designerId, request.id);
    if (current && current.language === language && sameIfRegenerated(current, current.inputFingerprint !== source.fingerprint, hasLlm)) {
      return suggestionsReplyOf(request, current, source, { readOnly: false, hasLlm });
    }
    const written = await writeSuggestions({ ...ctx, writer }, source.input, language);
    const stored = await requestSuggestionsRepository(ctx.db).save(designerId, request.id, {
      content: written.content,
      source: written.source,
      fallbackReason: written.fallbackReason,
      language,
      inputFingerprint: source.fingerprint,
      generatedAt: ctx.now(),
    });
    return suggestionsReplyOf(request, stored, source, { readOnly: false, hasLlm });
  } finally {
    await leases.release(key, holder);
  }
}
