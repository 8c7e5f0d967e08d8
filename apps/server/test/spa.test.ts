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
  let embedDist: string;
  const moBytes = Buffer.from([0xde, 0x12, 0x04, 0x95, 0, 0, 0, 0, 1, 2, 3, 4, 0xff]);

  /** The entries of a zip (local headers in order): name and inflated data. */
  function unzip(zip: Buffer): { name: string; data: Buffer }[] {
    const entries: { name: string; data: Buffer }[] = [];
    let at = 0;
    while (zip.readUInt32LE(at) === 0x04034b50) {
      const size = zip.readUInt32LE(at + 18);
      const nameLength = zip.readUInt16LE(at + 26);
      const start = at + 30 + nameLength + zip.readUInt16LE(at + 28);
      entries.push({ name: zip.subarray(at + 30, at + 30 + nameLength).toString(), data: zlib.inflateRawSync(zip.subarray(start, start + size)) });
      at = start + size;
    }
    return entries;
  }

  beforeAll(async () => {
    dist = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-web-dist-'));
    await fs.mkdir(path.join(dist, 'assets'));
    await fs.writeFile(path.join(dist, 'index.html'), '<html><head><!--genie-config--></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(dist, 'visitor.html'), '<html><head><!--genie-config--><title>visitor</title></head><body><div id="root"></div></body></html>');
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), appJs);
    // What the build's precompress step writes beside each asset.
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(appJs));
    await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(appJs));
    await fs.mkdir(path.join(dist, '.vite'));
    await fs.writeFile(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    embedDist = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-embed-dist-'));
    await fs.writeFile(path.join(embedDist, 'v1.js'), '(()=>{})();');
    await fs.writeFile(path.join(embedDist, 'v1-panel.js'), '(()=>{})();');
    await fs.copyFile(path.join(import.meta.dirname, '..', '..', '..', 'packages', 'embed', 'wordpress', 'genie-embed.php'), path.join(embedDist, 'genie-embed.php'));
    // The plugin's translations as the loader's build writes them (packages/embed/build.ts).
    await fs.mkdir(path.join(embedDist, 'languages'));
    await fs.writeFile(path.join(embedDist, 'languages', 'genie-embed-ko_KR.mo'), moBytes);
    await fs.writeFile(path.join(embedDist, 'languages', 'genie-embed-ko_KR.po'), 'msgid "Team name"\nmsgstr "팀 이름"\n');
    await fs.writeFile(path.join(embedDist, 'languages', 'notes.txt'), 'not for the plugin');
    t = await createTestApp(
      { WEB_DIST_DIR: dist, EMBED_DIST_DIR: embedDist, SUPPORT_EMAIL: 'help@studio.example', SALES_EMAIL: 'sales@studio.example' },
      { serveWeb: true },
    );
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dist, { recursive: true, force: true });
    await fs.rm(embedDist, { recursive: true, force: true });
  });

  it('answers any app route with the page, so deep links and reloads work', async () => {
    for (const url of ['/login', '/account/info/edit', '/genie/some-studio/chat?x=1']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it("answers the visitor's addresses with the visitor's page, and every other one with the designer's app", async () => {
    const visitor = [
      '/genie/some-studio',
      '/genie/some-studio/chat?x=1',
      '/genie/some-studio/design_brief/AB12',
      '/genie_demo',
      '/genie_demo/chat',
      '/genie-embed/some-studio/genie',
      // The mood board's versions: photos first (v2), the whole flow on one page (v3).
      '/mood_board/some-studio',
      '/mood_board/some-studio/chat_o3_mini',
      '/mood_board_v2/some-studio',
      '/mood_board_v2/some-studio/chat',
      '/mood_board_v3/some-studio',
      '/mood_board_v3/some-studio/design_brief/AB12?x=1',
    ];
    for (const url of visitor) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.body, url).toContain('<title>visitor</title>');
      expect(res.body, url).toContain('<meta name="genie-config"');
    }
    for (const url of ['/genie/book', '/login', '/genie_demos', '/client_request/abc/brief', '/genies/x', '/mood_board', '/mood_board_v3', '/mood_board_v4/some-studio', '/mood_board_v2s/x']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.body, url).not.toContain('<title>visitor</title>');
      expect(res.body, url).toContain('<div id="root">');
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

  it('serves the embed loader to host pages on any origin, cached and revalidated by ETag', async () => {
    const res = await t.app.inject({ url: '/embed/v1.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['cache-control']).toContain('max-age=86400');
    const again = await t.app.inject({ url: '/embed/v1.js', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const panel = await t.app.inject({ url: '/embed/v1-panel.js' });
    expect(panel.statusCode).toBe(200);
    expect(panel.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('lets any site frame the embed routes, and no other page', async () => {
    const embed = await t.app.inject({ url: '/genie-embed/some-studio/genie?origin=https://studio.example' });
    expect(embed.statusCode).toBe(200);
    expect(embed.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(embed.headers['x-frame-options']).toBeUndefined();
    const genie = await t.app.inject({ url: '/genie/some-studio' });
    expect(genie.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(genie.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('offers the WordPress plugin as a zip WordPress can upload, pointing at this product', async () => {
    const res = await t.app.inject({ url: '/embed/genie-embed-wordpress.zip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.rawPayload;
    // One entry, genie-embed/genie-embed.php, deflated: read it back through the local header.
    expect(zip.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = zip.readUInt16LE(26);
    expect(zip.subarray(30, 30 + nameLength).toString()).toBe('genie-embed/genie-embed.php');
    const packed = zip.subarray(30 + nameLength, 30 + nameLength + zip.readUInt32LE(18));
    const php = zlib.inflateRawSync(packed).toString('utf8');
    expect(zlib.crc32(Buffer.from(php))).toBe(zip.readUInt32LE(14));
    expect(php).toContain("define('GENIE_EMBED_ORIGIN', 'http://genie.test');");
    expect(php).toContain("define('GENIE_EMBED_SCRIPT', '/embed/v1.js');");
    expect(php).not.toContain('__GENIE_');
  });

  it('ships the plugin with its translations, in the languages folder its Domain Path names', async () => {
    const res = await t.app.inject({ url: '/embed/genie-embed-wordpress.zip' });
    const entries = unzip(res.rawPayload);
    expect(entries.map((e) => e.name)).toEqual(['genie-embed/genie-embed.php', 'genie-embed/languages/genie-embed-ko_KR.mo', 'genie-embed/languages/genie-embed-ko_KR.po']);
    expect(entries[1]!.data.equals(moBytes)).toBe(true);
    expect(entries[2]!.data.toString('utf8')).toContain('팀 이름');
    expect(entries[0]!.data.toString('utf8')).toContain('Domain Path: /languages');
  });

  it('fills the plugin settings with the downloading designer’s genie and greeting, escaped for PHP', async () => {
    const res = await t.app.inject({ url: `/embed/genie-embed-wordpress.zip?${new URLSearchParams({ genie: 'oak-studio', team: "Oak's \\ Studio", lang: 'zh-TW' })}` });
    const zip = res.rawPayload;
    const nameLength = zip.readUInt16LE(26);
    const php = zlib.inflateRawSync(zip.subarray(30 + nameLength, 30 + nameLength + zip.readUInt32LE(18))).toString('utf8');
    expect(php).toContain("define('GENIE_EMBED_DEFAULT_LINK_WORDS', 'oak-studio');");
    expect(php).toContain("define('GENIE_EMBED_DEFAULT_TEAM', 'Oak\\'s \\\\ Studio');");
    expect(php).toContain("define('GENIE_EMBED_DEFAULT_GREETING', '嗨，歡迎來到 Oak\\'s \\\\ Studio！告訴我們您的專案');");
    const odd = await t.app.inject({ url: '/embed/genie-embed-wordpress.zip?genie=%27%29%3B%20evil%28%29%3B%20%2F%2F' });
    const oddZip = odd.rawPayload;
    const oddPhp = zlib.inflateRawSync(oddZip.subarray(30 + nameLength, 30 + nameLength + oddZip.readUInt32LE(18))).toString('utf8');
    expect(oddPhp).toContain("define('GENIE_EMBED_DEFAULT_LINK_WORDS', '');");
  });
});
