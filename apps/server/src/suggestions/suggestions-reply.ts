import { aiSuggestionsContent, language, type SuggestionsReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import type { ClientRequestRow, RequestSuggestionsRow } from '../db/schema.ts';
import type { SuggestionsSource } from './suggestions-source.ts';

/**
 * The reply of every suggestions call: the state (not generated, generated, regenerated), whether
 * the request changed since (stale), why they cannot be written (a missing project type) and whether
 * the tab writes them by itself (a completed conversation with nothing written yet; never in a shared,
 * read-only view), and whether regenerating would only repeat them (the rules' own text, brief unchanged,
 * no language model).
 */
export function suggestionsReplyOf(
  request: ClientRequestRow,
  stored: RequestSuggestionsRow | undefined,
  source: SuggestionsSource,
  options: { readOnly: boolean; hasLlm: boolean },
): SuggestionsReply {
  const content = stored ? aiSuggestionsContent.safeParse(stored.content) : undefined;
  const blocked_reason = source.blocked ? ('missing_project_type' as const) : null;
  if (!stored || !content?.success) {
    return {
      success: true,
      state: 'not_generated',
      stale: false,
      blocked_reason,
      auto_generate: !options.readOnly && request.conversationCompleted && !blocked_reason,
      same_if_regenerated: false,
      suggestions: null,
    };
  }
  const stale = stored.inputFingerprint !== source.fingerprint;
  return {
    success: true,
    state: stored.generationCount >= 2 ? 'regenerated' : 'generated',
    stale,
    blocked_reason,
    auto_generate: false,
    same_if_regenerated: !options.readOnly && sameIfRegenerated(stored, stale, options.hasLlm),
    suggestions: {
      content: content.data,
      source: stored.source === 'llm' ? 'llm' : 'rules',
      language: language.safeParse(stored.language).data ?? 'en-US',
      generated_at: stored.generatedAt.toISOString(),
      generation_count: stored.generationCount,
    },
  };
}

/** The rules are deterministic: from an unchanged brief, without a language model, they write these suggestions again, word for word. */
export function sameIfRegenerated(stored: Pick<RequestSuggestionsRow, 'source'>, stale: boolean, hasLlm: boolean): boolean {
  return stored.source !== 'llm' && !stale && !hasLlm;
}

/** Whether the designer's suggestions would be written by a language model (the server's or their own); a key that cannot be opened counts as one (generating then says why). */
export async function hasLanguageModel(ctx: Pick<AppContext, 'ownProviders'>, designerId: string): Promise<boolean> {
  return ctx.ownProviders.writerFor(designerId).then(
    (writer) => writer.model !== null,
    () => true,
  );
}
