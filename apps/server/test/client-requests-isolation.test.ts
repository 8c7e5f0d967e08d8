import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRequestDetail } from '@genie/contracts';
import { bearer, createTestApp, errorOf, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { startRequest } from './genie-helpers.ts';

// Two tenants: a victim (A) with a visitor's request and one of their own, and an attacker (B) with a valid token and a request of theirs.
let t: TestApp;
let victim: RegisteredDesigner;
let attacker: RegisteredDesigner;
let victimIds: string[];
let before: ClientRequestDetail[];

const as = (who: RegisteredDesigner) => bearer(who.token);
const detailOf = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/`, headers: as(victim) })).json().client_request as ClientRequestDetail;

beforeAll(async () => {
  t = await createTestApp();
  victim = await registerDesigner(t.app, { name: 'Victim Studio' });
  attacker = await registerDesigner(t.app, { name: 'Attacker Studio' });
  await startRequest(t.app, victim.genie_name, { contact_name: 'Victim Visitor', email: 'visitor@victim.example' });
  await t.app.inject({ method: 'POST', url: '/api/client_requests/', headers: as(victim), payload: { project_type: 'website', contact_name: 'Victim Lead', phone: '0911 000 000', brand_name: 'Secret Brand' } });
  await t.app.inject({ method: 'POST', url: '/api/client_requests/', headers: as(attacker), payload: { project_type: 'website', contact_name: 'Attacker Lead', phone: '0922 000 000' } });
  victimIds = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: as(victim) })).json().items.map((i: { id: string }) => i.id);
  expect(victimIds).toHaveLength(2);
  before = await Promise.all(victimIds.map(detailOf));
});
afterAll(() => t.close());

describe("one designer can never reach another's client requests", () => {
  it("lists, searches and exports only the designer's own requests", async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/client_requests/?page_size=100', headers: as(attacker) })).json();
    expect(list.items.map((i: { contact_name: string }) => i.contact_name)).toEqual(['Attacker Lead']);
    expect(list).toMatchObject({ total: 1, empty_account: false });
    for (const q of ['Victim', 'Secret', 'victim.example', '0911']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/client_requests/?q=${q}`, headers: as(attacker) })).json().total, q).toBe(0);
    }
    const csv = (await t.app.inject({ method: 'GET', url: '/api/client_requests/export/', headers: as(attacker) })).body;
    expect(csv).toContain('Attacker Lead');
    expect(csv).not.toMatch(/Victim|Secret|0911/);
  });

  it.each([
    ['GET', ''],
    ['PATCH', ''],
    ['POST', 'opened/'],
    ['PUT', 'status/'],
    ['POST', 'share/revoke/'],
    ['GET', 'history/'],
  ] as const)("answers 404 to %s /client_requests/{another designer's id}/%s", async (method, path) => {
    const payloads: Record<string, object | undefined> = { PATCH: { contact_name: 'Hijacked', fields: { project_background: 'overwritten' } }, PUT: { status: 'lost', note: 'hijacked' } };
    for (const id of victimIds) {
      const res = await t.app.inject({ method, url: `/api/client_requests/${id}/${path}`, headers: as(attacker), ...(payloads[method] ? { payload: payloads[method] } : {}) });
      expect(errorOf(res), `${method} ${path} ${id}`).toMatchObject({ status: 404, code: 'not_found' });
    }
  });

  it("leaves the victim's requests exactly as they were", async () => {
    const after = await Promise.all(victimIds.map(detailOf));
    expect(after).toEqual(before);
    expect(after.find((d) => d.origin === 'genie')?.opened_at).toBeNull();
  });

  it('needs a valid token for every designer endpoint', async () => {
    const id = victimIds[0]!;
    const calls = [
      ['GET', '/api/client_requests/'],
      ['GET', '/api/client_requests/export/'],
      ['POST', '/api/client_requests/'],
      ['GET', `/api/client_requests/${id}/`],
      ['PATCH', `/api/client_requests/${id}/`],
      ['POST', `/api/client_requests/${id}/opened/`],
      ['PUT', `/api/client_requests/${id}/status/`],
      ['POST', `/api/client_requests/${id}/share/revoke/`],
      ['GET', `/api/client_requests/${id}/history/`],
    ] as const;
    for (const [method, url] of calls) {
      const res = await t.app.inject({ method, url, headers: { authorization: 'Bearer not-a-valid-token' }, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
