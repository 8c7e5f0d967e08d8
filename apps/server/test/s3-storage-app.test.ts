import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BriefFeedback } from '@genie/contracts';
import { s3Storage } from '../src/storage/s3-storage.ts';
import { bearer, createTestApp, errorOf, multipart, registerDesigner, type TestApp } from './helpers.ts';
import { chatTurn, completeConversation, genieBase, getSession, pngImage, startRequest, visitor } from './genie-helpers.ts';
import { makeImage } from './images.ts';
import { startFailingS3Server, startS3TestServer, type S3TestServer } from './s3-test-server.ts';

let s3: S3TestServer;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ ...s3.env, S3_PREFIX: 'studio', RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE: '1000', RATE_LIMIT_VISITOR_PER_MINUTE: '10000' });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const putLogo = (app: TestApp, token: string, data: Buffer) => {
  const body = multipart({ logo: { filename: 'logo.png', data, contentType: 'image/png' } });
  return app.app.inject({ method: 'PUT', url: '/api/accounts/personal_info/', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};
const logoOf = async (app: TestApp, token: string): Promise<string | null> =>
  (await app.app.inject({ method: 'GET', url: '/api/accounts/personal_info/', headers: bearer(token) })).json().data.logo;

describe('files in an S3-compatible bucket (STORAGE=s3)', () => {
  it('an uploaded logo is stored in the bucket under the prefix and read back through the files route with the usual headers', async () => {
    const d = await registerDesigner(t.app);
    expect((await putLogo(t, d.token, await makeImage.png(800, 400))).statusCode).toBe(200);
    const url = await logoOf(t, d.token);
    expect(url).toMatch(/^\/api\/files\/logos\/[\w-]{22}\.webp$/);
    const key = url!.slice('/api/files/'.length);

    const file = await t.app.inject({ method: 'GET', url: url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(Number(file.headers['content-length'])).toBe(file.rawPayload.length);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    // The object sits in the bucket under S3_PREFIX, and nothing was written to the local disk.
    const bucket = await s3Storage(s3.settings('studio/'));
    expect((await bucket.get(key))?.data.equals(file.rawPayload)).toBe(true);
    bucket.close?.();
    await expect(fs.access(path.join(t.dataDir, 'files'))).rejects.toThrow();
  });

  it("a request's floor plan opens from the bucket by its signed link, and only by it", async () => {
    const designer = await registerDesigner(t.app, { language: 'en-US' });
    const { token } = await startRequest(t.app, designer.genie_name, { contact_name: 'Baker Bo', project_type: 'commercial_space' });
    await getSession(t.app, designer.genie_name, token);
    await chatTurn(t.app, designer.genie_name, token, { text: 'We are fitting out a small bakery on the corner and need the whole interior.' });
    await completeConversation(t.app, designer.genie_name, token, 'en-US', 'commercial_space');
    const base = genieBase(designer.genie_name);
    await t.app.inject({ method: 'POST', url: `${base}/reference/skip/`, headers: visitor(token) });
    const form = multipart({ floor_plans: { filename: 'plan.png', data: await pngImage(300, 200), contentType: 'image/png' } });
    const saved = await t.app.inject({ method: 'PUT', url: `${base}/brief/feedback/`, headers: { ...form.headers, ...visitor(token) }, payload: form.payload });
    expect(saved.statusCode, saved.body).toBe(200);
    const [plan] = saved.json<{ feedback: BriefFeedback }>().feedback.floor_plans;

    const file = await t.app.inject({ method: 'GET', url: plan!.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('private, max-age=300');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const bare = new URL(plan!.url, 'http://genie.test').pathname;
    expect(errorOf(await t.app.inject({ method: 'GET', url: bare }))).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('a missing object answers the same 404 as on local disk', async () => {
    const local = await createTestApp();
    try {
      const url = '/api/files/logos/AAAAAAAAAAAAAAAAAAAAAA.webp';
      const fromBucket = await t.app.inject({ method: 'GET', url });
      const fromDisk = await local.app.inject({ method: 'GET', url });
      expect(errorOf(fromBucket)).toEqual(errorOf(fromDisk));
      expect(errorOf(fromBucket)).toMatchObject({ status: 404, code: 'not_found' });
    } finally {
      await local.close();
    }
  });

  it('an upload the object store refuses answers a clean error and records nothing', async () => {
    const failing = await startFailingS3Server();
    const broken = await createTestApp({ ...s3.env, S3_ENDPOINT: failing.endpoint });
    try {
      const d = await registerDesigner(broken.app);
      expect(errorOf(await putLogo(broken, d.token, await makeImage.png()))).toEqual({
        status: 500,
        code: 'internal_error',
        msg: 'Something went wrong. Please try again.',
      });
      expect(failing.requests()).toBeGreaterThan(0);
      expect(await logoOf(broken, d.token)).toBeNull();
    } finally {
      await broken.close();
      await failing.close();
    }
  });
});
