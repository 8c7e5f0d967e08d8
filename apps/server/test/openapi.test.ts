import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../src/http/openapi.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const committed = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../docs/openapi.json');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountPaths = [
  ['post', '/api/accounts/login/'],
  ['post', '/api/accounts/register/'],
  ['get', '/api/accounts/info_duplicate_check/'],
  ['get', '/api/accounts/designer/{linkWords}/'],
  ['get', '/api/accounts/personal_info/'],
  ['put', '/api/accounts/personal_info/'],
  ['post', '/api/accounts/info_file/'],
  ['post', '/api/accounts/change_password/'],
  ['get', '/api/my/credit_usage/'],
  ['get', '/api/my/outbox/'],
  ['post', '/api/accounts/forget_password/'],
  ['post', '/api/accounts/reset_password/'],
  ['get', '/api/accounts/deisnger_imagen_configs/'],
  ['post', '/api/accounts/deisnger_imagen_configs/'],
  ['put', '/api/accounts/deisnger_imagen_configs/'],
  ['put', '/api/accounts/deisnger_imagen_config/{id}/'],
  ['delete', '/api/accounts/deisnger_imagen_config/{id}/'],
  ['get', '/api/plans/'],
  ['post', '/api/plans/select/'],
] as const;

describe('the API documentation', () => {
  it('is browsable at /api/docs/ under the app-wide content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger-ui');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('./json');
  });

  it('describes every account call of spec §7 with its request and replies', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const [method, route] of accountPaths) {
      const op = doc.paths[route]?.[method];
      expect(op, `${method.toUpperCase()} ${route}`).toBeDefined();
      expect(Object.keys(op.responses)).toContain('200');
    }
    const login = doc.paths['/api/accounts/login/'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429', '500']));
    const putInfo = doc.paths['/api/accounts/personal_info/'].put;
    expect(putInfo.requestBody.content['multipart/form-data'].schema.properties.logo).toMatchObject({ format: 'binary' });
    expect(putInfo.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is committed up to date in docs/openapi.json (run `npm run openapi` after changing a route)', () => {
    expect(fs.existsSync(committed), 'docs/openapi.json is missing: run `npm run openapi`').toBe(true);
    const expected = openApiDocument(t.app);
    expect(fs.readFileSync(committed, 'utf8') === expected, 'docs/openapi.json is out of date: run `npm run openapi`').toBe(true);
  });
});
