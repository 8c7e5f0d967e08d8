import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import type { ChatEvent, VisitorSessionReply } from '@genie/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainSkip, freshPostgresDatabase, postgresAvailable, REDIS_TEST_URL, redisAvailable, redisTestPrefix } from './local-services.ts';
import { startS3TestServer } from './s3-test-server.ts';
import { buildServer, startServerProcess, type ServerProcess } from './server-process.ts';

/**
 * Two real server processes, as behind a load balancer: one new PostgreSQL database, one Redis, the
 * job worker on both. Whatever instance a request reaches, the product behaves as one.
 */
explainSkip('the several-instances test', { postgres: true, redis: true });

/**
 * Where the instances keep files: one S3-compatible object store (a local test server) shared by both,
 * and a data directory of each instance's own, so a file can only reach the other through the bucket.
 */
async function sharedFileStorage(): Promise<{ env: Record<string, string>; cleanup(): Promise<void> }> {
  const s3 = await startS3TestServer();
  return { env: { ...s3.env, FILE_LINK_SECRET: randomBytes(32).toString('hex') }, cleanup: () => s3.close() };
}

const AUTH_LIMIT = 4;
const JOBS = 20;

describe.runIf(postgresAvailable && redisAvailable)('several instances on one PostgreSQL and one Redis', () => {
  const prefix = redisTestPrefix('multi');
  const cleanups: Array<() => unknown> = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let redis: Redis;
  let databaseUrl: string;
  let designer: { token: string; email: string; genie_name: string };

  beforeAll(async () => {
    const database = await freshPostgresDatabase('multi');
    cleanups.push(database.drop);
    databaseUrl = database.url;
    const storage = await sharedFileStorage();
    cleanups.push(storage.cleanup);
    const build = buildServer();
    cleanups.push(build.remove);
    redis = new Redis(REDIS_TEST_URL);
    cleanups.push(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      redis.disconnect();
    });
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_TEST_URL,
      REDIS_KEY_PREFIX: prefix,
      WORKER: 'on',
      JOB_POLL_MS: '50',
      RATE_LIMIT_AUTH_PER_MINUTE: String(AUTH_LIMIT),
      SHUTDOWN_TIMEOUT_MS: '3000',
      ...storage.env,
    };
    // Started at the same moment on the new database: both migrate (one waits for the other's lock).
    [a, b] = await Promise.all([
      startServerProcess(env, [], { build, startupTimeoutMs: 150_000 }),
      startServerProcess(env, [], { build, startupTimeoutMs: 150_000 }),
    ]);
    cleanups.push(() => a.stop(), () => b.stop());

    const suffix = randomBytes(4).toString('hex');
    const body = { genie_name: `studio_${suffix}`, email: `designer${suffix}@example.com`, password: 'correct horse battery' };
    const res = await fetch(`${a.url}/api/accounts/register/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(res.status, await res.clone().text()).toBe(200);
    designer = { token: ((await res.json()) as { token: string }).token, email: body.email, genie_name: body.genie_name };
  }, 240_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  async function sql<T>(query: string, params: unknown[] = []): Promise<T[]> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(query, params)).rows as T[];
    } finally {
      await client.end();
    }
  }

  it("answers a visitor's turns sent alternately to both, in order, and replays a retried turn from the other", async () => {
    const base = (server: ServerProcess) => `${server.url}/api/genie/${designer.genie_name}`;
    const started = await fetch(`${base(b)}/client_requests/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ contact_name: 'Mei Chen', email: `mei.${randomBytes(3).toString('hex')}@example.com`, phone: '+886 912 345 678', available_time: '18to21', project_type: 'residential_space', language: 'en-US' }),
    });
    expect(started.status).toBe(200);
    const { session_token: token } = (await started.json()) as { session_token: string };
    const headers = { 'content-type': 'application/json', 'x-visitor-session': token };
    await fetch(`${base(a)}/session/`, { headers });

    // Every instance hears, through Redis, each turn another instance stored (on the request's channel).
    const listener = redis.duplicate();
    const heard: Array<{ type: string; message_id: string }> = [];
    const channels = new Set<string>();
    listener.on('pmessage', (_pattern: string, channel: string, text: string) => {
      channels.add(channel);
      heard.push(JSON.parse(text) as { type: string; message_id: string });
    });
    await listener.psubscribe(`${prefix}events:chat:*`);

    const turn = async (server: ServerProcess, text: string, clientMessageId = `m-${randomBytes(6).toString('hex')}`) => {
      const res = await fetch(`${base(server)}/chat/`, { method: 'POST', headers, body: JSON.stringify({ client_message_id: clientMessageId, text }) });
      expect(res.status).toBe(200);
      const events = (await res.text())
        .split('\n\n')
        .filter((block) => block.startsWith('data:'))
        .map((block) => JSON.parse(block.slice(5)) as ChatEvent);
      const done = events.find((e): e is Extract<ChatEvent, { type: 'done' }> => e.type === 'done');
      expect(done, JSON.stringify(events)).toBeDefined();
      return { clientMessageId, done: done! };
    };
    const texts = ['It is a 30-year-old flat in Taipei.', 'About 85 square metres, two bedrooms.', 'Our budget is around 1.5 million NTD.', 'We would like to move in next spring.'];
    const turns = [];
    for (const [i, text] of texts.entries()) turns.push(await turn(i % 2 === 0 ? a : b, text));
    // A retry of the first turn on the other instance replays the stored reply (a stream cut mid-way resumes).
    const replayed = await turn(b, texts[0]!, turns[0]!.clientMessageId);
    expect(replayed.done.message).toEqual(turns[0]!.done.message);

    const session = (await (await fetch(`${base(b)}/session/`, { headers })).json()) as VisitorSessionReply;
    const visitorTexts = session.messages.filter((m) => m.role === 'visitor').map((m) => m.text);
    expect(visitorTexts).toEqual(texts);
    const replies = session.messages.filter((m) => m.role === 'genie').map((m) => m.id);
    for (const t of turns) expect(replies).toContain(t.done.message.id);
    expect(new Set(replies).size).toBe(replies.length);

    for (let i = 0; i < 50 && heard.length < texts.length + 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect(heard.filter((e) => e.type === 'turn_stored').map((e) => e.message_id)).toEqual([...turns.map((t) => t.done.message.id), turns[0]!.done.message.id]);
    expect(channels.size).toBe(1);
    listener.disconnect();
  });

  it('runs every queued job exactly once, whichever worker takes it', async () => {
    const jobEvents = redis.duplicate();
    const done: string[] = [];
    jobEvents.on('pmessage', (_pattern: string, channel: string, text: string) => {
      if ((JSON.parse(text) as { status: string }).status === 'done') done.push(channel);
    });
    await jobEvents.psubscribe(`${prefix}events:job:*`);
    const ids = await sql<{ id: string }>(
      `insert into jobs (type, payload, run_at, unique_key)
       select 'login_link_mail', jsonb_build_object('email', $1::text), now(), 'multi-instance:' || n from generate_series(1, ${JOBS}) as n
       returning id`,
      [designer.email],
    );
    expect(ids).toHaveLength(JOBS);
    const deadline = Date.now() + 30_000;
    let rows: Array<{ status: string; attempts: number }> = [];
    while (Date.now() < deadline) {
      rows = await sql(`select status, attempts from jobs where unique_key like 'multi-instance:%'`);
      if (rows.every((r) => r.status === 'done')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows.map((r) => `${r.status}/${r.attempts}`)).toEqual(Array(JOBS).fill('done/1'));
    const [mails] = await sql<{ n: number }>(`select count(*)::int as n from outbox_mails where "to" = $1`, [designer.email]);
    expect(mails!.n).toBe(JOBS);
    await new Promise((r) => setTimeout(r, 100));
    expect(new Set(done)).toEqual(new Set(ids.map((r) => `${prefix}events:job:${r.id}`)));
    expect(done).toHaveLength(JOBS);
    jobEvents.disconnect();
  });

  it('counts a rate limit across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_LIMIT + 2; i++) {
      const res = await fetch(`${(i % 2 === 0 ? a : b).url}/api/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody${i}@example.com`, password: 'not the password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, AUTH_LIMIT).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(AUTH_LIMIT)).toEqual([429, 429]);
    // The login throttles' counters are in Redis too, shared the same way.
    expect((await redis.keys(`${prefix}throttle:*`)).length).toBeGreaterThan(0);
  });

  it('serves from one instance a file uploaded through the other', async () => {
    const form = new FormData();
    const png = await sharp({ create: { width: 400, height: 200, channels: 3, background: '#8b7dbe' } }).png().toBuffer();
    form.append('logo', new Blob([png], { type: 'image/png' }), 'logo.png');
    const put = await fetch(`${a.url}/api/accounts/personal_info/`, { method: 'PUT', headers: { authorization: `Bearer ${designer.token}` }, body: form });
    expect(put.status, await put.clone().text()).toBe(200);
    const info = (await (await fetch(`${b.url}/api/accounts/personal_info/`, { headers: { authorization: `Bearer ${designer.token}` } })).json()) as { data: { logo: string } };
    const file = await fetch(`${b.url}${info.data.logo}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBeGreaterThan(0);
  });

  it('keeps serving from the other instance when one is told to stop', async () => {
    expect((await fetch(`${a.url}/api/ready`)).status).toBe(200);
    const ready = await fetch(`${b.url}/api/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
    process.kill(a.pid, 'SIGTERM');
    expect(await a.exited).toBe(0);
    expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    const me = await fetch(`${b.url}/api/accounts/personal_info/`, { headers: { authorization: `Bearer ${designer.token}` } });
    expect(me.status).toBe(200);
  });
});
