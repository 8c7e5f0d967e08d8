import { aiSuggestionsContent, language, type SuggestionsReply } from '@genie/contracts';
import type { ClientRequestRow, RequestSuggestionsRow } from '../db/schema.ts';
import type { SuggestionsSource } from './suggestions-source.ts';

/**
 * The reply of every suggestions call: the state (not generated, generated, regenerated), whether
 * the request changed since (stale), why they cannot be written (a missing project type) and whether
 * the tab writes them by itself (a completed conversation with nothing written yet; never in a shared,
 * read-only view).
 */
export function suggestionsReplyOf(
  request: ClientRequestRow,
  stored: RequestSuggestionsRow | undefined,
  source: SuggestionsSource,
  options: { readOnly: boolean },
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
      suggestions: null,
    };
  }
  return {
    success: true,
    state: stored.generationCount >= 2 ? 'regenerated' : 'generated',
    stale: stored.inputFingerprint !== source.fingerprint,
    blocked_reason,
    auto_generate: false,
    suggestions: {
      content: content.data,
      source: stored.source === 'llm' ? 'llm' : 'rules',
      language: language.safeParse(stored.language).data ?? 'en-US',
      generated_at: stored.generatedAt.toISOString(),
      generation_count: stored.generationCount,
    },
  };
}
