import type { z } from 'zod';
import { isErrorReply, type ErrorCode } from '@genie/contracts';
import { clearToken, getToken } from './auth.ts';

/** A failed call: carries the HTTP status, the server's error code and msg, and per-field validation keys. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ErrorCode | 'network_error' | 'invalid_response',
    public readonly msg: string,
    public readonly fields: Record<string, string> = {},
    public readonly response?: Response,
    /** The parsed JSON reply of a failed call, for endpoints whose failures carry more than the error shape. */
    public readonly body?: unknown,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

export interface ApiRequest<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** A JSON body. */
  json?: unknown;
  /** A multipart form body. */
  form?: FormData;
  query?: Record<string, string | number | undefined>;
  /** Schema of the success reply; the reply is parsed with it. */
  schema: S;
  /** Send the designer's bearer token (default true when one is stored). */
  auth?: boolean;
  /** Attempts in all; further attempts only after a 5xx or a reply that is not JSON (spec §7/§9). */
  attempts?: number;
  signal?: AbortSignal;
}

type Query = Record<string, string | number | undefined>;

/** Sends one request to the API with the designer's token (unless `auth` is false); a network failure is an ApiError. */
async function send(path: string, req: { method?: string; query?: Query; headers: Record<string, string>; body?: BodyInit; auth?: boolean; signal?: AbortSignal | undefined }) {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const token = req.auth === false ? null : getToken();
  const headers = token ? { ...req.headers, authorization: `Bearer ${token}` } : req.headers;
  try {
    return { res: await fetch(url, { method: req.method ?? (req.body ? 'POST' : 'GET'), headers, body: req.body, signal: req.signal }), token };
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network_error', 'Network error');
  }
}

/** The error of a failed reply (its JSON body, when it has one); a 401 to a stored token forgets the token. */
function replyError(res: Response, data: unknown, token: string | null): ApiError {
  if (res.status === 401 && token) clearToken();
  if (isErrorReply(data)) return new ApiError(res.status, data.code, data.msg, data.fields ?? {}, res, data);
  return new ApiError(res.status, res.status >= 500 ? 'internal_error' : 'validation_failed', res.statusText, {}, res, data);
}

async function once<S extends z.ZodType>(path: string, req: ApiRequest<S>): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: BodyInit | undefined;
  if (req.form) body = req.form;
  else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  const { res, token } = await send(path, { method: req.method, query: req.query, headers, body, auth: req.auth, signal: req.signal });
  let data: unknown = null;
  // 204 No Content (a deletion) has no body: it parses as null.
  if (res.status !== 204) {
    try {
      data = await res.json();
    } catch {
      throw new ApiError(res.status, 'invalid_response', 'Invalid response', {}, res);
    }
  }
  if (!res.ok) throw replyError(res, data, token);
  const parsed = req.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(res.status, 'invalid_response', 'Invalid response', {}, res);
  return parsed.data;
}

/**
 * A file the API sends (an export: CSV, PDF, a 3D model), fetched with the designer's token, since a plain
 * link would carry no Authorization. Fails like any call (ApiError with the server's code); the file's
 * name is the reply's Content-Disposition (RFC 6266, `filename*` first), when it gives one.
 */
export async function apiFile(path: string, req: { query?: Query; accept?: string; signal?: AbortSignal } = {}): Promise<{ blob: Blob; filename: string | undefined }> {
  const { res, token } = await send(path, { query: req.query, headers: { accept: req.accept ?? '*/*' }, signal: req.signal });
  if (!res.ok) throw replyError(res, await res.json().catch(() => null), token);
  return { blob: await res.blob(), filename: fileNameOf(res.headers.get('content-disposition')) };
}

/** The file name of a Content-Disposition header (RFC 6266: `filename*` first). */
export function fileNameOf(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/.exec(header)?.[1]?.trim() || undefined;
}

/** Hands a file to the browser's downloads under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

function retryable(e: unknown): boolean {
  return e instanceof ApiError && (e.status >= 500 || e.code === 'invalid_response');
}

export async function api<S extends z.ZodType>(path: string, req: ApiRequest<S>): Promise<z.infer<S>> {
  const attempts = Math.max(1, req.attempts ?? 1);
  for (let i = 1; ; i++) {
    try {
      return await once(path, req);
    } catch (e) {
      if (i >= attempts || !retryable(e)) throw e;
    }
  }
}
