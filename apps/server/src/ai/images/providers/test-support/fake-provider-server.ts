import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import sharp from 'sharp';

/**
 * A real local HTTP server that tests teach a provider's routes. It records every request with its body
 * parsed the way the provider would parse it (JSON, or multipart through the platform's own FormData
 * parser), so tests assert field names, headers and mask pixels exactly as the provider would see them.
 */

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  raw: Buffer;
  /** Parsed when the body is JSON. */
  json?: unknown;
  /** Parsed when the body is multipart/form-data. */
  form?: FormData;
}

export type FakeReply =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; body: Buffer | string; headers?: Record<string, string> }
  /** Never answers; the connection stays open until the client gives up. */
  | 'hang';

type Responder = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeProviderServer {
  baseUrl: string;
  requests: FakeRequest[];
  /** Teaches a route; a later `on` for the same request wins. `path` matches exactly, or as a RegExp. */
  on(method: string, path: string | RegExp, responder: Responder | FakeReply): void;
  /** Requests received for a method and path pattern. */
  received(method: string, path: string | RegExp): FakeRequest[];
  /** WebSocket clients connected (a minimal server side: the handshake and unmasked text frames out). */
  sockets: FakeSocket[];
  close(): Promise<void>;
}

export interface FakeSocket {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  send(text: string): void;
}

export async function startFakeProviderServer(): Promise<FakeProviderServer> {
  const routes: { method: string; path: string | RegExp; responder: Responder }[] = [];
  const requests: FakeRequest[] = [];
  const matches = (pattern: string | RegExp, path: string) => (typeof pattern === 'string' ? pattern === path : pattern.test(path));

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const url = new URL(req.url ?? '/', 'http://fake');
        const raw = Buffer.concat(chunks);
        const request: FakeRequest = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, raw };
        const type = req.headers['content-type'] ?? '';
        if (type.includes('application/json') && raw.length) request.json = JSON.parse(raw.toString('utf8'));
        if (type.startsWith('multipart/form-data')) request.form = await new Response(raw, { headers: { 'content-type': type } }).formData();
        requests.push(request);
        const route = routes.find((r) => r.method === request.method && matches(r.path, request.path));
        const reply: FakeReply = route ? await route.responder(request) : { status: 404, json: { error: `no route for ${request.method} ${request.path}` } };
        if (reply === 'hang') return;
        if (res.destroyed) return;
        if ('json' in reply) {
          res.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
          res.end(JSON.stringify(reply.json));
        } else {
          res.writeHead(reply.status ?? 200, reply.headers);
          res.end(reply.body);
        }
      })().catch((error: unknown) => {
        res.writeHead(599);
        res.end(String(error));
      });
    });
  });
  const sockets: FakeSocket[] = [];
  const upgraded = new Set<Duplex>();
  server.on('upgrade', (req, socket) => {
    upgraded.add(socket);
    const url = new URL(req.url ?? '/', 'http://fake');
    const accept = createHash('sha1').update(`${String(req.headers['sec-websocket-key'])}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(`HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`);
    socket.on('error', () => undefined);
    socket.on('data', () => undefined); // client frames (close) are not read
    sockets.push({
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      send(text) {
        const payload = Buffer.from(text);
        const header = payload.length < 126 ? Buffer.from([0x81, payload.length]) : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
        if (!socket.destroyed) socket.write(Buffer.concat([header, payload]));
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on(method, path, responder) {
      routes.unshift({ method, path, responder: typeof responder === 'function' ? responder : () => responder });
    },
    received: (method, path) => requests.filter((r) => r.method === method && matches(path, r.path)),
    sockets,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        for (const socket of upgraded) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A flat-coloured PNG. */
export function solidPng(width: number, height: number, colour = '#8a6d4f'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** A canonical mask: black, with a white (repaint) rectangle. */
export async function canonicalMask(width: number, height: number, white: { left: number; top: number; width: number; height: number }): Promise<Buffer> {
  const rect = await sharp({ create: { width: white.width, height: white.height, channels: 3, background: '#fff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000' } })
    .composite([{ input: rect, left: white.left, top: white.top }])
    .png()
    .toBuffer();
}

/** RGBA pixels of an image, to check a mask's polarity pixel by pixel. */
export async function rgbaAt(image: Buffer, x: number, y: number): Promise<[number, number, number, number]> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
}

export async function fileOf(form: FormData | undefined, field: string): Promise<Buffer> {
  const value = form?.get(field);
  if (!value || typeof value === 'string') throw new Error(`form field ${field} is not a file`);
  return Buffer.from(await value.arrayBuffer());
}

/** Resolves once `check` holds, polling briefly; fails the test after five seconds. */
export async function eventually(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`never happened: ${what}`);
}

/** A request signal the test can pull, like the designer's Stop. */
export function stopButton(): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController();
  return { signal: controller.signal, stop: () => controller.abort() };
}

/** The reason an adapter failed with (and its message), or a test failure if it did not fail. */
export async function failureOf(promise: Promise<unknown>): Promise<{ reason: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { reason?: string; message?: string; name?: string };
    if (e.name !== 'ImageProviderError') throw error;
    return { reason: e.reason ?? '', message: e.message ?? '' };
  }
  throw new Error('expected the generation to fail');
}
