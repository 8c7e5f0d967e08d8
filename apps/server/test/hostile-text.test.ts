import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUnstorableInput } from '../src/db/errors.ts';
import { openApiDocument } from '../src/http/openapi.ts';
import { bearer, createTestApp, multipart, registerDesigner, type FilePart, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { pngImage, startRequest, visitor, type StartedRequest } from './genie-helpers.ts';

/**
 * Every JSON and form endpoint of the API document, walked: each text input (body field, query
 * parameter, form field, path parameter) gets NUL, a lone surrogate, control characters, 100,000
 * characters and a wrong type. Nothing answers 5xx; a refused body or query value is a 400 whose
 * `fields` names it. A new endpoint is covered as soon as it is in the document.
 */

interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  propertyNames?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  default?: unknown;
}

interface Operation {
  parameters?: { name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
}

/** The document with each `#/components/…` reference replaced by what it names (shared types, error replies, parameters). */
function inlineRefs(doc: { components?: Record<string, Record<string, unknown>> }) {
  const inline = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(inline);
    if (value === null || typeof value !== 'object') return value;
    const { $ref, ...rest } = value as Record<string, unknown>;
    const entries = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, inline(child)]));
    if (typeof $ref !== 'string') return entries;
    const [, , kind, name] = $ref.split('/');
    return { ...(inline(doc.components?.[kind!]?.[name!]) as object), ...entries };
  };
  return inline(doc);
}

interface Endpoint {
  method: string;
  path: string;
  op: Operation;
}

type Encoding = 'json' | 'form';

interface Probe {
  name: string;
  value: (kind: 'text' | 'array') => unknown;
  /** Whether a refusal must name the field (a wrong type or a forbidden character always can be). */
  mustRefuse: boolean;
  /** Only for JSON bodies (forms and URLs cannot carry it). */
  jsonOnly?: boolean;
}

const textProbes: Probe[] = [
  { name: 'NUL', value: () => 'a\u0000b', mustRefuse: true },
  { name: 'a lone surrogate', value: () => 'a\ud800b', mustRefuse: true, jsonOnly: true },
  { name: 'a bell and an escape', value: () => 'a\u0007b\u001bc', mustRefuse: true },
  { name: 'a C1 control', value: () => 'a\u0085b', mustRefuse: true },
  { name: '100,000 characters', value: () => 'a'.repeat(100_000), mustRefuse: true },
];
/** Fields that legitimately take more than 100,000 characters (a whole file's text); other probes still apply. */
const longTextFields: RegExp[] = [/^POST \/api\/furniture\/products\/import\/ json content$/];
const mayBeLong = (field: string, probe: Probe) => probe.name === '100,000 characters' && longTextFields.some((r) => r.test(field));

const wrongTypes: Probe[] = [
  { name: 'a number', value: () => 12345, mustRefuse: true, jsonOnly: true },
  { name: 'an object', value: () => ({ nested: 'x' }), mustRefuse: true, jsonOnly: true },
  { name: 'an array', value: (kind) => (kind === 'array' ? 'not an array' : ['x', 'y']), mustRefuse: true },
];

const isFile = (s: JsonSchema) => s.format === 'binary' || (s.anyOf ?? []).some((o) => o.format === 'binary');
const typesOf = (s: JsonSchema): string[] => [
  ...(Array.isArray(s.type) ? s.type : s.type ? [s.type] : []),
  ...[...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(typesOf),
];

/** A text input of a body: its path (nested objects, a record's first key) and whether it is a list of texts. */
interface Slot {
  path: string[];
  kind: 'text' | 'array';
}

function slotsOf(schema: JsonSchema, path: string[] = []): Slot[] {
  if (isFile(schema)) return [];
  const options = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  const object = options.find((o) => o.properties || o.propertyNames);
  if (object?.properties) return Object.entries(object.properties).flatMap(([key, s]) => slotsOf(s, [...path, key]));
  if (object?.propertyNames?.enum?.length) {
    const value = typeof object.additionalProperties === 'object' ? object.additionalProperties : {};
    return slotsOf(value, [...path, String(object.propertyNames.enum[0])]);
  }
  const array = options.find((o) => o.type === 'array');
  if (array?.items && typesOf(array.items).includes('string') && path.length) return [{ path, kind: 'array' }];
  if (typesOf(schema).includes('string') && path.length) return [{ path, kind: 'text' }];
  return [];
}

let serial = 0;
/** A plausible value for a field, so a probe is the only thing wrong with a request. */
function exampleOf(schema: JsonSchema, name: string, ctx: Fixtures): unknown {
  if (isFile(schema)) return undefined;
  const first = schema.anyOf?.find((o) => !(o.enum?.length === 1 && o.enum[0] === '')) ?? schema.oneOf?.[0];
  if (first) return exampleOf(first, name, ctx);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) {
      const value = exampleOf(schema.properties?.[key] ?? {}, key, ctx);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }
  if (schema.type === 'array') return schema.minItems ? [exampleOf(schema.items ?? {}, name, ctx)] : [];
  if (schema.type === 'integer' || schema.type === 'number') return schema.minimum ?? 1;
  if (schema.type === 'boolean') return true;
  serial += 1;
  if (/password/.test(name)) return ctx.designer.password;
  if (/email/.test(name)) return `probe${serial}${randomBytes(2).toString('hex')}@example.com`;
  if (/phone/.test(name)) return '+886 912 345 678';
  if (/url/.test(name)) return 'https://example.com/a.png';
  if (/date|deadline/.test(name)) return '2027-01-15';
  if (name === 'ratings') return '{}';
  if (name === 'remove_upload_ids') return '[]';
  if (schema.pattern) return `probe_${serial}${randomBytes(3).toString('hex')}`;
  return 'A plain value';
}

/**
 * What the schema alone cannot tell (a rule across fields, a parameter the call needs), by
 * "METHOD path" pattern, so each endpoint's plain request is valid and a probe is its only fault.
 */
const plausibleExtras: { route: RegExp; query?: Record<string, string>; body?: Record<string, unknown> }[] = [
  { route: /^POST .*\/chat\/$/, body: { text: 'About 30 ping' } },
  { route: /^POST \/api\/client_requests\/$/, body: { email: 'lead@example.com' } },
  { route: /^GET \/api\/accounts\/info_duplicate_check\/$/, query: { genie_name: 'free_name' } },
  { route: /^POST \/api\/billing\/operator\/plan\/$/, body: { until: '2099-12-31' } },
  { route: /^(POST|PUT) \/api\/furniture\/products\//, body: { colour: '#a08866', file_name: 'products.csv' } },
  // The studio's moodboards: a style and a space (else "Please select a space and a style").
  { route: /^POST \/api\/studio\/moodboards\/$/, body: { style: 'japandi', space: 'living_room' } },
  // The visitor's mood board: a refinement's words (a fresh visitor is told to say more first: 409).
  { route: /^POST \/api\/genie(_demo)?\/.*mood_board\/concepts\/$/, body: { instruction: 'warmer, more wood' } },
  { route: /^PUT \/api\/genie(_demo)?\/.*mood_board\/concepts\/.*\/star\/$/, body: { starred: true } },
  { route: /^PATCH \/api\/studio\/moodboards\//, body: { move: { item_id: 'image-0', dx: 10, dy: 5 }, swap: { a: 'image-0', b: 'image-1' } } },
  // A studio's own provider: a key, and for a language model its address and model.
  { route: /^PUT \/api\/my\/providers\/(image|llm)\/$/, body: { api_key: 'sk-probe-key-1234', base_url: 'https://93.184.215.14/v1', model: 'gpt-4o-mini' } }, // a public address, so no name lookup
];

interface Fixtures {
  designer: RegisteredDesigner;
  /** Another designer, whose token the calls that end sessions (logout, sign out everywhere else) use up. */
  bystander: RegisteredDesigner;
  visitorOfDesigner: StartedRequest;
  visitorOfDemo: StartedRequest;
  requestId: string;
  shareKey: string;
  themeId: string;
  portfolioId: string;
  png: Buffer;
}

function pathValue(endpoint: Endpoint, name: string, f: Fixtures): string {
  if (name === 'linkWords') return f.designer.genie_name;
  if (name === 'key') return f.shareKey;
  if (name === 'id') {
    if (endpoint.path.includes('imagen_config')) return f.themeId;
    if (endpoint.path.startsWith('/api/portfolio/')) return f.portfolioId;
    return f.requestId;
  }
  if (name === 'category' || name === 'piece') return 'sofa';
  if (name === 'kind') return endpoint.path.startsWith('/api/my/providers/') ? 'image' : 'probe';
  if (name === 'format') return 'svg';
  if (name === 'style') return 'modern';
  if (/Id$/.test(name)) return '0b6a1d2e-5c4f-4e8a-9d3b-7f1e2a3c4d5e';
  return 'probe.png';
}

function headersFor(endpoint: Endpoint, f: Fixtures): Record<string, string> {
  const headers: Record<string, string> = {};
  const endsSessions = /\/(logout|sign_out_others)\/$/.test(endpoint.path);
  if (endpoint.op.security?.some((s) => 'bearerAuth' in s)) Object.assign(headers, bearer((endsSessions ? f.bystander : f.designer).token));
  if (endpoint.op.parameters?.some((p) => p.in === 'header' && p.name === 'x-visitor-session')) {
    Object.assign(headers, visitor((endpoint.path.startsWith('/api/genie_demo/') ? f.visitorOfDemo : f.visitorOfDesigner).token));
  }
  return headers;
}

/** Percent-encodes a URL value; a lone surrogate (which UTF-8 cannot carry) goes as the bytes of its CESU-8 form. */
const encode = (value: string) => value.split('\ud800').map(encodeURIComponent).join('%ED%A0%80');

function urlOf(endpoint: Endpoint, f: Fixtures, path: Record<string, string>, query: Record<string, unknown>): string {
  const filled = endpoint.path.replace(/\{([^}]+)\}/g, (_, name: string) => encode(path[name] ?? pathValue(endpoint, name, f)));
  const pairs = Object.entries(query).flatMap(([k, v]) => (Array.isArray(v) ? v : [v]).map((item) => `${k}=${encode(String(item))}`));
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(target);
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null || Array.isArray(at[key])) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[path.at(-1)!] = value;
  return copy;
}

/** A multipart body: text fields (a repeated field for an array) and the files the form requires. */
function formBody(fields: Record<string, unknown>, files: Record<string, FilePart>) {
  const flat: [string, string][] = Object.entries(fields).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((item): [string, string] => [k, typeof item === 'string' ? item : JSON.stringify(item)]),
  );
  const boundary = `----probe${randomBytes(6).toString('hex')}`;
  const chunks: Buffer[] = flat.map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const [k, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let t: TestApp;
let f: Fixtures;
let endpoints: Endpoint[];

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_VISITOR_START_PER_MINUTE: '100000',
    RATE_LIMIT_VISITOR_PER_MINUTE: '100000',
    RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '100000',
  });
  const designer = await registerDesigner(t.app);
  const visitorOfDesigner = await startRequest(t.app, designer.genie_name);
  const visitorOfDemo = await startRequest(t.app, null);
  const list = await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(designer.token) });
  const requestId = list.json<{ items: { id: string }[] }>().items[0]!.id;
  const detail = await t.app.inject({ method: 'GET', url: `/api/client_requests/${requestId}/`, headers: bearer(designer.token) });
  const theme = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/deisnger_imagen_configs/',
    headers: bearer(designer.token),
    payload: { display_name: 'Warm Nordic', config_type: 'custom_theme', data: { input_image_url: 'https://images.example.com/n.jpg', prompt: 'oak floors' } },
  });
  const upload = multipart({ files: { filename: 'room.png', data: await pngImage(), contentType: 'image/png' }, style: 'modern', project_type: 'residential_space' });
  const portfolio = await t.app.inject({ method: 'POST', url: '/api/portfolio/images/', headers: { ...upload.headers, ...bearer(designer.token) }, payload: upload.payload });
  expect(portfolio.statusCode, portfolio.body).toBe(200);
  f = {
    designer,
    bystander: await registerDesigner(t.app),
    visitorOfDesigner,
    visitorOfDemo,
    requestId,
    shareKey: detail.json<{ client_request: { share_key: string } }>().client_request.share_key,
    themeId: theme.json<{ value: { id: string } }>().value.id,
    portfolioId: portfolio.json<{ images: { id: string }[] }>().images[0]!.id,
    png: await pngImage(80, 60),
  };
  const doc = inlineRefs(JSON.parse(openApiDocument(t.app))) as { paths: Record<string, Record<string, Operation>> };
  endpoints = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
  // Deletions and share revocation last, so every other endpoint still finds its record; logout, which
  // ends the bystander's token, after everything.
  const last = (e: Endpoint) => (e.path.endsWith('/logout/') ? 2 : e.method === 'DELETE' || e.path.endsWith('/revoke/') ? 1 : 0);
  endpoints.sort((a, b) => last(a) - last(b));
});
afterAll(() => t?.close());

interface Failure {
  request: string;
  status: number;
  body: string;
}

function check(res: LightMyRequestResponse, request: string, field: string | null, failures: Failure[]) {
  const body = res.body.length > 300 ? `${res.body.slice(0, 300)}…` : res.body;
  // 502 provider_unreachable is the one 5xx that is no fault of ours: "Test connection" was asked to reach
  // a studio's provider, and the provider (here, an address on the closed test network) did not answer.
  const upstream = res.statusCode === 502 && res.body.includes('"code":"provider_unreachable"');
  if (res.statusCode >= 500 && !upstream) return failures.push({ request, status: res.statusCode, body });
  if (field === null) return;
  if (res.statusCode !== 400) return failures.push({ request: `${request} (expected a 400 naming ${field})`, status: res.statusCode, body });
  const fields = res.json<{ fields?: Record<string, string>; msg?: string }>().fields ?? {};
  const named = Object.keys(fields).some((k) => k === field || k.startsWith(`${field}.`));
  if (!named) failures.push({ request: `${request} (fields do not name ${field})`, status: res.statusCode, body });
}

describe('hostile text on every endpoint of the API document', () => {
  it('walks a document that has the endpoints this test must reach', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    for (const key of ['POST /api/genie/{linkWords}/client_requests/', 'POST /api/genie/{linkWords}/chat/', 'PUT /api/accounts/personal_info/', 'GET /api/client_requests/']) {
      expect(keys).toContain(key);
    }
  });

  it('never answers 5xx, and refuses each bad value with a 400 naming its field', async () => {
    const failures: Failure[] = [];
    let sent = 0;
    for (const endpoint of endpoints) {
      const headers = headersFor(endpoint, f);
      const label = `${endpoint.method} ${endpoint.path}`;
      const content = endpoint.op.requestBody?.content ?? {};
      const bodySchemas: [Encoding, JsonSchema][] = [];
      if (content['application/json']) bodySchemas.push(['json', content['application/json'].schema]);
      if (content['multipart/form-data']) bodySchemas.push(['form', content['multipart/form-data'].schema]);
      const extras = plausibleExtras.filter((x) => x.route.test(label));
      const required = new Set(content['multipart/form-data']?.schema.required ?? []);
      const files: Record<string, FilePart> = {};
      for (const [name, schema] of Object.entries(content['multipart/form-data']?.schema.properties ?? {})) {
        if (!required.has(name) || !isFile(schema)) continue;
        files[name] = name === 'file' ? { filename: 'about.txt', data: Buffer.from('We design calm homes.'), contentType: 'text/plain' } : { filename: 'room.png', data: f.png, contentType: 'image/png' };
      }
      const send = async (path: Record<string, string>, query: Record<string, unknown>, body?: { encoding: Encoding; fields: Record<string, unknown> }) => {
        sent += 1;
        const url = urlOf(endpoint, f, path, query);
        if (!body) return t.app.inject({ method: endpoint.method as 'GET', url, headers });
        if (body.encoding === 'json') return t.app.inject({ method: endpoint.method as 'POST', url, headers, payload: body.fields });
        const form = formBody(body.fields, files);
        return t.app.inject({ method: endpoint.method as 'POST', url, headers: { ...headers, ...form.headers }, payload: form.payload });
      };

      const query = (endpoint.op.parameters ?? []).filter((p) => p.in === 'query');
      const baseQuery: Record<string, unknown> = Object.assign(
        Object.fromEntries(query.filter((p) => p.required).map((p) => [p.name, exampleOf(p.schema, p.name, f)])),
        ...extras.map((x) => x.query ?? {}),
      );
      const plausibleBody = (schema: JsonSchema) => Object.assign(exampleOf(schema, '', f) as Record<string, unknown>, ...extras.map((x) => x.body ?? {}));
      const [firstEncoding, firstSchema] = bodySchemas[0] ?? [];
      const baseBody = firstSchema ? { encoding: firstEncoding!, fields: plausibleBody(firstSchema) } : undefined;

      for (const param of query) {
        for (const probe of [...textProbes, ...wrongTypes]) {
          if (probe.name === 'a number' || probe.name === 'an object') continue;
          const value = probe.name === 'an array' ? ['x', 'y'] : probe.value('text');
          const res = await send({}, { ...baseQuery, [param.name]: value }, baseBody);
          // A URL carries UTF-8 only: the lone surrogate arrives as replacement characters, which are text.
          check(res, `${label} query ${param.name} = ${probe.name}`, probe.mustRefuse && !probe.jsonOnly ? param.name : null, failures);
        }
      }
      for (const param of (endpoint.op.parameters ?? []).filter((p) => p.in === 'path')) {
        for (const probe of textProbes) {
          const res = await send({ [param.name]: String(probe.value('text')) }, baseQuery, baseBody);
          const request = `${label} path ${param.name} = ${probe.name}`;
          // No such record is a 404 and a path past the router's limit a 414; a value refused as invalid names its
          // parameter, except bytes that are not UTF-8 at all (the lone surrogate), which the router refuses as a bad URL.
          if (res.statusCode === 400 && !probe.jsonOnly) check(res, request, param.name, failures);
          else if (![400, 404, 414].includes(res.statusCode)) failures.push({ request: `${request} (expected 400, 404 or 414)`, status: res.statusCode, body: res.body.slice(0, 300) });
          else if (res.json<{ success?: boolean }>().success !== false) failures.push({ request: `${request} (not an error reply)`, status: res.statusCode, body: res.body.slice(0, 300) });
        }
      }
      for (const [encoding, schema] of bodySchemas) {
        const base = plausibleBody(schema);
        for (const slot of slotsOf(schema)) {
          if (encoding === 'form' && slot.path.length > 1) continue;
          for (const probe of [...textProbes, ...wrongTypes]) {
            if (encoding === 'form' && probe.jsonOnly) continue;
            const raw = probe.value(slot.kind);
            const value = slot.kind === 'array' && probe.name !== 'an array' && typeof raw === 'string' ? [raw] : raw;
            const res = await send({}, baseQuery, { encoding, fields: setAt(base, slot.path, value) });
            const field = `${label} ${encoding} ${slot.path.join('.')}`;
            check(res, `${field} = ${probe.name}`, probe.mustRefuse && !mayBeLong(field, probe) ? slot.path.join('.') : null, failures);
          }
        }
      }
      if (content['application/json']) {
        // A JSON body that is not an object at all (null is no body, which an optional body may be).
        for (const raw of ['[1, 2]', '"a\\u0000b"', '12', 'null']) {
          sent += 1;
          const res = await t.app.inject({ method: endpoint.method as 'POST', url: urlOf(endpoint, f, {}, baseQuery), headers: { ...headers, 'content-type': 'application/json' }, payload: raw });
          if (res.statusCode >= 500 || (raw !== 'null' && res.statusCode < 400)) {
            failures.push({ request: `${label} body ${raw} (expected a 4xx)`, status: res.statusCode, body: res.body.slice(0, 300) });
          }
        }
      }
      // The plain request itself, once, after its probes (it may change or delete what they needed).
      const plain = await send({}, baseQuery, baseBody);
      check(plain, `${label} with plausible values`, null, failures);
      if (plain.statusCode === 400 && plain.json<{ code?: string }>().code === 'validation_failed') {
        failures.push({ request: `${label} with plausible values (give it what it needs in plausibleExtras)`, status: 400, body: plain.body.slice(0, 300) });
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures.map((x) => `${x.status} ${x.request}: ${x.body}`)).toEqual([]);
  }, 120_000);
});

describe('what a visitor or designer sees of such text', () => {
  const notAllowed = 'This contains characters that are not allowed';

  it('refuses a NUL in the home form by naming the field, and starts no request', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(f.designer.token) })).json<{ total: number }>().total;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/genie/${f.designer.genie_name}/client_requests/`,
      payload: { contact_name: 'a\u0000b', email: 'mei@example.com', phone: '+886 912 345 678', available_time: '18to21', project_type: 'website' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'validation_failed', msg: notAllowed, fields: { contact_name: 'characters_not_allowed' } });
    const after = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(f.designer.token) })).json<{ total: number }>().total;
    expect(after).toBe(before);
  });

  it("refuses a lone surrogate in a designer's new client request, naming the field", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/client_requests/',
      headers: bearer(f.designer.token),
      payload: { project_type: 'website', contact_name: 'Mei Chen', email: 'mei@example.com', project_background: 'A shop \ud800 site' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', msg: notAllowed, fields: { project_background: 'characters_not_allowed' } });
  });

  it('refuses control characters in a multipart form field, naming it', async () => {
    const form = multipart({ context: 'We design\u0007 homes', opening: 'Hello' });
    const res = await t.app.inject({ method: 'PUT', url: '/api/accounts/personal_info/', headers: { ...form.headers, ...bearer(f.designer.token) }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: notAllowed, fields: { context: 'characters_not_allowed' } });
  });

  it('refuses a line break inside a single-line field, and keeps line breaks, tabs, emoji and every script in multi-line text', async () => {
    const name = await t.app.inject({ method: 'PATCH', url: `/api/client_requests/${f.requestId}/`, headers: bearer(f.designer.token), payload: { contact_name: 'Mei\nChen' } });
    expect(name.statusCode).toBe(400);
    expect(name.json()).toMatchObject({ fields: { contact_name: 'characters_not_allowed' } });

    const note = 'Called back:\n\t- wants oak 🌳\r\n- 預算 100萬 / 예산';
    const res = await t.app.inject({ method: 'PUT', url: `/api/client_requests/${f.requestId}/status/`, headers: bearer(f.designer.token), payload: { status: 'contacted', note } });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await t.app.inject({ method: 'GET', url: `/api/client_requests/${f.requestId}/`, headers: bearer(f.designer.token) });
    expect(detail.json<{ client_request: { status_note: string } }>().client_request.status_note).toBe(note);
  });

  it("refuses the visitor's chat message with a NUL, and keeps the conversation where it was", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/genie/${f.designer.genie_name}/chat/`,
      headers: visitor(f.visitorOfDesigner.token),
      payload: { client_message_id: `m-${randomBytes(6).toString('hex')}`, text: 'About 30\u0000 ping' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ msg: notAllowed, fields: { text: 'characters_not_allowed' } });
  });

  it('refuses a path that is not valid UTF-8 with the usual error reply', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/accounts/designer/a%ED%A0%80b/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, code: 'validation_failed', msg: 'Please check this value' });
  });
});

describe('the database boundary, should a route ever let such text through', () => {
  const refusal = async (query: ReturnType<typeof sql>) => {
    try {
      await t.database.db.execute(query);
    } catch (err) {
      return err;
    }
    throw new Error('the database stored it');
  };

  it('knows NUL in text, and a lone surrogate or an escaped NUL in JSON, for what they are: the fault of the request', async () => {
    expect(isUnstorableInput(await refusal(sql`select ${'a\u0000b'}::text`))).toBe(true);
    expect(isUnstorableInput(await refusal(sql`select ${JSON.stringify({ raw: 'a\ud800b' })}::jsonb`))).toBe(true);
    expect(isUnstorableInput(await refusal(sql`select ${JSON.stringify({ raw: 'a\u0000b' })}::jsonb`))).toBe(true);
    // A fault of the server's own making stays a 500.
    expect(isUnstorableInput(await refusal(sql`select 1 / 0`))).toBe(false);
  });
});
