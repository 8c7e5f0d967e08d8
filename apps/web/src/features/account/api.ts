import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  creditUsageReply,
  duplicateCheckReply,
  infoFileReply,
  okReply,
  outboxReply,
  sessionsReply,
  type ChangePasswordInput,
  type CreditUsageReply,
  type OutboxReply,
  type SessionsReply,
} from '@genie/contracts';
import { api, ApiError } from '../../app/api-client.ts';
import { useToken } from '../../app/auth.ts';

export const creditUsageKey = ['credit_usage'] as const;

/** GET /api/my/credit_usage/: visitor messages counted in the current billing period. */
export function useCreditUsage() {
  const token = useToken();
  return useQuery<CreditUsageReply, ApiError>({
    queryKey: creditUsageKey,
    queryFn: ({ signal }) => api('/my/credit_usage/', { schema: creditUsageReply, signal }),
    enabled: token !== null,
  });
}

/** PUT /api/accounts/personal_info/ with a multipart body: only the fields that changed, plus an optional `logo` file. */
export function updatePersonalInfo(form: FormData) {
  return api('/accounts/personal_info/', { method: 'PUT', form, schema: okReply });
}

/** POST /api/accounts/info_file/: the text of a background-information document (.txt, .docx, .doc, .pdf). */
export function uploadInfoFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return api('/accounts/info_file/', { method: 'POST', form, schema: infoFileReply });
}

/** POST /api/accounts/change_password/ as a form body; the server signs out the designer's other devices. */
export function changePassword(input: ChangePasswordInput) {
  const form = new FormData();
  form.append('old_password', input.old_password);
  form.append('new_password', input.new_password);
  form.append('confirm_password', input.confirm_password);
  return api('/accounts/change_password/', { method: 'POST', form, schema: okReply });
}

export type DuplicateField = 'genie_name' | 'username';
export type Availability = 'available' | 'taken' | 'failed';

/**
 * Spec §5: status ok means available; an error field or status bad_request means taken; anything else
 * is a failure. A reply of 400/409 (the HTTP form of bad_request) or a *_taken code also means taken;
 * rate limits, server errors and network trouble are failures.
 */
export async function checkAvailability(field: DuplicateField, value: string, signal?: AbortSignal): Promise<Availability> {
  try {
    const reply = await api('/accounts/info_duplicate_check/', { query: { [field]: value }, schema: duplicateCheckReply, signal });
    if (reply.error || reply.status === 'bad_request') return 'taken';
    return reply.status === 'ok' ? 'available' : 'failed';
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    if (error instanceof ApiError && (error.status === 400 || error.status === 409 || error.code === `${field}_taken`)) return 'taken';
    return 'failed';
  }
}

export const OUTBOX_PAGE_SIZE = 20;

/** GET /api/my/outbox/: the designer's e-mails, newest first, a page at a time (page counts from 1). */
export function useOutbox(page: number) {
  const token = useToken();
  return useQuery<OutboxReply, ApiError>({
    queryKey: ['outbox', page],
    queryFn: ({ signal }) =>
      api('/my/outbox/', { query: { page, page_size: OUTBOX_PAGE_SIZE }, schema: outboxReply, signal }),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

export const sessionsKey = ['account_sessions'] as const;

/** GET /api/accounts/sessions/: where the designer is signed in, this browser first. */
export function useSessions() {
  const token = useToken();
  return useQuery<SessionsReply, ApiError>({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => api('/accounts/sessions/', { schema: sessionsReply, signal }),
    enabled: token !== null,
  });
}

/** DELETE /api/accounts/sessions/{id}/: signs out one of the designer's other sessions. */
export function signOutSession(id: string) {
  return api(`/accounts/sessions/${encodeURIComponent(id)}/`, { method: 'DELETE', schema: okReply });
}

/** POST /api/accounts/sessions/sign_out_others/: signs out every session but this browser's. */
export function signOutOtherSessions() {
  return api('/accounts/sessions/sign_out_others/', { method: 'POST', schema: okReply });
}
