import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { allowFraming, EMBED_ROUTE_PREFIX } from './embed-assets.ts';

export interface SpaRuntimeConfig {
  sentryDsn?: string;
  sentryEnvironment?: string;
  supportEmail?: string;
  salesEmail?: string;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The encoding to answer in, from Accept-Encoding: brotli if accepted, else gzip, else none (`q=0` refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/**
 * The visitor's addresses, which get the visitor's page (apps/web/visitor.html, a build of its own without
 * the designer's app): a genie and its flow, the mood board and its versions v2 and v3, the demo genie, the embed
 * panel. /genie/book is the designer's app.
 */
export function isVisitorAddress(url: string): boolean {
  return (
    /^\/genie\/(?!book(?:\/|$))[^/]+(?:\/|$)/.test(url) ||
    /^\/mood_board(?:_v[23])?\/[^/]+(?:\/|$)/.test(url) ||
    /^\/genie_demo(?:\/|$)/.test(url) ||
    url.startsWith(EMBED_ROUTE_PREFIX)
  );
}

/**
 * Serves the built web app: hashed assets cached forever, every other GET outside /api gets index.html
 * (visitor.html for the visitor's addresses, when built).
 * Everything goes out compressed: the build writes `.br` and `.gz` beside each asset (apps/web/precompress.ts),
 * served as they are; index.html, which gets the runtime settings here, is compressed once at boot.
 */
export async function registerSpa(app: FastifyInstance, distDir: string, runtimeConfig: SpaRuntimeConfig = {}) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run `npm run build`)');
    return;
  }
  // Runtime settings reach the browser in a meta tag: no extra request, and nothing inline for the CSP to refuse.
  const page = (file: string): Record<Encoding, Buffer> => {
    const html = fs
      .readFileSync(file, 'utf8')
      .replace('<!--genie-config-->', `<meta name="genie-config" content="${escapeAttribute(JSON.stringify(runtimeConfig))}">`);
    return {
      br: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: zlib.gzipSync(html, { level: 9 }),
      identity: Buffer.from(html),
    };
  };
  const indexBodies = page(indexFile);
  const visitorFile = path.join(distDir, 'visitor.html');
  const visitorBodies = fs.existsSync(visitorFile) ? page(visitorFile) : indexBodies;
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // Sends `<file>.br` or `<file>.gz` when the client accepts it, with Content-Encoding and Vary.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    if (request.method !== 'GET' || url.startsWith('/api/') || url === '/api' || path.extname(url)) {
      return reply.status(404).send({ success: false, code: 'not_found', msg: 'Not found' });
    }
    if (url.startsWith(EMBED_ROUTE_PREFIX)) {
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', allowFraming(csp));
      reply.removeHeader('x-frame-options');
    }
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    const bodies = isVisitorAddress(url) ? visitorBodies : indexBodies;
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(bodies[encoding]);
  });
}
