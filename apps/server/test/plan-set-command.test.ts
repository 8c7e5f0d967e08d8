import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPlanSet } from '../src/billing/plan-set-command.ts';
import { operatorFilePath } from '../src/billing/operator-access.ts';
import { openDatabase } from '../src/db/client.ts';
import { designersRepository } from '../src/db/repositories/designers.ts';
import { billingEvents } from '../src/db/schema.ts';
import { testEnv } from '../src/env.ts';
import { bearer, createTestApp, errorOf, registerDesigner, type TestApp } from './helpers.ts';

const io = () => {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
};
const nextYear = () => `${new Date().getUTCFullYear() + 1}-06-30`;

describe('npm run plan:set while the server runs (embedded database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('publishes its address and token in DATA_DIR/operator.json, readable by its user only', async () => {
    // Fastify runs onListen hooks just after listen() resolves.
    const file = operatorFilePath(t.env.DATA_DIR);
    for (let i = 0; i < 100 && !(await fs.stat(file).catch(() => null)); i += 1) await new Promise((r) => setTimeout(r, 20));
    const stat = await fs.stat(file);
    expect(stat.mode & 0o777).toBe(0o600);
  });

  it('grants the plan through the running server, recorded like a payment', async () => {
    const d = await registerDesigner(t.app);
    const run = io();
    const until = nextYear();
    expect(await runPlanSet([d.email, 'master', 'yearly', until], t.env, run.io)).toBe(0);
    expect(run.out.join('\n')).toContain('through the running server');
    const info = (await t.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(d.token) })).json();
    expect(info.subscription).toMatchObject({ status: 'active', plan: 'master', billing_cycle: 'yearly', trial: false, billed_by: 'operator' });
    const end = new Date(`${until}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    expect(info.subscription.end_date).toBe(end.toISOString());
    const rows = await t.database.db.select().from(billingEvents);
    expect(rows.some((r) => r.provider === 'operator' && r.designerId === info.data.id)).toBe(true);
  });

  it('says so for an unknown e-mail and refuses bad arguments', async () => {
    const run = io();
    expect(await runPlanSet(['nobody@example.com', 'master', 'yearly', nextYear()], t.env, run.io)).toBe(1);
    expect(run.err.join('\n')).toContain('nobody@example.com');
    expect(await runPlanSet(['x@example.com', 'gold', 'yearly', nextYear()], t.env, io().io)).toBe(2);
    expect(await runPlanSet(['x@example.com', 'master', 'weekly', nextYear()], t.env, io().io)).toBe(2);
  });

  it('the operator endpoint refuses a request without the token, or with another one', async () => {
    const d = await registerDesigner(t.app);
    const body = { email: d.email, plan: 'master', billing_cycle: 'monthly', until: nextYear() };
    const none = await t.app.inject({ method: 'POST', url: '/api/billing/operator/plan/', payload: body, remoteAddress: '127.0.0.1' });
    expect(errorOf(none)).toMatchObject({ status: 403, code: 'forbidden' });
    const wrong = await t.app.inject({ method: 'POST', url: '/api/billing/operator/plan/', payload: body, headers: { 'x-operator-token': 'x'.repeat(43) }, remoteAddress: '127.0.0.1' });
    expect(wrong.statusCode).toBe(403);
    // The right token from another address (a proxied request) is refused too.
    const remote = await t.app.inject({ method: 'POST', url: '/api/billing/operator/plan/', payload: body, headers: { 'x-operator-token': t.app.billing.operator.token }, remoteAddress: '203.0.113.5' });
    expect(remote.statusCode).toBe(403);
    // A designer's own token is no operator token.
    const asDesigner = await t.app.inject({ method: 'POST', url: '/api/billing/operator/plan/', payload: body, headers: bearer(d.token), remoteAddress: '127.0.0.1' });
    expect(asDesigner.statusCode).toBe(403);
  });
});

describe('npm run plan:set with no server running', () => {
  it('opens the embedded database itself (also when a crashed server left its file behind)', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'genie-plan-set-'));
    try {
      const env = testEnv({ DATA_DIR: dataDir });
      let database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      const now = new Date();
      await designersRepository(database.db).insert({
        email: 'offline@example.com',
        passwordHash: 'x',
        genieName: 'offline_studio',
        plan: 'professional',
        subscriptionStart: now,
        subscriptionEnd: new Date(now.getTime() + 30 * 86_400_000),
      });
      await database.close();
      // A stale operator file: nobody listens on its port.
      await fs.writeFile(operatorFilePath(dataDir), JSON.stringify({ url: 'http://127.0.0.1:9', token: 'stale' }), { mode: 0o600 });

      const run = io();
      expect(await runPlanSet(['offline@example.com', 'starter', 'monthly', nextYear()], env, run.io)).toBe(0);
      expect(run.out.join('\n')).toContain('database opened directly');

      database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
      const row = await designersRepository(database.db).findByEmail('offline@example.com');
      await database.close();
      expect(row).toMatchObject({ plan: 'starter', billingCycle: 'monthly', trial: false, subscriptionState: 'active', billedBy: 'operator' });
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
    // A fresh embedded database applies every migration: slow on a busy machine.
  }, 180_000);
});
