import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  brandAnalysesReply,
  conversationsReply,
  furnitureOverviewReply,
  type FurnitureOverviewQuery,
  type FurnitureOverviewReply,
  moodBoardsReply,
  type MoodBoardsReply,
  type BrandAnalysesQuery,
  type BrandAnalysesReply,
  suggestionsOverviewReply,
  type ConversationsQuery,
  type ConversationsReply,
  type SuggestionsOverviewQuery,
  type SuggestionsOverviewReply,
} from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';
import { BRAND_ANALYSIS_POLL_MS } from '../client-request/ai-api.ts';
import { clientRequestsKey } from '../client-request/api.ts';

/** The sidebar's workspaces across every lead (contracts sections.ts, /api/my/…). */

export const SECTION_PAGE_SIZE = 20;

// Under the requests' key: whatever refreshes the requests (a status, an edit) refreshes the sections too.
export const suggestionsOverviewKey = [...clientRequestsKey, 'ai-suggestions-overview'] as const;

export type SuggestionsOverviewParams = Partial<Omit<SuggestionsOverviewQuery, 'page_size'>>;

/** GET /api/my/ai_suggestions/: one page of leads with their suggestions' state; the page stays shown while the next loads. */
export function useSuggestionsOverview(params: SuggestionsOverviewParams) {
  const query = { ...params, page_size: SECTION_PAGE_SIZE, utc_offset: -new Date().getTimezoneOffset() };
  return useQuery<SuggestionsOverviewReply, ApiError>({
    queryKey: [...suggestionsOverviewKey, query],
    queryFn: ({ signal }) => api('/my/ai_suggestions/', { query, schema: suggestionsOverviewReply, signal }),
    placeholderData: keepPreviousData,
  });
}

export const conversationsKey = [...clientRequestsKey, 'conversations'] as const;

export type ConversationsParams = Partial<Omit<ConversationsQuery, 'page_size'>>;

/** GET /api/my/conversations/: one page of conversations, newest message first, searched across the messages. */
export function useConversations(params: ConversationsParams) {
  const query = { ...params, page_size: SECTION_PAGE_SIZE };
  return useQuery<ConversationsReply, ApiError>({
    queryKey: [...conversationsKey, query],
    queryFn: ({ signal }) => api('/my/conversations/', { query, schema: conversationsReply, signal }),
    placeholderData: keepPreviousData,
  });
}

export const brandAnalysesKey = [...clientRequestsKey, 'brand-analyses'] as const;

export type BrandAnalysesParams = Partial<Omit<BrandAnalysesQuery, 'page_size'>>;

/** GET /api/my/brand_analyses/: one page of leads with a website; asked again every few seconds while one is being analysed. */
export function useBrandAnalyses(params: BrandAnalysesParams, enabled: boolean) {
  const query = { ...params, page_size: SECTION_PAGE_SIZE };
  return useQuery<BrandAnalysesReply, ApiError>({
    queryKey: [...brandAnalysesKey, query],
    queryFn: ({ signal }) => api('/my/brand_analyses/', { query, schema: brandAnalysesReply, signal }),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: (q) => (q.state.data?.items.some((i) => i.state === 'in_progress') ? BRAND_ANALYSIS_POLL_MS : false),
  });
}

export const moodBoardsKey = [...clientRequestsKey, 'mood-boards'] as const;

/** GET /api/my/mood_boards/: one page of the boards visitors made, latest activity first. */
export function useMoodBoards(page: number) {
  const query = { page, page_size: SECTION_PAGE_SIZE };
  return useQuery<MoodBoardsReply, ApiError>({
    queryKey: [...moodBoardsKey, query],
    queryFn: ({ signal }) => api('/my/mood_boards/', { query, schema: moodBoardsReply, signal }),
    placeholderData: keepPreviousData,
  });
}

export const furnitureOverviewKey = [...clientRequestsKey, 'furniture-overview'] as const;

export type FurnitureOverviewParams = Partial<Omit<FurnitureOverviewQuery, 'page_size'>>;

/** GET /api/my/furniture/: one page of leads with their furniture selection (Professional plans). */
export function useFurnitureOverview(params: FurnitureOverviewParams, enabled: boolean) {
  const query = { ...params, page_size: SECTION_PAGE_SIZE };
  return useQuery<FurnitureOverviewReply, ApiError>({
    queryKey: [...furnitureOverviewKey, query],
    queryFn: ({ signal }) => api('/my/furniture/', { query, schema: furnitureOverviewReply, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
