import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import {
  clientRequestDetailReply,
  historyReply,
  revokeShareReply,
  updateLeadStatusReply,
  type ClientRequestDetailReply,
  type HistoryReply,
  type UpdateClientRequestInput,
  type UpdateLeadStatusInput,
} from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';
import { FILE_LINK_REFRESH_MS } from '../../app/file-links.ts';

/** The request's own queries all start with this prefix: invalidating it refreshes detail, history, suggestions and analysis. */
export const clientRequestKey = (id: string) => ['client-request', id] as const;
export const historyKey = (id: string) => ['client-request', id, 'history'] as const;
/** The Potential Clients list (its New marks, statuses and names). */
export const clientRequestsKey = ['client-requests'] as const;

const path = (id: string) => `/client_requests/${encodeURIComponent(id)}`;

/** GET /api/client_requests/:id/ — labels and answers in the interface language. */
export function useClientRequest(id: string) {
  const { i18n } = useTranslation();
  return useQuery<ClientRequestDetailReply, ApiError>({
    queryKey: clientRequestKey(id),
    queryFn: ({ signal }) => api(`${path(id)}/`, { query: { lang: i18n.language }, schema: clientRequestDetailReply, signal }),
    refetchInterval: FILE_LINK_REFRESH_MS,
  });
}

/** GET /api/client_requests/:id/history/ — the conversation, the reference rounds and the brief feedback. */
export function useRequestHistory(id: string) {
  const { i18n } = useTranslation();
  return useQuery<HistoryReply, ApiError>({
    queryKey: historyKey(id),
    queryFn: ({ signal }) => api(`${path(id)}/history/`, { query: { lang: i18n.language }, schema: historyReply, signal }),
    refetchInterval: FILE_LINK_REFRESH_MS,
  });
}

const openedReply = z.object({ success: z.literal(true) });

/** POST /api/client_requests/:id/opened/ — the list stops marking the request New. */
export function markOpened(id: string) {
  return api(`${path(id)}/opened/`, { method: 'POST', json: {}, schema: openedReply });
}

/** PATCH /api/client_requests/:id/ — only the changed values; the reply is the request as now stored. */
export function updateClientRequest(id: string, input: UpdateClientRequestInput, language: string) {
  return api(`${path(id)}/`, { method: 'PATCH', json: input, query: { lang: language }, schema: clientRequestDetailReply });
}

/** PUT /api/client_requests/:id/status/ */
export function updateLeadStatus(id: string, input: UpdateLeadStatusInput) {
  return api(`${path(id)}/status/`, { method: 'PUT', json: input, schema: updateLeadStatusReply });
}

/** POST /api/client_requests/:id/share/revoke/ — the old links stop working; the reply carries the new key. */
export function revokeShare(id: string) {
  return api(`${path(id)}/share/revoke/`, { method: 'POST', json: {}, schema: revokeShareReply });
}
