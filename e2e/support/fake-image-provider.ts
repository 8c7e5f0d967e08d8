/**
 * A studio's own image provider for the journeys (issue 25): a local server speaking OpenAI's image API
 * (GET /v1/models/{model} with a price per image, POST /v1/images/generations with base64 PNGs) that
 * accepts one key only. GET /requests lists what it was asked, for the journeys to check which key came.
 * The server under test may reach it through PROVIDER_TEST_ALLOW_ORIGINS (NODE_ENV=test only).
 */
import http from 'node:http';
import { makePng } from './png.ts';
import { fakeImageProviderKey, fakeImageProviderPort } from './ports.ts';

const received: { method: string; path: string; key: string }[] = [];
const picture = makePng(256, [196, 164, 132], [90, 110, 80]).toString('base64');

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/health') return send(200, { ok: true });
    if (path === '/requests') return send(200, received);
    const auth = req.headers.authorization ?? '';
    received.push({ method: req.method ?? 'GET', path, key: auth.replace(/^Bearer /, '') });
    if (auth !== `Bearer ${fakeImageProviderKey}`) return send(401, { error: { message: 'Incorrect API key provided' } });
    if (req.method === 'GET' && path.startsWith('/v1/models/')) return send(200, { id: decodeURIComponent(path.slice('/v1/models/'.length)), object: 'model', pricing: { image: '0.04' } });
    if (req.method === 'POST' && path === '/v1/images/generations') {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { n?: number };
      return send(200, { created: 1, data: Array.from({ length: body.n ?? 1 }, () => ({ b64_json: picture })) });
    }
    send(404, { error: { message: `no route for ${req.method} ${path}` } });
  });
});
server.listen(fakeImageProviderPort(), '127.0.0.1', () => console.log(`fake image provider on ${fakeImageProviderPort()}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
