import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Language } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { postGenerateSuggestions, suggestionsKey } from '../client-request/ai-api.ts';
import { suggestionsOverviewKey } from './sections-api.ts';

export type BatchOutcome = 'done' | 'failed';

export interface SuggestionsBatch {
  /** Every lead of the batch, in the order they are written. */
  ids: string[];
  /** The lead being written now; null once the batch is over. */
  current: string | null;
  outcomes: Record<string, BatchOutcome>;
  /** Paused by the per-minute limit on generations; resumes by itself. */
  waiting: boolean;
}

/** Seconds to wait when the server gives no Retry-After with its 429. */
const DEFAULT_RETRY_S = 10;
/** A 429 past this many waits for one lead counts as a failure of that lead. */
const MAX_WAITS = 8;

const sleep = (ms: number) => new Promise((r) => window.setTimeout(r, ms));

function retryAfterMs(error: ApiError): number {
  const header = Number(error.response?.headers.get('retry-after'));
  return (Number.isFinite(header) && header > 0 ? header : DEFAULT_RETRY_S) * 1000;
}

/**
 * Writes the suggestions of several leads one after the other, through the request tab's own POST, so
 * each lead is written exactly as its tab would. The server limits generations per minute: a 429 pauses
 * the batch for as long as it says, then the same lead is tried again. Each reply also fills that
 * request's cached tab.
 */
export function useSuggestionsBatch() {
  const queryClient = useQueryClient();
  const [batch, setBatch] = useState<SuggestionsBatch | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (ids: string[], language: Language) => {
      if (running.current || ids.length === 0) return;
      running.current = true;
      const outcomes: Record<string, BatchOutcome> = {};
      setBatch({ ids, current: ids[0]!, outcomes: {}, waiting: false });
      try {
        for (const id of ids) {
          setBatch({ ids, current: id, outcomes: { ...outcomes }, waiting: false });
          for (let waits = 0; ; waits++) {
            try {
              const reply = await postGenerateSuggestions(id, language);
              queryClient.setQueryData(suggestionsKey(id), reply);
              outcomes[id] = 'done';
              break;
            } catch (error) {
              if (error instanceof ApiError && error.code === 'rate_limited' && waits < MAX_WAITS) {
                setBatch({ ids, current: id, outcomes: { ...outcomes }, waiting: true });
                await sleep(retryAfterMs(error));
                setBatch({ ids, current: id, outcomes: { ...outcomes }, waiting: false });
                continue;
              }
              outcomes[id] = 'failed';
              break;
            }
          }
          // The list follows lead by lead, so the states change under the designer's eyes.
          void queryClient.invalidateQueries({ queryKey: suggestionsOverviewKey });
        }
      } finally {
        setBatch({ ids, current: null, outcomes: { ...outcomes }, waiting: false });
        running.current = false;
      }
    },
    [queryClient],
  );

  const dismiss = useCallback(() => setBatch((b) => (b && b.current === null ? null : b)), []);
  return { batch, run, dismiss, busy: batch?.current != null };
}
