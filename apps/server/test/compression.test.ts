import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewer, type Interviewer } from '../src/ai/create-interviewer.ts';
import { testEnv } from '../src/env.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { eventsOf, genieBase, getSession, startRequest, visitor } from './genie-helpers.ts';

/** The built-in engine, whose turns wait, once `hold()` is called, until the test calls `release()`. */
function holdableInterviewer() {
  const engine = createInterviewer(testEnv().LLM);
  let held: Promise<void> | null = null;
  let release = () => {};
  const interviewer: Interviewer = {
    ...engine,
    turn(input) {
      const turn = engine.turn(input);
      const waitFor = held;
      return { textStream: turn.textStream, result: waitFor ? waitFor.then(() => turn.result) : turn.result };
    },
  };
  return {
    interviewer,
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

let t: TestApp;
const engine = holdableInterviewer();
beforeAll(async () => {
  t = await createTestApp({}, { interviewer: engine.interviewer });
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

  it('deliver the chat stream as it is written: its first event arrives while the turn is still being decided', async () => {
    const { token } = await startRequest(t.app, null);
    await getSession(t.app, null, token);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    engine.hold();
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}${genieBase(null)}/chat/`, {
      method: 'POST',
      headers: { ...visitor(token), ...compressing, 'content-type': 'application/json' },
      body: JSON.stringify({ client_message_id: 'm-compression-2', text: 'A flat in Tainan' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    while (!received.includes('\n\n')) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
    }
    // The turn is still being decided, and the browser already has its first event.
    expect(received).toContain('"type":"accepted"');
    expect(received).not.toContain('"type":"done"');
    engine.release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      received += value;
    }
    expect(received).toContain('"type":"done"');
  });
});
