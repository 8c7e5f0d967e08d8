/**
 * A studio's own website for the embed journeys, on another origin (and site: localhost, not 127.0.0.1)
 * than the product. Every page pastes the snippet exactly as the admin dialog shows it (embedSnippet),
 * for the genie, team, flow and look given in the query. `/strict/…` pages send a strict Content-Security-Policy
 * (no unsafe-inline, no unsafe-eval) with only the lines the embed dialog documents. A small script of the
 * site's own lists the widget's events on the page, as a studio's analytics would receive them.
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import { EMBED_STUB, embedSnippet, type EmbedFlow, type EmbedTheme } from '@genie/contracts';
import { appOrigin, embedHostPort } from './ports.ts';

const hostScript = `
for (const name of ['opened', 'closed', 'request_started', 'brief_confirmed']) {
  Genie('on', name, () => {
    const item = document.createElement('li');
    item.textContent = name;
    document.getElementById('events').appendChild(item);
  });
}`;

export const stubHash = `'sha256-${createHash('sha256').update(EMBED_STUB).digest('base64')}'`;

/** The CSP lines the embed dialog documents, on a page that otherwise allows only itself. */
export function strictCsp(product: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${product} ${stubHash}`,
    `frame-src ${product}`,
    `img-src 'self' ${product} data:`,
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
  ].join('; ');
}

function page(url: URL): string {
  const q = url.searchParams;
  const snippet = embedSnippet({
    origin: appOrigin(),
    linkWords: q.get('genie') ?? '',
    teamName: q.get('team') ?? '',
    flow: (q.get('flow') as EmbedFlow | null) ?? undefined,
    theme: (q.get('theme') as EmbedTheme | null) ?? undefined,
    color: q.get('color') ?? undefined,
    logo: q.get('logo'),
  });
  // Hidden fields the studio adds on this page: a campaign name (the UTM tags come from the address).
  const withCampaign = snippet.replace('<script async', '<script async data-campaign="Spring open house"');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Oak Studio — interiors</title></head>
<body>
<header><h1>Oak Studio</h1><nav><a href="/about${url.search}">About us</a></nav></header>
<main><p>Warm, quiet interiors for homes and cafés.</p><h2>Widget events</h2><ul id="events"></ul></main>
${withCampaign}
<script src="/host.js"></script>
</body>
</html>`;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://localhost:${embedHostPort()}`);
  if (url.pathname === '/host.js') {
    res.writeHead(200, { 'content-type': 'text/javascript' });
    res.end(hostScript);
    return;
  }
  if (url.pathname === '/favicon.ico') {
    res.writeHead(404);
    res.end();
    return;
  }
  const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8' };
  if (url.pathname.startsWith('/strict')) headers['content-security-policy'] = strictCsp(appOrigin());
  res.writeHead(200, headers);
  res.end(page(url));
});

// Every interface: `localhost` may resolve to ::1 or 127.0.0.1.
server.listen(embedHostPort());
