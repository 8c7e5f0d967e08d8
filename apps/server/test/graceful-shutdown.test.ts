import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsRepository } from '../src/db/repositories/jobs.ts';
import { jobs } from '../src/db/schema.ts';
import { memoryEventBus } from '../src/events/memory-event-bus.ts';
import { enqueueJob } from '../src/jobs/enqueue-job.ts';
import { combineJobWorkers, createJobWorker } from '../src/jobs/job-worker.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

describe('readiness and the job worker at shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/api/ready answers 200 with the database checked, and 503 once the instance is shutting down; /api/health stays 200', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok' });
    t.app.beginShutdown();
    const closing = await t.app.inject({ url: '/api/ready' });
    expect(closing.statusCode).toBe(503);
    expect(closing.json()).toEqual({ status: 'shutting_down', database: 'ok' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('hands an unfinished job back to the queue (its attempt not counted) so another worker runs it', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
    const slow = createJobWorker(ctx, { slow: async () => (started(), blocked) }, [], 50);
    await jobsRepository(t.database.db).insert({ type: 'slow', payload: {}, runAt: new Date(Date.now() - 1000) }, new Date());
    const draining = slow.runDue();
    await running;
    const before = Date.now();
    await slow.stop({ handBackAfterMs: 200 });
    expect(Date.now() - before).toBeLessThan(2000);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.type, 'slow'));
    expect(row).toMatchObject({ status: 'queued', attempts: 0, lockedAt: null });
    // The first worker's handler ends later: it must not mark the job done, it is no longer its own.
    release();
    await draining;
    expect((await t.database.db.select().from(jobs).where(eq(jobs.type, 'slow')))[0]!.status).toBe('queued');
    // Another worker takes it and finishes it.
    const other = createJobWorker(ctx, { slow: async () => undefined }, [], 50);
    expect(await other.runDue()).toBe(1);
    expect((await t.database.db.select().from(jobs).where(eq(jobs.type, 'slow')))[0]).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('runs a mail while a long image job is still in hand: each lane takes its own types', async () => {
    let release!: () => void;
    const blocked = new Promise<void>((r) => (release = r));
    let started!: () => void;
    const imageRunning = new Promise<void>((r) => (started = r));
    const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log };
    const handlers = { lane_image: async () => (started(), blocked), lane_mail: async () => undefined };
    const workers = combineJobWorkers([
      createJobWorker(ctx, handlers, [], 20, { except: ['lane_image'] }),
      createJobWorker(ctx, handlers, [], 20, { only: ['lane_image'] }),
    ]);
    const repo = jobsRepository(t.database.db);
    await repo.insert({ type: 'lane_image', payload: {}, runAt: new Date(Date.now() - 2000) }, new Date());
    await repo.insert({ type: 'lane_mail', payload: {}, runAt: new Date(Date.now() - 1000) }, new Date());
    workers.start();
    await imageRunning;
    const statusOf = async (type: string) => (await t.database.db.select().from(jobs).where(eq(jobs.type, type)))[0]!.status;
    await expect.poll(() => statusOf('lane_mail'), { timeout: 10_000 }).toBe('done');
    expect(await statusOf('lane_image')).toBe('running');
    release();
    await expect.poll(() => statusOf('lane_image'), { timeout: 10_000 }).toBe('done');
    await workers.stop();
  });

  it('starts a job queued now at once, not at its next poll, in the lane that takes it, and again when one is queued while it drains', async () => {
    const events = memoryEventBus();
    const ctx = { db: t.database.db, now: () => new Date(), log: t.app.log, events };
    const ran: string[] = [];
    let secondQueued!: Promise<void>;
    const handlers = {
      wake_first: async () => {
        ran.push('first');
        // Queued while this drain runs: the drain may already have looked, so the worker drains again straight after.
        secondQueued = enqueueJob(ctx, { type: 'wake_second', payload: {} });
        await secondQueued;
      },
      wake_second: async () => void ran.push('second'),
      wake_image: async () => void ran.push('image'),
    };
    // Polls an hour apart: only the announcement of a queued job can start one within the test.
    const workers = combineJobWorkers([
      createJobWorker(ctx, handlers, [], 3_600_000, { except: ['wake_image'] }),
      createJobWorker(ctx, handlers, [], 3_600_000, { only: ['wake_image'] }),
    ]);
    workers.start();
    // (The workers poll once as they start; wait for that to pass before queuing.)
    await new Promise((r) => setTimeout(r, 100));
    await enqueueJob(ctx, { type: 'wake_first', payload: {} });
    await expect.poll(() => ran, { timeout: 3_000 }).toEqual(['first', 'second']);
    await enqueueJob(ctx, { type: 'wake_image', payload: {} });
    await expect.poll(() => ran, { timeout: 3_000 }).toEqual(['first', 'second', 'image']);
    // Due later: not started by its announcement.
    await enqueueJob(ctx, { type: 'wake_second', payload: {}, runAt: new Date(Date.now() + 3_600_000) });
    await new Promise((r) => setTimeout(r, 300));
    expect(ran).toEqual(['first', 'second', 'image']);
    await workers.stop();
    await events.close();
  });
});

/**
 * A request whose body arrives in pieces, under the test's control. It asks for 100-continue, so
 * `accepted` resolves once the server has taken the request in (Node answers "continue" as it hands
 * the request to the app), before any of the body is sent.
 */
function slowRequest(url: string, path: string, body: string) {
  const { hostname, port } = new URL(url);
  let accept!: () => void;
  const accepted = new Promise<void>((r) => (accept = r));
  const req = http.request({
    host: hostname,
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const reply = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.on('continue', () => {
    req.write(body.slice(0, 5));
    accept();
  });
  req.flushHeaders();
  return { accepted, reply, finish: () => req.end(body.slice(5)) };
}

describe('SIGTERM to a real server process', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ SHUTDOWN_TIMEOUT_MS: '1500', WORKER: 'on' }, [], { startupTimeoutMs: 150_000 });
  }, 180_000);
  afterAll(() => server.stop());

  it('lets the request in flight finish, refuses new connections, and exits within its time limit even with a request that never ends', async () => {
    const login = JSON.stringify({ email: 'nobody@example.com', password: 'not the password' });
    const inFlight = slowRequest(server.url, '/api/accounts/login/', login);
    const neverEnding = slowRequest(server.url, '/api/accounts/login/', login + ' '.repeat(1000));
    neverEnding.reply.catch(() => undefined);
    await Promise.all([inFlight.accepted, neverEnding.accepted]);
    const signalled = Date.now();
    inFlight.reply.catch(() => undefined);
    process.kill(server.pid, 'SIGTERM');
    // New connections are refused while it drains (each probe on a connection of its own).
    const refused = async () =>
      new Promise<boolean>((resolve) => {
        const probe = http.get(`${server.url}/api/health`, { agent: false }, (res) => {
          res.resume();
          resolve(false);
        });
        probe.on('error', () => resolve(true));
      });
    let closed = false;
    for (let i = 0; i < 200 && !closed; i++) {
      closed = await refused();
      if (!closed) await new Promise((r) => setTimeout(r, 20));
    }
    expect(closed).toBe(true);
    inFlight.finish();
    const answered = await inFlight.reply;
    expect(answered.status).not.toBe(503);
    expect(answered.status).toBeLessThan(500);
    expect(await server.exited).toBe(0);
    const took = Date.now() - signalled;
    expect(took).toBeGreaterThanOrEqual(1400);
    expect(took).toBeLessThan(1500 + 3000);
  });
});
