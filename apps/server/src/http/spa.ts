import fs from 'node:fs';
import path from 'node:path';
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

/** Serves the built web app: hashed assets cached forever, every other GET outside /api gets index.html. */
export async function registerSpa(app: FastifyInstance, distDir: string, runtimeConfig: SpaRuntimeConfig = {}) {
  const indexFile = path.join(distDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ distDir }, 'web app not built; only the API is served (run `npm run build`)');
    return;
  }
  // Runtime settings reach the browser in a meta tag: no extra request, and nothing inline for the CSP to refuse.
  const indexHtml = fs
    .readFileSync(indexFile, 'utf8')
    .replace('<!--genie-config-->', `<meta name="genie-config" content="${escapeAttribute(JSON.stringify(runtimeConfig))}">`);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
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
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
