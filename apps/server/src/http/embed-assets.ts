import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { EMBED_SCRIPT_PATH, EMBED_STUB, embedGreeting, embedLanguage } from '@genie/contracts';
import { zipSync } from 'fflate';

/**
 * The embed loader (packages/embed, built to dist/v1.js) at /embed/v1.js. Host pages on any origin
 * include it, so it is shared cross-origin (CORP) and cached for a day with a week of
 * stale-while-revalidate: the path is versioned by protocol (a breaking change ships as v2 beside it)
 * and a fix reaches every site within a day; the ETag makes the revalidation a 304.
 */
export function registerEmbedAssets(app: FastifyInstance, embedDist: string, publicUrl: string | undefined) {
  registerWordPressPlugin(app, embedDist, publicUrl);
  // Stage 1 (the launcher) and stage 2 (the panel, loaded beside it on the first open).
  for (const name of ['v1.js', 'v1-panel.js']) {
    const file = path.join(embedDist, name);
    if (!fs.existsSync(file)) {
      app.log.warn({ file }, 'embed loader not built; it is not served (run `npm run build`)');
      continue;
    }
    const body = fs.readFileSync(file);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    app.get(path.posix.join(path.posix.dirname(EMBED_SCRIPT_PATH), name), { schema: { hide: true } }, (request, reply) => {
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
}

/**
 * The embed routes' pages may be framed by any site (that is their purpose); every other page keeps
 * the app-wide `frame-ancestors 'self'`. Nothing in them acts on the parent without the visitor.
 */
export const EMBED_ROUTE_PREFIX = '/genie-embed/';
export function allowFraming(csp: string): string {
  return csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *');
}

/** The plugin's files' date in its .zip: the same bytes for the same settings. */
const PLUGIN_DATE = new Date(Date.UTC(2026, 0, 1));

/** Where the embed dialog offers the WordPress plugin. */
export const WORDPRESS_PLUGIN_PATH = '/embed/genie-embed-wordpress.zip';

/**
 * The WordPress plugin (packages/embed/wordpress/genie-embed.php, copied into the loader's build) as
 * the .zip WordPress uploads, with this product's origin, the loader path and the snippet's stub
 * filled in from the same constants the snippet generator uses.
 */
function registerWordPressPlugin(app: FastifyInstance, embedDist: string, publicUrl: string | undefined) {
  const file = path.join(embedDist, 'genie-embed.php');
  if (!fs.existsSync(file)) return;
  const template = fs.readFileSync(file, 'utf8');
  // Its translations (packages/embed/wordpress/languages, .po and compiled .mo), in the plugin's languages folder.
  const languagesDir = path.join(embedDist, 'languages');
  const languages: Record<string, Uint8Array> = fs.existsSync(languagesDir)
    ? Object.fromEntries(
        fs
          .readdirSync(languagesDir)
          .filter((f) => /^genie-embed-[A-Za-z_]+\.(?:po|mo)$/.test(f))
          .sort()
          .map((f) => [`genie-embed/languages/${f}`, fs.readFileSync(path.join(languagesDir, f))]),
      )
    : {};
  app.get(WORDPRESS_PLUGIN_PATH, { schema: { hide: true } }, (request, reply) => {
    const origin = publicUrl ? new URL(publicUrl).origin : `${request.protocol}://${request.host}`;
    // ?genie=&team=&lang= from the embed dialog prefill the settings; anything odd is left out.
    const q = request.query as Record<string, unknown>;
    const linkWords = typeof q.genie === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(q.genie) ? q.genie : '';
    const team = typeof q.team === 'string' ? q.team.replace(/[\p{Cc}<>]/gu, '').slice(0, 100).trim() : '';
    const lang = typeof q.lang === 'string' ? embedLanguage(q.lang) : 'en-US';
    const php = template
      .replaceAll('__GENIE_DEFAULT_LINK_WORDS__', linkWords)
      .replaceAll('__GENIE_DEFAULT_TEAM__', phpString(team))
      .replaceAll('__GENIE_DEFAULT_GREETING__', team ? phpString(embedGreeting(lang, team)) : '')
      .replaceAll('__GENIE_DEFAULT_LANG__', lang)
      .replaceAll('__GENIE_ORIGIN__', origin)
      .replaceAll('__GENIE_SCRIPT_PATH__', EMBED_SCRIPT_PATH)
      .replaceAll('__GENIE_STUB__', EMBED_STUB);
    return reply
      .header('cache-control', 'no-cache')
      .header('content-disposition', 'attachment; filename="genie-embed-wordpress.zip"')
      .type('application/zip')
      .send(Buffer.from(zipSync({ 'genie-embed/genie-embed.php': Buffer.from(php, 'utf8'), ...languages }, { mtime: PLUGIN_DATE })));
  });
}

/** Text inside a single-quoted PHP string literal. */
function phpString(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}
