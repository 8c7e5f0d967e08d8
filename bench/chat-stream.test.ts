import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChatTurn } from './chat-stream.ts';

/** What the fake chat endpoint does for a path: writes parts of a stream with pauses, or a plain reply. */
type Script = (res: http.ServerResponse) => Promise<void> | void;

const sse = (event: Record<string, unknown>) => `data: ${JSON.stringify(event)}\n\n`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const scripts: Record<string, Script> = {
  async '/reply'(res) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(sse({ type: 'accepted' }));
    await pause(20);
    // One event split across two writes, then two in one write: the reader joins and splits them.
    const delta = sse({ type: 'delta', text: 'Thanks' });
    res.write(delta.slice(0, 10));
    await pause(20);
    res.write(delta.slice(10) + sse({ type: 'delta', text: '!' }));
    await pause(20);
    res.end(sse({ type: 'done', question: null, complete: true, stage: 'chat', engine: 'built_in' }));
  },
  '/done-only'(res) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(sse({ type: 'done', question: null, complete: false, stage: 'chat' }));
  },
  '/error-event'(res) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.write(sse({ type: 'accepted' }));
    res.end(sse({ type: 'error', code: 'llm_failed' }) + sse({ type: 'done', question: null, complete: false, stage: 'chat' }));
  },
  '/no-done'(res) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end(sse({ type: 'accepted' }));
  },
  '/limited'(res) {
    res.writeHead(429, { 'content-type': 'application/json' });
    res.end('{"success":false,"code":"rate_limited"}');
  },
  '/garbled'(res) {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    res.end('data: {not json\n\n' + sse({ type: 'done', question: null, complete: false, stage: 'chat' }));
  },
  '/silent'() {},
};

let server: http.Server;
let origin: URL;
const agent = new http.Agent({ keepAlive: true });
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    received.push({ headers: req.headers, body });
    await scripts[req.url ?? '']?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(async () => {
  agent.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const turn = (path: string) => ({ path, headers: { 'x-visitor-session': 'token-1' }, body: { client_message_id: 'm-1', text: 'Warm oak' } });

describe('one chat turn read off its event stream (sendChatTurn)', () => {
  it('posts the body as JSON asking for an event stream, with the visitor’s headers', async () => {
    await sendChatTurn(agent, origin, turn('/done-only'), 5_000);
    const last = received.at(-1)!;
    expect(JSON.parse(last.body)).toEqual({ client_message_id: 'm-1', text: 'Warm oak' });
    expect(last.headers).toMatchObject({ 'content-type': 'application/json', accept: 'text/event-stream', 'x-visitor-session': 'token-1' });
  });

  it('times the first accepted, the first delta and done from the send, and hands back the done event', async () => {
    const outcome = await sendChatTurn<{ type: 'done'; engine?: string }>(agent, origin, turn('/reply'), 5_000);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.done).toMatchObject({ type: 'done', complete: true, engine: 'built_in' });
    expect(outcome.acceptedMs).toBeGreaterThanOrEqual(0);
    expect(outcome.firstDeltaMs).toBeGreaterThan(outcome.acceptedMs!);
    expect(outcome.doneMs).toBeGreaterThan(outcome.firstDeltaMs!);
  });

  it('gives no accepted or delta time for a stream that held only done', async () => {
    const outcome = await sendChatTurn(agent, origin, turn('/done-only'), 5_000);
    expect(outcome).toMatchObject({ ok: true, acceptedMs: null, firstDeltaMs: null });
  });

  it.each([
    ['an error event, even with a done after it', '/error-event', 'error event llm_failed'],
    ['a stream that ends without done', '/no-done', 'stream ended without a done event'],
    ['a refused request, with the start of its body', '/limited', 'HTTP 429: {"success":false,"code":"rate_limited"}'],
    ['an event that is no JSON (not a crash of the bench)', '/garbled', 'malformed event: {not json'],
  ])('counts %s as a failure', async (_what, path, reason) => {
    expect(await sendChatTurn(agent, origin, turn(path), 5_000)).toEqual({ ok: false, reason });
  });

  it('abandons a request that stays silent for the stall time', async () => {
    expect(await sendChatTurn(agent, origin, turn('/silent'), 200)).toEqual({ ok: false, reason: 'no reply for 0.2 s' });
  });
});
