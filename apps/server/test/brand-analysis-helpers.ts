import type { BrandAnalysisReply } from '@genie/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { clientRequestsRepository } from '../src/db/repositories/client-requests.ts';
import { clientRequests, type ClientRequestRow } from '../src/db/schema.ts';
import { bearer, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { startRequest } from './genie-helpers.ts';

export interface Designer extends RegisteredDesigner {
  id: string;
}

export async function designerWithId(app: FastifyInstance): Promise<Designer> {
  const registered = await registerDesigner(app);
  const me = await app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(registered.token) });
  return { ...registered, id: me.json<{ data: { id: string } }>().data.id };
}

/** A request opened on the designer's genie (visitor home form), with `websiteUrl` set as the designer's edit would. */
export async function requestWithWebsite(
  t: Pick<TestApp, 'app' | 'database' | 'clock'>,
  designer: Designer,
  websiteUrl: string | null,
  overrides: Record<string, unknown> = {},
): Promise<ClientRequestRow> {
  const { identifyKey } = await startRequest(t.app, designer.genie_name, { project_type: 'commercial_space', ...overrides });
  const [row] = await t.database.db.select().from(clientRequests).where(eq(clientRequests.identifyKey, identifyKey));
  if (!row) throw new Error('request not stored');
  if (websiteUrl === null) return row;
  return setWebsite(t, designer, row.id, websiteUrl);
}

export async function setWebsite(t: Pick<TestApp, 'database' | 'clock'>, designer: Designer, requestId: string, websiteUrl: string): Promise<ClientRequestRow> {
  const updated = await clientRequestsRepository(t.database.db).update(designer.id, requestId, { websiteUrl }, t.clock.now());
  if (!updated) throw new Error('request not updated');
  return updated;
}

const url = (requestId: string) => `/api/client_requests/${requestId}/brand_analysis/`;

export async function getAnalysis(app: FastifyInstance, designer: RegisteredDesigner, requestId: string): Promise<BrandAnalysisReply> {
  const res = await app.inject({ method: 'GET', url: url(requestId), headers: bearer(designer.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<BrandAnalysisReply>();
}

/** POST Analyze; without `payload`, no body at all (as a bare button click may send). */
export async function analyze(app: FastifyInstance, designer: RegisteredDesigner, requestId: string, payload?: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: url(requestId), headers: bearer(designer.token), ...(payload ? { payload } : {}) });
}

/** Analyze, then let the worker run what is due; the analysis as the designer then sees it. */
export async function analyzeNow(t: TestApp, designer: RegisteredDesigner, requestId: string, payload: Record<string, unknown> = {}): Promise<BrandAnalysisReply> {
  const res = await analyze(t.app, designer, requestId, payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<BrandAnalysisReply>().state).toBe('in_progress');
  await t.app.jobWorker.runDue();
  return getAnalysis(t.app, designer, requestId);
}
