import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../features/shell/test-support.tsx';
import { api, ApiError, apiFile, fileNameOf } from './api-client.ts';
import { getToken, setToken } from './auth.ts';

const tokenReply = z.object({ token: z.string() });

/** A sequence of replies, one per attempt. */
function replies(...list: { status: number; json?: unknown; text?: string }[]) {
  let i = 0;
  return () => list[Math.min(i++, list.length - 1)]!;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the API client', () => {
  it('tries again after a server error and succeeds on a later attempt', async () => {
    const server = fakeApi({ 'POST /api/accounts/login/': replies({ status: 502, json: {} }, { status: 500, json: {} }, { status: 200, json: { token: 't' } }) });
    await expect(api('/accounts/login/', { method: 'POST', json: {}, schema: tokenReply, attempts: 3 })).resolves.toEqual({ token: 't' });
    expect(server.calls).toHaveLength(3);
  });

  it('reads a deletion\'s 204 No Content as null', async () => {
    fakeApi({ 'DELETE /api/furniture/products/p1/': { status: 204 } });
    await expect(api('/furniture/products/p1/', { method: 'DELETE', schema: z.null() })).resolves.toBeNull();
  });

  it('tries again after a reply that is not JSON', async () => {
    const server = fakeApi({ 'POST /api/accounts/login/': replies({ status: 200, text: '<html>proxy page</html>' }, { status: 200, json: { token: 't' } }) });
    await expect(api('/accounts/login/', { method: 'POST', json: {}, schema: tokenReply, attempts: 3 })).resolves.toEqual({ token: 't' });
    expect(server.calls).toHaveLength(2);
  });

  it('gives up after 3 attempts and reports the last failure', async () => {
    const server = fakeApi({ 'POST /api/accounts/login/': { status: 503, json: { success: false, code: 'internal_error', msg: 'down' } } });
    const call = api('/accounts/login/', { method: 'POST', json: {}, schema: tokenReply, attempts: 3 });
    await expect(call).rejects.toMatchObject({ status: 503, code: 'internal_error' });
    expect(server.calls).toHaveLength(3);
  });

  it('never repeats a refused request (4xx)', async () => {
    const server = fakeApi({
      'POST /api/accounts/login/': { status: 401, json: { success: false, code: 'invalid_credentials', msg: 'Email or Password is incorrect. Please try again.' } },
    });
    const error = await api('/accounts/login/', { method: 'POST', json: {}, schema: tokenReply, attempts: 3, auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
    expect(server.calls).toHaveLength(1);
  });

  it('makes a single attempt unless asked for more', async () => {
    const server = fakeApi({ 'GET /api/accounts/personal_info/': { status: 500, json: {} } });
    await expect(api('/accounts/personal_info/', { schema: z.unknown() })).rejects.toBeInstanceOf(ApiError);
    expect(server.calls).toHaveLength(1);
  });

  it('sends the stored token as a bearer and forgets it when the server answers 401', async () => {
    setToken('stale');
    const server = fakeApi({ 'GET /api/accounts/personal_info/': { status: 401, json: { success: false, code: 'unauthorized', msg: 'no' } } });
    await expect(api('/accounts/personal_info/', { schema: z.unknown() })).rejects.toMatchObject({ status: 401 });
    expect(server.calls[0]!.headers.authorization).toBe('Bearer stale');
    expect(getToken()).toBeNull();
  });

  it('keeps the JSON of a failed reply for endpoints that answer with their own shape', async () => {
    fakeApi({ 'GET /api/accounts/info_duplicate_check/': { status: 400, json: { status: 'bad_request', error: 'genie_name_taken', msg: 'taken' } } });
    const error = (await api('/accounts/info_duplicate_check/', { schema: z.unknown() }).catch((e: unknown) => e)) as ApiError;
    expect(error.body).toEqual({ status: 'bad_request', error: 'genie_name_taken', msg: 'taken' });
  });

  it('fetches a file with the bearer token and its name from Content-Disposition, and fails like any call', async () => {
    setToken('t0k');
    const server = fakeApi({
      'GET /api/studio/results/r1/exports/glb/': { status: 200, json: { any: 'bytes' }, headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent('概念.glb')}` } },
      'GET /api/studio/results/r2/exports/glb/': { status: 404, json: { success: false, code: 'not_found', msg: 'Not found' } },
    });
    const file = await apiFile('/studio/results/r1/exports/glb/');
    expect(file.filename).toBe('概念.glb');
    expect(await file.blob.text()).toBe('{"any":"bytes"}');
    expect(server.calls[0]!.headers.authorization).toBe('Bearer t0k');
    await expect(apiFile('/studio/results/r2/exports/glb/')).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});

describe('the name of a file the API sends', () => {
  it('comes from Content-Disposition when the server names the file, filename* first', () => {
    expect(fileNameOf('attachment; filename="clients.csv"')).toBe('clients.csv');
    expect(fileNameOf(`attachment; filename="clients.csv"; filename*=UTF-8''${encodeURIComponent('潛在客戶.csv')}`)).toBe('潛在客戶.csv');
    expect(fileNameOf(null)).toBeUndefined();
  });
});
