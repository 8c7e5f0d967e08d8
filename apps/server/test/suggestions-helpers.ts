import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { interviewState, type BriefFieldId, type SuggestionsReply } from '@genie/contracts';
import { correct } from '@genie/core';
import { briefFeedbacksRepository } from '../src/db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../src/db/repositories/client-requests.ts';
import { clientRequests, requestSuggestions, type ClientRequestRow } from '../src/db/schema.ts';
import { startRequest } from './genie-helpers.ts';
import { bearer, type TestApp } from './helpers.ts';

/** A request opened through a designer's genie (the home form): its row and the visitor's session token. */
export async function openRequest(
  t: TestApp,
  linkWords: string,
  overrides: Record<string, unknown> = {},
): Promise<ClientRequestRow & { visitorToken: string }> {
  const { identifyKey, token } = await startRequest(t.app, linkWords, overrides);
  const [row] = await t.database.db.select().from(clientRequests).where(eq(clientRequests.identifyKey, identifyKey));
  return { ...row!, visitorToken: token };
}

export async function requestRow(t: TestApp, id: string): Promise<ClientRequestRow> {
  const [row] = await t.database.db.select().from(clientRequests).where(eq(clientRequests.id, id));
  return row!;
}

/** Sets brief answers as the brief page and the designer's edits do: the engine's correct(), saved under the state's lock. */
export async function answer(t: TestApp, id: string, texts: Partial<Record<BriefFieldId, string>>): Promise<ClientRequestRow> {
  const row = await requestRow(t, id);
  let state = interviewState.parse(row.interviewState);
  const now = t.clock.now();
  for (const [field, text] of Object.entries(texts)) state = correct(state, field, text, now).state;
  const saved = await clientRequestsRepository(t.database.db).saveState(
    row.designerId,
    row.id,
    row,
    { interviewState: state, conversationCompleted: row.conversationCompleted },
    now,
  );
  expect(saved, 'the state was saved').toBeDefined();
  return saved!;
}

/** The visitor's brief ratings, by style. */
export async function rate(t: TestApp, id: string, ratings: Record<string, number>): Promise<void> {
  const row = await requestRow(t, id);
  const feedbacks = briefFeedbacksRepository(t.database.db);
  const draft = await feedbacks.find(row.designerId, row.id);
  await feedbacks.save(row.designerId, row.id, { ...draft, ratings }, t.clock.now());
}

export async function getSuggestions(t: TestApp, token: string, id: string) {
  return t.app.inject({ method: 'GET', url: `/api/client_requests/${id}/suggestions/`, headers: bearer(token) });
}

export async function generate(t: TestApp, token: string, id: string, payload?: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/client_requests/${id}/suggestions/`, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** The reply of a call that must succeed. */
export function replyOf(res: { statusCode: number; body: string; json: <T>() => T }): SuggestionsReply {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SuggestionsReply>();
}

export async function storedRows(t: TestApp, id: string) {
  return t.database.db.select().from(requestSuggestions).where(eq(requestSuggestions.clientRequestId, id));
}
