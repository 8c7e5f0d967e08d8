import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

describe('serving the web app', () => {
  let t: TestApp;
  let dist: string;
  const appJs = `console.log(${JSON.stringify('genie '.repeat(400))});`;

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-web-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<html><head><!--genie-config--></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), appJs);
    // What the build's precompress step writes beside each asset.
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(appJs));
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(appJs));
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    t = await createTestApp(
      { WEB_DIST_DIR: dist, SUPPORT_EMAIL: 'help@studio.example', SALES_EMAIL: 'sales@studio.example' },
      { serveWeb: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
  });

  it('answers any app route with the page, so deep links and reloads work', async () => {
    for (const url of ['/login', '/account/info/edit', '/genie/some-studio/chat?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('hands the browser its runtime settings in a meta tag, not an inline script', async () => {
    const res = await t.app.inject({ url: '/login' });
    const match = /<meta name="genie-config" content="([^"]*)">/.exec(res.body);
    expect(match).not.toBeNull();
    const config = JSON.parse(match![1]!.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, string>;
    expect(config).toMatchObject({ supportEmail: 'help@studio.example', salesEmail: 'sales@studio.example' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('caches hashed assets for good but never the page itself', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.app.inject({ url: '/client_request' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown API paths and missing files as JSON 404s, not the page', async () => {
    const api = await t.app.inject({ url: '/api/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'not_found' });
    const file = await t.app.inject({ url: '/assets/missing-file.js' });
    expect(file.statusCode).toBe(404);
  });

  it('does not publish the build manifest', async () => {
    const res = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('src/main.tsx');
  });

  it('sends assets precompressed: brotli to a browser that takes it, gzip to one that takes only gzip', async () => {
    const br = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(appJs);

    const gz = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(appJs);

    const plain = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(appJs);
  });

  it('sends the page compressed too, with its runtime settings, and plain to a client that refuses compression', async () => {
    const br = await t.app.inject({ url: '/genie/some-studio', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('help@studio.example');

    const gz = await t.app.inject({ url: '/genie_demo/chat', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');

    const plain = await t.app.inject({ url: '/genie_demo/chat', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });
});
