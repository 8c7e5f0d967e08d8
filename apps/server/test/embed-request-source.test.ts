import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientRequestDetail } from '@genie/contracts';
import { bearer, createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { genieBase, startRequest } from './genie-helpers.ts';

let t: TestApp;
let studio: RegisteredDesigner;
let other: RegisteredDesigner;

beforeAll(async () => {
  t = await createTestApp();
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
  other = await registerDesigner(t.app, { name: 'Elm Studio' });
});
afterAll(() => t.close());

async function newestRequestOf(designer: RegisteredDesigner): Promise<ClientRequestDetail> {
  const id = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(designer.token) })).json().items[0].id as string;
  return (await t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/`, headers: bearer(designer.token) })).json().client_request;
}

const source = { embed: true, page_url: 'https://oak.example/services', utm_source: 'instagram', utm_campaign: 'spring', campaign: 'Spring open house' };

describe('a request started in the genie embedded on the studio’s site', () => {
  it('shows the designer the page, the campaign and the UTM tags the visitor came with', async () => {
    await startRequest(t.app, studio.genie_name, { contact_name: 'Embedded Eve', source });
    const request = await newestRequestOf(studio);
    expect(request.contact_name).toBe('Embedded Eve');
    expect(request.source).toEqual(source);
  });

  it('has no source when it started on the genie page itself', async () => {
    await startRequest(t.app, studio.genie_name, { contact_name: 'Direct Dan' });
    expect((await newestRequestOf(studio)).source).toBeNull();
  });

  it('stays with its own designer: another studio neither lists nor opens it', async () => {
    await startRequest(t.app, studio.genie_name, { contact_name: 'Private Pia', source });
    const mine = await newestRequestOf(studio);
    const list = (await t.app.inject({ method: 'GET', url: '/api/client_requests/', headers: bearer(other.token) })).json().items as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(mine.id);
    const res = await t.app.inject({ method: 'GET', url: `/api/client_requests/${mine.id}/`, headers: bearer(other.token) });
    expect(res.statusCode).toBe(404);
  });

  it('is left out of the read-only shared overview', async () => {
    await startRequest(t.app, studio.genie_name, { contact_name: 'Shared Sue', source });
    const mine = await newestRequestOf(studio);
    const res = await t.app.inject({ method: 'GET', url: `/api/shared/client_requests/${mine.share_key}/overview/` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('oak.example/services');
  });

  it('refuses hidden fields that are too long, naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `${genieBase(studio.genie_name)}/client_requests/`,
      payload: { contact_name: 'Long Lou', email: 'lou@example.com', phone: '123', available_time: '9to12', project_type: 'website', source: { campaign: 'x'.repeat(301) } },
    });
    expect(res.statusCode).toBe(400);
  });
});
