import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  intelligenceOverviewReply,
  intelligenceReply,
  salesEmailDraftReply,
  salesEmailReply,
  salesEmailsReply,
  type IntelligenceOverviewReply,
  type IntelligenceReply,
  type Language,
  type SalesEmailDraftReply,
  type SalesEmailReply,
  type SalesEmailSendInput,
  type SalesEmailsReply,
} from '@genie/contracts';
import { api, type ApiError } from '../../app/api-client.ts';
import { clientRequestKey, clientRequestsKey } from './api.ts';

/** Target client intelligence and sales e-mails (contracts sales.ts, issue 24). */

const base = (id: string) => `/client_requests/${encodeURIComponent(id)}`;
export const intelligenceKey = (id: string, language: Language) => [...clientRequestKey(id), 'intelligence', language] as const;
export const salesEmailsKey = (id: string) => [...clientRequestKey(id), 'sales-emails'] as const;
export const intelligenceOverviewKey = [...clientRequestsKey, 'client-intelligence'] as const;

export function useIntelligence(clientId: string, language: Language, enabled: boolean) {
  return useQuery<IntelligenceReply, ApiError>({
    queryKey: intelligenceKey(clientId, language),
    queryFn: ({ signal }) => api(`${base(clientId)}/intelligence/`, { query: { language }, schema: intelligenceReply, signal }),
    enabled,
  });
}

export function useIntelligenceOverview(months: number, enabled: boolean) {
  return useQuery<IntelligenceOverviewReply, ApiError>({
    queryKey: [...intelligenceOverviewKey, months],
    queryFn: ({ signal }) => api('/my/client_intelligence/', { query: { months }, schema: intelligenceOverviewReply, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useDraftSalesEmail(clientId: string) {
  return useMutation<SalesEmailDraftReply, ApiError, Language>({
    mutationFn: (language) => api(`${base(clientId)}/sales_email/draft/`, { method: 'POST', json: { language }, schema: salesEmailDraftReply }),
  });
}

export function useSendSalesEmail(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation<SalesEmailReply, ApiError, SalesEmailSendInput>({
    mutationFn: (json) => api(`${base(clientId)}/sales_email/`, { method: 'POST', json, schema: salesEmailReply }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: salesEmailsKey(clientId) }),
  });
}

export function useSalesEmails(clientId: string) {
  return useQuery<SalesEmailsReply, ApiError>({
    queryKey: salesEmailsKey(clientId),
    queryFn: ({ signal }) => api(`${base(clientId)}/sales_emails/`, { schema: salesEmailsReply, signal }),
  });
}
