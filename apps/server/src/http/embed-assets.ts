import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBED_SCRIPT_PATH } from '@genie/contracts';

/**
 * The embed loader (packages/embed, built to dist/v1.js) at /embed/v1.js. Host pages on any origin
 * include it, so it is shared cross-origin (CORP) and cached for a day with a week of
 * stale-while-revalidate: the path is versioned by protocol (a breaking change ships as v2 beside it)
 * and a fix reaches every site within a day; the ETag makes the revalidation a 304.
 */
export function registerEmbedAssets(app: FastifyInstance, embedDist: string) {
  const file = path.join(embedDist, 'v1.js');
  if (!fs.existsSync(file)) {
    app.log.warn({ file }, 'embed loader not built; /embed/v1.js is not served (run `npm run build`)');
    return;
  }
  const body = fs.readFileSync(file);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  app.get(EMBED_SCRIPT_PATH, { schema: { hide: true } }, (request, reply) => {
    reply
      .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .header('etag', etag)
      .type('text/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.send(body);
  });
}

/**
 * The embed routes' pages may be framed by any site (that is their purpose); every other page keeps
 * the app-wide `frame-ancestors 'self'`. Nothing in them acts on the parent without the visitor.
 */
export const EMBED_ROUTE_PREFIX = '/genie-embed/';
export function allowFraming(csp: string): string {
  return csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *');
}
