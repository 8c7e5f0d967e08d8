import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { brandAnalysisReply, furnitureListReply, historyReply, sharedOverviewReply, suggestionsReply } from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';
import { FILE_LINK_REFRESH_MS } from '../../app/file-links.ts';

const schemas = {
  overview: sharedOverviewReply,
  history: historyReply,
  suggestions: suggestionsReply,
  analysis: brandAnalysisReply,
  furniture: furnitureListReply,
} as const;
type SharedPart = keyof typeof schemas;

/**
 * GET /api/shared/client_requests/:key/<part>/?lang= — a shared request, read-only, by its share key
 * (`demo`: the showcase request in that language). Never sends the designer's token.
 */
export function useSharedRequest<P extends SharedPart>(shareKey: string, part: P, { enabled = true } = {}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useQuery<z.infer<(typeof schemas)[P]>, ApiError>({
    queryKey: ['shared-request', shareKey, part, language],
    queryFn: ({ signal }) =>
      api(`/shared/client_requests/${encodeURIComponent(shareKey)}/${part}/`, { query: { lang: language }, schema: schemas[part], auth: false, signal }) as Promise<
        z.infer<(typeof schemas)[P]>
      >,
    enabled,
    refetchInterval: FILE_LINK_REFRESH_MS,
    retry: (count, error) => error.status !== 404 && count < 2,
  });
}
