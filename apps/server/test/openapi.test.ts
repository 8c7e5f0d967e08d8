import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const committed = path.join(root, 'docs/openapi.json');
const generator = path.join(root, 'apps/server/scripts/generate-openapi.ts');
/** 3.4 MB when every operation spelled out every type; a studio's client generator reads it whole. */
const SIZE_LIMIT = 400 * 1024;

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
    const form = putInfo.requestBody.content['multipart/form-data'].schema;
    expect(form).toEqual({ $ref: '#/components/schemas/PersonalInfoForm' });
    expect(doc.components.schemas.PersonalInfoForm.properties.logo).toMatchObject({ format: 'binary' });
    expect(putInfo.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('is committed up to date in docs/openapi.json (run `npm run openapi` after changing a route)', () => {
    expect(fs.existsSync(committed), 'docs/openapi.json is missing: run `npm run openapi`').toBe(true);
    // Generated in a process of its own, as `npm run openapi` does: this worker's module cache is shared
    // with other test files (vitest's isolate: false), and the schema registry with it.
    const check = spawnSync(process.execPath, ['--import', 'tsx', generator, '--check'], { cwd: root, encoding: 'utf8', timeout: 120_000 });
    expect(check.status, `${check.stdout}${check.stderr}\nrun \`npm run openapi\``).toBe(0);
  }, 150_000);

  it('writes each shared type once, under components, and refers to it', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const { schemas, responses } = doc.components;
    expect(responses.BadRequest).toEqual({
      description: expect.stringContaining('validation_failed'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorReply' } } },
    });
    expect(schemas.ErrorReply.properties.code).toEqual({ $ref: '#/components/schemas/ErrorCode' });
    const login = doc.paths['/api/accounts/login/'].post;
    expect(login.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(login.responses['500']).toEqual({ $ref: '#/components/responses/ServerError' });

    expect(schemas.ProjectType).toMatchObject({ type: 'string', enum: expect.arrayContaining(['residential_space', 'other']) });
    expect(schemas.ClientRequestListItem.properties.project_type).toEqual({ $ref: '#/components/schemas/ProjectType' });
    const list = doc.paths['/api/client_requests/'].get;
    expect(list.parameters).toContainEqual({ $ref: '#/components/parameters/project_type' });
    expect(doc.components.parameters.project_type).toEqual({
      in: 'query',
      name: 'project_type',
      required: false,
      schema: { $ref: '#/components/schemas/ProjectType' },
    });

    // No object or enum of any size is written out twice among the operations: name it in
    // packages/contracts/src/api-components.ts (or give a route-only schema `.meta({ id })`).
    const seen = new Map<string, number>();
    const walk = (value: unknown) => {
      if (value === null || typeof value !== 'object') return;
      const text = JSON.stringify(value);
      const isSchema = !Array.isArray(value) && ('properties' in value || 'enum' in value || 'oneOf' in value || 'anyOf' in value);
      if (isSchema && text.length >= 200) seen.set(text, (seen.get(text) ?? 0) + 1);
      Object.values(value).forEach(walk);
    };
    walk(doc.paths);
    expect([...seen].filter(([, count]) => count > 1).map(([text]) => text.slice(0, 120))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document whose every $ref resolves, small enough for client generators', async () => {
    expect(fs.statSync(committed).size, 'docs/openapi.json grew past 400 KB: share the repeated types').toBeLessThan(SIZE_LIMIT);
    const validator = new Validator();
    const result = await validator.validate(committed);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('gives a generated TypeScript client the same types the web app reads through the contracts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-openapi-client-'));
    try {
      const ast = await openapiTS(JSON.parse(fs.readFileSync(committed, 'utf8')), { silent: true });
      fs.writeFileSync(path.join(dir, 'genie-api.ts'), astToString(ast));
      const check = path.join(dir, 'check.ts');
      fs.writeFileSync(check, clientCheck);
      const program = ts.createProgram([check], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        allowImportingTsExtensions: true,
        skipLibCheck: true,
        types: [],
        paths: { '@genie/contracts': [path.join(root, 'packages/contracts/src/index.ts')] },
      });
      const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

/** Three calls of the web app, read through the generated client's types. */
const clientCheck = `
import type { components, paths } from './genie-api.ts';
import type { ClientRequestListReply, CreateClientRequestInput, ErrorReply, PersonalInfoReply, PublicDesignerReply } from '@genie/contracts';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type ListReply = Json<paths['/api/client_requests/']['get']['responses']['200']>;
type CreateBody = Json<NonNullable<paths['/api/client_requests/']['post']['requestBody']>>;
type InfoReply = Json<paths['/api/accounts/personal_info/']['get']['responses']['200']>;
type DesignerReply = Json<paths['/api/accounts/designer/{linkWords}/']['get']['responses']['200']>;
type LoginRefused = Json<paths['/api/accounts/login/']['post']['responses']['401']>;

// Each is the contracts' type, both ways round.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameList: Same<ListReply, ClientRequestListReply> = true;
const sameCreate: Same<CreateBody, CreateClientRequestInput> = true;
const sameInfo: Same<InfoReply, PersonalInfoReply> = true;
const sameDesigner: Same<DesignerReply, PublicDesignerReply> = true;
const sameError: Same<LoginRefused, ErrorReply> = true;
const named: Same<components['schemas']['ErrorReply'], ErrorReply> = true;

// Read the way the pages read them.
export function rows(reply: ListReply) {
  return reply.items.map((item) => [item.contact_name, item.project_type, item.status, item.deadline ?? ''].join(' '));
}
export function shellTitle(reply: InfoReply) {
  return reply.data.genie_name + (reply.subscription.status === 'expired' ? ' (expired)' : '') + reply.plan.features.length;
}
export function greeting(reply: DesignerReply, refused: LoginRefused) {
  return refused.code === 'invalid_credentials' ? refused.msg : reply.data.genie_name + reply.data.language;
}
export const lead: CreateBody = { project_type: 'residential_space', contact_name: 'Mei' };
// @ts-expect-error project types are a closed list, not any string
export const castle: ListReply['items'][number]['project_type'] = 'castle';
export const checks = [sameList, sameCreate, sameInfo, sameDesigner, sameError, named];
`;
