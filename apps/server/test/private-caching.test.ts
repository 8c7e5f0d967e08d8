import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, multipart, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { chatTurn, genieBase, getSession, startRequest, visitor } from './genie-helpers.ts';
import { makeImage } from './images.ts';

let t: TestApp;
let dist: string;
let designer: RegisteredDesigner;
let visitorToken: string;
let requestId: string;
let shareKey: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-web-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'index.html'), '<html><head><!--genie-config--></head><body><div id="root"></div></body></html>');
  await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log("genie")');
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
  designer = await registerDesigner(t.app, { name: 'Oak Studio' });
  visitorToken = (await startRequest(t.app, designer.genie_name, { contact_name: 'Private Pat' })).token;
  await getSession(t.app, designer.genie_name, visitorToken);
  requestId = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(designer.token) })).json().items[0].id;
  shareKey = (await t.app.inject({ method: 'GET', url: `/api/client_requests/${requestId}/`, headers: bearer(designer.token) })).json().client_request.share_key;
});
afterAll(async () => {
  await t.close();
  await fs.rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('replies with personal data', () => {
  it("are never stored by a browser or a proxy: the designer's, the visitor's and the shared views'", async () => {
    const base = genieBase(designer.genie_name);
    const replies = {
      'sign-in': await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: { email: designer.email, password: designer.password } }),
      'personal info': await get('/api/accounts/personal_info/', bearer(designer.token)),
      'request list': await get('/api/client_requests/', bearer(designer.token)),
      'one request': await get(`/api/client_requests/${requestId}/`, bearer(designer.token)),
      history: await get(`/api/client_requests/${requestId}/history/`, bearer(designer.token)),
      'CSV export': await get('/api/client_requests/export/', bearer(designer.token)),
      outbox: await get('/api/my/outbox/', bearer(designer.token)),
      "visitor's session": await get(`${base}/session/`, visitor(visitorToken)),
      'shared overview': await get(`/api/shared/client_requests/${shareKey}/overview/`),
      'shared history': await get(`/api/shared/client_requests/${shareKey}/history/`),
    };
    for (const [name, res] of Object.entries(replies)) {
      expect(res.statusCode, `${name}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
  });

  it("keep the visitor's chat stream, a POST reply, out of every shared cache", async () => {
    const { res } = await chatTurn(t.app, designer.genie_name, visitorToken, { text: 'We want to turn the attic into a study.' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache, no-transform');
  });

  it('covers every API endpoint and its errors, with or without a login, documented or not', async () => {
    const document = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const getPaths = Object.entries(document.paths)
      .filter(([p, methods]) => 'get' in methods && !p.startsWith('/api/files/'))
      .map(([p]) => p.replace(/\{[^}]+\}/g, (name) => (name === '{id}' ? requestId : name === '{key}' ? shareKey : designer.genie_name)));
    expect(getPaths.length).toBeGreaterThan(15);
    for (const url of [...getPaths, '/api/nothing-here', '/api/client_requests/not-a-request/']) {
      for (const headers of [{}, bearer(designer.token), visitor(visitorToken)]) {
        const res = await get(url, headers);
        expect(res.headers['cache-control'], `${url} ${res.statusCode}`).toBe('no-store');
      }
    }
  });
});

describe('public files and the web app', () => {
  it("keep their long cache: the app's hashed assets, a designer's public logo", async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const form = multipart({ logo: { filename: 'logo.png', data: await makeImage.png(200, 100), contentType: 'image/png' } });
    const saved = await t.app.inject({ method: 'PUT', url: '/api/accounts/personal_info/', headers: { ...form.headers, ...bearer(designer.token) }, payload: form.payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const logo: string = (await get(`/api/accounts/designer/${designer.genie_name}/`)).json().data.logo;
    const file = await get(logo);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
