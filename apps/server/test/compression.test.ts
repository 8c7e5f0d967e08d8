import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { eventsOf, genieBase, startRequest, visitor } from './genie-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const compressing = { 'accept-encoding': 'br, gzip' };

describe('API replies on the wire', () => {
  it('are brotli-compressed when large, for a client that accepts it', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: compressing });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/accept-encoding/i);
    const doc = JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 3);
  });

  it('are gzip-compressed for a client that only accepts gzip', async () => {
    const res = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toHaveProperty('paths');
  });

  it('are left as they are when small (under 1 KB compression costs more than it saves)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/genie/no-such-genie/client_requests/', headers: compressing, payload: {} });
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ success: false });
  });

  it("never compress the visitor's chat stream, so each event reaches the browser as it is written", async () => {
    const { token } = await startRequest(t.app, null);
    const res = await t.app.inject({
      method: 'POST',
      url: `${genieBase(null)}/chat/`,
      headers: { ...visitor(token), ...compressing },
      payload: { client_message_id: 'm-compression-1', text: 'A three-bedroom flat in Taipei' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toContain('no-transform');
    expect(eventsOf(res).map((e) => e.type)).toContain('done');
  });
});
