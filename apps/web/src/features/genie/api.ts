import type { z } from 'zod';
import {
  isErrorReply,
  VISITOR_SESSION_HEADER,
  VISITOR_UTC_OFFSET_HEADER,
  type BookConsultationInput,
  type bookConsultationReply,
  type BriefFeedback,
  type BriefReply,
  type ChangeVisitorLanguageReply,
  type ChatEvent,
  type ChatTurnInput,
  type confirmBriefReply,
  type PublicDesignerReply,
  type Language,
  type ReferenceRoundReply,
  type StageReply,
  type StartClientRequestInput,
  type StartClientRequestReply,
  type UpdateBriefFieldsInput,
  type VisitorSessionReply,
} from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import type { GenieBase } from './genie-base.ts';

/**
 * The visitor API (contracts/genie.ts). Visitor calls carry the session token in `x-visitor-session`
 * and never the designer's bearer token, so they use this small client instead of app/api-client. Each
 * carries the visitor's clock too (`x-visitor-utc-offset`, minutes east of UTC, read at each call so a
 * change of summer time counts): the interview reads "next Friday", a bare area and a bare "$" by it.
 * Replies are typed with the contracts' types and not parsed: the server answers by those same
 * schemas, and the visitor's first load carries no zod (issue 11).
 */
interface VisitorRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  json?: unknown;
  form?: FormData;
  token?: string | null;
  signal?: AbortSignal;
}

function headersFor(token: string | null | undefined, json: boolean): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (json) headers['content-type'] = 'application/json';
  if (token) headers[VISITOR_SESSION_HEADER] = token;
  headers[VISITOR_UTC_OFFSET_HEADER] = String(-new Date().getTimezoneOffset());
  return headers;
}

async function failure(res: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    return new ApiError(res.status, res.status >= 500 ? 'internal_error' : 'invalid_response', res.statusText, {}, res);
  }
  if (isErrorReply(data)) return new ApiError(res.status, data.code, data.msg, data.fields ?? {}, res, data);
  return new ApiError(res.status, res.status >= 500 ? 'internal_error' : 'validation_failed', res.statusText, {}, res, data);
}

async function send(path: string, req: { method?: string; json?: unknown; form?: FormData; token?: string | null; signal?: AbortSignal; accept?: string }) {
  const headers = headersFor(req.token, req.json !== undefined);
  if (req.accept) headers.accept = req.accept;
  const body = req.form ?? (req.json !== undefined ? JSON.stringify(req.json) : undefined);
  try {
    return await fetch(new URL(`/api${path}`, window.location.origin), { method: req.method ?? (body ? 'POST' : 'GET'), headers, body, signal: req.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network_error', 'Network error');
  }
}

export async function visitorApi<T>(path: string, req: VisitorRequest): Promise<T> {
  const res = await send(path, req);
  if (!res.ok) throw await failure(res);
  let data: unknown;
  try {
    data = await res.json();
  } catch {
    throw new ApiError(res.status, 'invalid_response', 'Invalid response', {}, res);
  }
  if (typeof data !== 'object' || data === null) throw new ApiError(res.status, 'invalid_response', 'Invalid response', {}, res);
  return data as T;
}

/** Replies whose exact shape the contract leaves open: success is all the screens rely on. */
interface Ok {
  success: true;
}
interface FeedbackSaved extends Ok {
  feedback?: BriefFeedback;
}

export const getDesigner = (linkWords: string) =>
  visitorApi<PublicDesignerReply>(`/accounts/designer/${encodeURIComponent(linkWords)}/`, {});

/** The designer's public profile that every frame of their genie shows (the visitor's entry starts it beside the catalogs). */
export const designerQuery = (linkWords: string) => ({
  queryKey: ['genie', 'designer', linkWords],
  queryFn: () => getDesigner(linkWords),
  staleTime: 5 * 60_000,
});

export const startClientRequest = (base: GenieBase, input: StartClientRequestInput) =>
  visitorApi<StartClientRequestReply>(`${base.api}/client_requests/`, { method: 'POST', json: input });

export const getSession = (base: GenieBase, token: string) => visitorApi<VisitorSessionReply>(`${base.api}/session/`, { token });

/** The visitor switched their page's language: the interview goes on in it (mid-chat, the question is asked again in it). */
export const changeVisitorLanguage = (base: GenieBase, token: string, language: Language) =>
  visitorApi<ChangeVisitorLanguageReply>(`${base.api}/session/language/`, { method: 'PUT', json: { language }, token });

export const skipReference = (base: GenieBase, token: string) =>
  visitorApi<StageReply>(`${base.api}/reference/skip/`, { method: 'POST', json: {}, token });

/** The reference rounds (contracts referenceRoundReply): GET opens round 1 on the first call. */
export const getReferenceRound = (base: GenieBase, token: string) => visitorApi<ReferenceRoundReply>(`${base.api}/reference/`, { token });

export const chooseReferenceImage = (base: GenieBase, token: string, imageId: string) =>
  visitorApi<ReferenceRoundReply>(`${base.api}/reference/choose/`, { method: 'POST', json: { image_id: imageId }, token });

export const newReferenceImages = (base: GenieBase, token: string) =>
  visitorApi<ReferenceRoundReply>(`${base.api}/reference/new_images/`, { method: 'POST', json: {}, token });

export const stopReference = (base: GenieBase, token: string) =>
  visitorApi<ReferenceRoundReply>(`${base.api}/reference/stop/`, { method: 'POST', json: {}, token });

export const getBrief = (base: GenieBase, token: string) => visitorApi<BriefReply>(`${base.api}/brief/`, { token });

export const updateBriefFields = (base: GenieBase, token: string, input: UpdateBriefFieldsInput) =>
  visitorApi<Ok>(`${base.api}/brief/fields/`, { method: 'PUT', json: input, token });

export interface FeedbackDraft {
  ratings?: Record<string, number>;
  note?: string;
  comment?: string;
  noteImage?: File;
  floorPlans?: File[];
  removeUploadIds?: string[];
}

/** PUT brief/feedback/ (multipart): only the parts given are sent; the server keeps the rest of the draft. */
export function saveBriefFeedback(base: GenieBase, token: string, draft: FeedbackDraft) {
  const form = new FormData();
  if (draft.ratings) form.set('ratings', JSON.stringify(draft.ratings));
  if (draft.note !== undefined) form.set('note', draft.note);
  if (draft.comment !== undefined) form.set('comment', draft.comment);
  if (draft.noteImage) form.set('note_image', draft.noteImage);
  for (const f of draft.floorPlans ?? []) form.append('floor_plans', f);
  if (draft.removeUploadIds?.length) form.set('remove_upload_ids', JSON.stringify(draft.removeUploadIds));
  return visitorApi<FeedbackSaved>(`${base.api}/brief/feedback/`, { method: 'PUT', form, token });
}

export const confirmBrief = (base: GenieBase, token: string) =>
  visitorApi<z.infer<typeof confirmBriefReply>>(`${base.api}/brief/confirm/`, { method: 'POST', json: {}, token });

export const bookConsultation = (token: string, input: BookConsultationInput) =>
  visitorApi<z.infer<typeof bookConsultationReply>>('/genie/book/', { method: 'POST', json: input, token });

/**
 * POST chat/ — a visitor turn, answered as Server-Sent Events. Each `data:` line (or group of lines
 * of one event) is a contracts `chatEvent`. Resolves with the final `done` event; any failure (HTTP,
 * network, an `error` event, a stream that ends early) throws, and the turn can be retried with the
 * same client_message_id.
 */
export async function streamChatTurn(
  base: GenieBase,
  token: string,
  input: ChatTurnInput,
  onEvent: (event: ChatEvent) => void,
  signal?: AbortSignal,
): Promise<Extract<ChatEvent, { type: 'done' }>> {
  const res = await send(`${base.api}/chat/`, { method: 'POST', json: input, token, signal, accept: 'text/event-stream' });
  if (!res.ok) throw await failure(res);
  if (!res.body) throw new ApiError(res.status, 'invalid_response', 'No stream');
  let done: Extract<ChatEvent, { type: 'done' }> | null = null;
  for await (const data of sseData(res.body)) {
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      continue;
    }
    if (typeof json !== 'object' || json === null || typeof (json as { type?: unknown }).type !== 'string') continue;
    const event = json as ChatEvent;
    if (event.type === 'error') throw new ApiError(res.status, 'internal_error', event.msg);
    onEvent(event);
    if (event.type === 'done') done = event;
  }
  if (!done) throw new ApiError(res.status, 'network_error', 'The reply ended early');
  return done;
}

/** The `data` payloads of an SSE body, one per event (multi-line data joined by newlines). */
export async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let lines: string[] = [];
  const flushLine = function* (line: string): Generator<string> {
    if (line === '') {
      if (lines.length) yield lines.join('\n');
      lines = [];
    } else if (line.startsWith('data:')) lines.push(line.slice(5).replace(/^ /, ''));
  };
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    if (done) buffer += decoder.decode();
    let nl: number;
    while ((nl = buffer.search(/\r?\n/)) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(buffer[nl] === '\r' ? nl + 2 : nl + 1);
      yield* flushLine(line);
    }
    if (done) break;
  }
  if (buffer) yield* flushLine(buffer);
  if (lines.length) yield lines.join('\n');
}
