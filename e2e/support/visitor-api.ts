/** The visitor's side driven through the public API, for journeys that start after a conversation. */
import { randomUUID } from 'node:crypto';
import type { Language, StartClientRequestReply } from '@genie/contracts';
import { expect, type Api } from './fixtures.ts';
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
