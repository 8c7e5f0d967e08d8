/** The visitor's side driven through the public API, for journeys that start after a conversation. */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { ClientRequestDetail, Language, StartClientRequestReply, VisitorSessionReply } from '@genie/contracts';
import { expect, setLanguage, type Api, type Designer } from './fixtures.ts';
import { parseSse } from './genie.ts';

/** Starts a request and answers every question through the API (first chip, else `answer` or a short text). */
export async function finishConversation(
  api: Api,
  linkWords: string,
  visitor: { contact_name?: string; email?: string; language?: Language; answer?: string; answers?: Partial<Record<string, string>> } = {},
) {
  const start = await api.request.post(`/api/genie/${linkWords}/client_requests/`, {
    data: {
      contact_name: visitor.contact_name ?? 'Mia Chen',
      email: visitor.email ?? `${api.uniqueName('visitor').toLowerCase()}@visitors.genie.test`,
      phone: '+886 912 345 678',
      available_time: '9to12',
      project_type: 'residential_space',
      language: visitor.language ?? 'en-US',
    },
  });
  expect(start.status(), await start.text()).toBe(200);
  const started = (await start.json()) as StartClientRequestReply;
  const headers = { 'x-visitor-session': started.session_token };
  const session = (await (await api.request.get(`/api/genie/${linkWords}/session/`, { headers })).json()) as { question: { field_id: string; chips: { value: string }[] } | null; complete: boolean };
  let question = session.question;
  let complete = session.complete;
  for (let turn = 0; !complete && question && turn < 60; turn++) {
    const text = visitor.answers?.[question.field_id] ?? question.chips[0]?.value ?? visitor.answer ?? 'Calm, warm and easy to keep tidy.';
    const res = await api.request.post(`/api/genie/${linkWords}/chat/`, { headers, data: { client_message_id: randomUUID(), text } });
    expect(res.status()).toBe(200);
    const done = parseSse(await res.text()).find((e) => e.type === 'done');
    if (!done || done.type !== 'done') throw new Error('chat turn without a done event');
    question = done.question;
    complete = done.complete;
  }
  expect(complete, 'the conversation completes').toBe(true);
  return { token: started.session_token, identifyKey: started.client_request.identify_key };
}

/**
 * A visitor who has finished the conversation, skipped the reference images and attached floor plans
 * to their brief (PUT /brief/feedback/): the designer's request then holds those plans. Returns the request id.
 */
export async function leadWithFloorPlans(api: Api, designer: { genie_name: string; token: string }, plans: { name: string; buffer: Buffer }[]): Promise<string> {
  const email = `${api.uniqueName('visitor').toLowerCase()}@visitors.genie.test`;
  const { token } = await finishConversation(api, designer.genie_name, { email });
  const headers = { 'x-visitor-session': token };
  const base = `/api/genie/${designer.genie_name}`;
  expect((await api.request.post(`${base}/reference/skip/`, { headers })).status()).toBe(200);
  // Repeated multipart field: Playwright's form data takes one value per name, so build the body by hand.
  const form = new FormData();
  for (const plan of plans) form.append('floor_plans', new Blob([new Uint8Array(plan.buffer)], { type: 'image/png' }), plan.name);
  const saved = await api.request.put(`${base}/brief/feedback/`, { headers, multipart: form });
  expect(saved.status(), await saved.text()).toBe(200);
  const list = await api.request.get('/api/client_requests/', { headers: { Authorization: `Bearer ${designer.token}` } });
  const row = ((await list.json()) as { items: { id: string; email: string }[] }).items.find((r) => r.email === email);
  if (!row) throw new Error('the lead is not in the designer\'s list');
  return row.id;
}

/** A visitor's request started through the API: its session token and identify key. */
export async function startVisitor(api: Api, designer: Designer, language: Language, projectType: StartClientRequestReply['client_request']['project_type'] = 'residential_space') {
  const res = await api.request.post(`/api/genie/${designer.genie_name}/client_requests/`, {
    data: {
      contact_name: 'Mia Chen',
      email: `${api.uniqueName('visitor').toLowerCase()}@visitors.genie.test`,
      phone: '+886 912 345 678',
      available_time: '9to12',
      project_type: projectType,
      language,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const started = (await res.json()) as StartClientRequestReply;
  const headers = { 'x-visitor-session': started.session_token };
  const session = (await (await api.request.get(`/api/genie/${designer.genie_name}/session/`, { headers })).json()) as VisitorSessionReply;
  return { token: started.session_token, identifyKey: started.client_request.identify_key, headers, session };
}

/** The page opens as this visitor's own browser: their session kept under the genie, their language chosen. */
export async function actAsVisitor(page: Page, designer: Designer, visitor: { token: string; identifyKey: string }, language: Language) {
  await setLanguage(page, language);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [`genie.visitor.${designer.genie_name}`, JSON.stringify({ token: visitor.token, identifyKey: visitor.identifyKey })] as const,
  );
}

/** The designer's view of the request, through the API. */
export async function designerDetail(api: Api, designer: Designer, contactName: string): Promise<ClientRequestDetail> {
  const auth = { Authorization: `Bearer ${designer.token}` };
  const list = (await (await api.request.get('/api/client_requests/', { headers: auth })).json()) as { items: { id: string; contact_name: string }[] };
  const row = list.items.find((i) => i.contact_name === contactName);
  expect(row, 'the lead is in the designer’s list').toBeDefined();
  return ((await (await api.request.get(`/api/client_requests/${row!.id}/`, { headers: auth })).json()) as { client_request: ClientRequestDetail }).client_request;
}
