import { useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  brandAnalysisReply,
  isLanguage,
  suggestionsReply,
  type BrandAnalysisReply,
  type Language,
  type SuggestionsReply,
} from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';
import { clientRequestKey } from './api.ts';
import { useUpdateRequest } from './use-update-request.ts';

/** AI suggestions and brand analysis of one client request (contracts workspace.ts, issue 5). */

export const suggestionsKey = (id: string) => [...clientRequestKey(id), 'suggestions'] as const;
export const brandAnalysisKey = (id: string) => [...clientRequestKey(id), 'brand-analysis'] as const;
const generateSuggestionsKey = (id: string) => [...suggestionsKey(id), 'generate'] as const;

/** How often an analysis in progress is asked about (spec §4/§9: it takes a few minutes). */
export const BRAND_ANALYSIS_POLL_MS = 4000;

const base = (id: string) => `/client_requests/${encodeURIComponent(id)}`;

/** Account Management's Language model card, where a studio connects an LLM of its own. */
export const LANGUAGE_MODEL_LINK = '/account#language-model';

/** The interface language, sent so the writing comes back in the designer's language. */
export function useUiLanguage(): Language {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : 'en-US';
}

export function useSuggestions(clientId: string) {
  return useQuery<SuggestionsReply, ApiError>({
    queryKey: suggestionsKey(clientId),
    queryFn: ({ signal }) => api(`${base(clientId)}/suggestions/`, { schema: suggestionsReply, signal }),
  });
}

/** POST …/suggestions/ itself: the tab's button and the AI Suggestions section's batch both send it. */
export function postGenerateSuggestions(clientId: string, language: Language): Promise<SuggestionsReply> {
  return api(`${base(clientId)}/suggestions/`, { method: 'POST', json: { language }, schema: suggestionsReply });
}

/**
 * POST …/suggestions/: writes (or rewrites) them; the reply is the new state. The cache is updated by
 * the mutation itself, so a reply that arrives after the tab was left still lands.
 */
export function useGenerateSuggestions(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<SuggestionsReply, ApiError, Language>({
    mutationKey: generateSuggestionsKey(clientId),
    mutationFn: (language) => postGenerateSuggestions(clientId, language),
    onSuccess: (reply) => queryClient.setQueryData(suggestionsKey(clientId), reply),
  });
}

/** Whether suggestions are being written for this request by any screen (one started before a tab switch counts). */
export function useSuggestionsGenerating(clientId: string): boolean {
  return useIsMutating({ mutationKey: generateSuggestionsKey(clientId) }) > 0;
}

const inProgress = (reply: BrandAnalysisReply | undefined) => reply?.state === 'in_progress';

/** GET …/brand_analysis/, asked again every few seconds while the background job runs. */
export function useBrandAnalysis(clientId: string) {
  return useQuery<BrandAnalysisReply, ApiError>({
    queryKey: brandAnalysisKey(clientId),
    queryFn: ({ signal }) => api(`${base(clientId)}/brand_analysis/`, { schema: brandAnalysisReply, signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? BRAND_ANALYSIS_POLL_MS : false),
    // Coming back to the tab while the job runs: ask at once instead of showing a minutes-old state.
    refetchOnMount: (query) => (inProgress(query.state.data) ? 'always' : true),
  });
}

/** POST …/brand_analysis/: queues the background job; the reply (in progress) starts the polling. */
export function useStartBrandAnalysis(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<BrandAnalysisReply, ApiError, Language>({
    mutationFn: (language) => api(`${base(clientId)}/brand_analysis/`, { method: 'POST', json: { language }, schema: brandAnalysisReply }),
    onSuccess: (reply) => queryClient.setQueryData(brandAnalysisKey(clientId), reply),
  });
}

/**
 * PATCH …/ with `{ website_url }` (already normalised by the contract's `websiteUrl`), through the
 * overview's own save: the detail takes the reply, and everything under the request (the analysis, now
 * possible; the suggestions, now stale) is refetched.
 */
export function useSaveWebsiteUrl(clientId: string) {
  const update = useUpdateRequest(clientId);
  return useMutation<unknown, ApiError, string>({ mutationFn: (websiteUrl) => update({ website_url: websiteUrl }) });
}
