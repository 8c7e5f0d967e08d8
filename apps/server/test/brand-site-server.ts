import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

/**
 * The brand-analysis fixture site (test/fixtures/brand-site) on 127.0.0.1, for the Vitest suites and
 * the Playwright end-to-end test (plain Node, no test runner imported). Besides the static files it
 * answers the paths the fetcher's guard is tested with:
 * - `/redirect-private`: 302 to another local server (`privateOrigin`), which counts every hit
 * - `/redirect-loop/<n>`: 302 to `/redirect-loop/<n+1>`, forever
 * - `/huge`: HTML streamed without a length until the client hangs up (or `hugeBytes`)
 * - `/huge-gzip`: a small gzip body that inflates past any sane limit
 * - `/slow`: starts an HTML page and never finishes it
 * - `/not-html`: JSON
 * The fetcher reaches it only through BRAND_FETCH_TEST_ALLOW_ORIGINS=`origin`.
 */
export interface BrandSite {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The origin plus a path. */
  url(pathname: string): string;
  /** A second local server that `/redirect-private` points at; it must never be reached. */
  privateOrigin: string;
  /** Requests that reached the private server. */
  privateHits(): number;
  close(): Promise<void>;
}

export interface BrandSiteOptions {
  /** Default 0: a free port. */
  port?: number;
  /** The most bytes `/huge` sends (default 8 MB). */
  hugeBytes?: number;
}

export const brandSiteDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'brand-site');

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

async function listen(server: http.Server, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return (server.address() as AddressInfo).port;
}

function tracked(server: http.Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return sockets;
}

async function closeServer(server: http.Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

async function serveStatic(pathname: string, res: http.ServerResponse): Promise<void> {
  const relative = path.normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = path.join(brandSiteDir, relative);
  if (!file.startsWith(brandSiteDir)) {
    res.writeHead(403).end();
    return;
  }
  if (file.endsWith(path.sep) || pathname.endsWith('/')) file = path.join(file, 'index.html');
  try {
    const body = await fs.readFile(file);
    res.writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'application/octet-stream', 'content-length': body.length });
    res.end(body);
  } catch {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Not found</title><h1>Not found</h1>');
  }
}

function streamHuge(res: http.ServerResponse, limit: number): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const chunk = Buffer.from(`<p>${'lumen '.repeat(10_000)}</p>\n`);
  let sent = 0;
  const pump = () => {
    while (sent < limit && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!res.destroyed) res.end('</body></html>');
  };
  res.write('<!doctype html><html><head><title>Huge</title></head><body>');
  pump();
}

export async function startBrandSite(options: BrandSiteOptions = {}): Promise<BrandSite> {
  let hits = 0;
  const privateServer = http.createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>internal admin</title><h1>secret</h1>');
  });
  const privateSockets = tracked(privateServer);
  const privateOrigin = `http://127.0.0.1:${await listen(privateServer, 0)}`;
  const gzipBomb = zlib.gzipSync(Buffer.alloc(20_000_000, 0x20));

  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://fixture');
    const loop = /^\/redirect-loop\/(\d+)$/.exec(pathname);
    if (pathname === '/redirect-private') {
      res.writeHead(302, { location: `${privateOrigin}/admin` }).end();
    } else if (loop) {
      res.writeHead(302, { location: `/redirect-loop/${Number(loop[1]) + 1}` }).end();
    } else if (pathname === '/huge') {
      streamHuge(res, options.hugeBytes ?? 8_000_000);
    } else if (pathname === '/huge-gzip') {
      res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip', 'content-length': gzipBomb.length }).end(gzipBomb);
    } else if (pathname === '/slow') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write('<!doctype html><html><head><title>Slow</title>');
    } else if (pathname === '/not-html') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"site":"not a page"}');
    } else {
      void serveStatic(pathname, res);
    }
  });
  const sockets = tracked(server);
  const origin = `http://127.0.0.1:${await listen(server, options.port ?? 0)}`;

  return {
    origin,
    url: (pathname) => `${origin}${pathname}`,
    privateOrigin,
    privateHits: () => hits,
    async close() {
      await Promise.all([closeServer(server, sockets), closeServer(privateServer, privateSockets)]);
    },
  };
}
