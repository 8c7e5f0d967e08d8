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

async function once<S extends z.ZodType>(path: string, req: ApiRequest<S>): Promise<z.infer<S>> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined && v !== '') url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = req.auth === false ? null : getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (req.form) body = req.form;
  else if (req.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.json);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: req.method ?? (body ? 'POST' : 'GET'), headers, body, signal: req.signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new ApiError(0, 'network_error', 'Network error');
  }
  let data: unknown = null;
  // 204 No Content (a deletion) has no body: it parses as null.
  if (res.status !== 204) {
    try {
      data = await res.json();
    } catch {
      throw new ApiError(res.status, 'invalid_response', 'Invalid response', {}, res);
    }
  }
  if (!res.ok) {
    if (res.status === 401 && token) clearToken();
    if (isErrorReply(data)) throw new ApiError(res.status, data.code, data.msg, data.fields ?? {}, res, data);
    throw new ApiError(res.status, res.status >= 500 ? 'internal_error' : 'validation_failed', res.statusText, {}, res, data);
  }
  const parsed = req.schema.safeParse(data);
  if (!parsed.success) throw new ApiError(res.status, 'invalid_response', 'Invalid response', {}, res);
  return parsed.data;
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
