import type { DesignStyleId, ReferenceRoundReply } from '@genie/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DemoLibrarySettings } from '../src/references/seed-demo-library.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { genieBase, visitor } from './genie-helpers.ts';

/** A small demo library: a few styles, small drawings, so tests stay fast. */
export function smallDemoLibrary(styles: readonly DesignStyleId[], perStyle = 3): DemoLibrarySettings {
  return { enabled: true, plan: { styles, perStyle }, width: 240, height: 180, batchSize: 100 };
}

export const TEST_STYLES: DesignStyleId[] = ['japandi', 'industrial', 'bohemian', 'art_deco', 'coastal', 'scandinavian', 'baroque', 'minimalism'];

/** A test app whose shared library is seeded (through the real background job) with a small demo library. */
export async function createLibraryApp(settings: DemoLibrarySettings, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ REFERENCE_DEMO_LIBRARY: 'auto', ...env }, { demoLibrary: settings });
  await t.app.jobWorker.runDue();
  return t;
}

export async function getRound(app: FastifyInstance, linkWords: string | null, token: string): Promise<ReferenceRoundReply> {
  const res = await app.inject({ method: 'GET', url: `${genieBase(linkWords)}/reference/`, headers: visitor(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReferenceRoundReply>();
}

export async function postRound(app: FastifyInstance, linkWords: string | null, token: string, action: 'choose' | 'new_images' | 'stop', body?: object) {
  const res = await app.inject({ method: 'POST', url: `${genieBase(linkWords)}/reference/${action}/`, headers: visitor(token), ...(body ? { payload: body } : {}) });
  return res;
}
