import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clientRequestListReply,
  createClientRequestReply,
  upcomingBookingsReply,
  type UpcomingBookingsReply,
  type ClientRequestDetailReply,
  type ClientRequestListReply,
  type CreateClientRequestInput,
  type Language,
  type LeadStatus,
} from '@genie/contracts';
import { api, apiFile, saveFile, type ApiError } from '../../app/api-client.ts';
import { clientRequestKey, clientRequestsKey, updateLeadStatus } from '../client-request/api.ts';
import { filterQuery, type ListState } from './list-params.ts';

/** The designer's requests (contracts workspace.ts, /api/client_requests/). */
export const PAGE_SIZE = 20;

/** Everything cached about the list (`clientRequestsKey`) is invalidated after a request is created or its status changes. */
const listRoot = [...clientRequestsKey, 'list'] as const;
export const clientRequestListKey = (params: Record<string, string | number | undefined>) => [...listRoot, params] as const;

export function listQueryOf(state: ListState) {
  return { ...filterQuery(state), page: state.page, page_size: PAGE_SIZE };
}

/** GET /api/client_requests/: one page of the filtered, sorted list; the previous page stays shown while the next loads. */
export function useClientRequestList(state: ListState) {
  const params = listQueryOf(state);
  return useQuery<ClientRequestListReply, ApiError>({
    queryKey: clientRequestListKey(params),
    queryFn: ({ signal }) => api('/client_requests/', { query: params, schema: clientRequestListReply, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/client_requests/bookings/upcoming/: consultations whose slot has not ended, the soonest first. */
export function useUpcomingBookings() {
  return useQuery<UpcomingBookingsReply, ApiError>({
    queryKey: [...clientRequestsKey, 'upcoming-bookings'],
    queryFn: ({ signal }) => api('/client_requests/bookings/upcoming/', { schema: upcomingBookingsReply, signal }),
  });
}

/** POST /api/client_requests/: a lead who arrived by phone or in person. */
export function createClientRequest(input: CreateClientRequestInput) {
  return api('/client_requests/', { method: 'POST', json: input, schema: createClientRequestReply });
}

/** The longest note a status may carry (contracts updateLeadStatusInput). */
export const STATUS_NOTE_MAX = 1000;

export interface StatusChange {
  id: string;
  status: LeadStatus;
  note: string;
}

/**
 * PUT /api/client_requests/:id/status/, from the list's status cell and the request's header alike:
 * shown at once in every cached page of the list (put back if the server refuses it), and the stored
 * status and note go into the request's cached detail.
 */
export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, note }: StatusChange) => updateLeadStatus(id, { status, note }),
    onMutate: async ({ id, status, note }: StatusChange) => {
      await queryClient.cancelQueries({ queryKey: listRoot });
      const before = queryClient.getQueriesData<ClientRequestListReply>({ queryKey: listRoot });
      queryClient.setQueriesData<ClientRequestListReply>({ queryKey: listRoot }, (reply) =>
        reply && { ...reply, items: reply.items.map((item) => (item.id === id ? { ...item, status, status_note: note } : item)) },
      );
      return { before };
    },
    onSuccess: (reply, { id }) => {
      queryClient.setQueryData<ClientRequestDetailReply>(clientRequestKey(id), (old) =>
        old && { ...old, client_request: { ...old.client_request, status: reply.status, status_note: reply.status_note } },
      );
    },
    onError: (_error, { id }, saved) => {
      for (const [key, reply] of saved?.before ?? []) queryClient.setQueryData(key, reply);
      void queryClient.invalidateQueries({ queryKey: clientRequestKey(id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: clientRequestsKey }),
  });
}

/**
 * GET /api/client_requests/export/: every request matching the filters as CSV, with headers in `lang`.
 * The call needs the bearer token, so it cannot be a plain link: the file is fetched and saved from memory.
 */
export async function downloadClientRequestsCsv(state: ListState, lang: Language): Promise<void> {
  const { blob, filename } = await apiFile('/client_requests/export/', { query: { ...filterQuery(state), lang }, accept: 'text/csv' });
  saveFile(blob, filename ?? `potential-clients-${localDate()}.csv`);
}

function localDate() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
