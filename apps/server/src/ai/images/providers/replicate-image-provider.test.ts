import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRequest } from '../image-provider.ts';
import { createReplicateImageProvider, progressFromLogs, verifyReplicateWebhook } from './replicate-image-provider.ts';
import { canonicalMask, eventually, failureOf, rgbaAt, solidPng, startFakeProviderServer, stopButton, type FakeProviderServer } from './test-support/fake-provider-server.ts';

const key = 'r8_testkey0123456789abcdef';
let server: FakeProviderServer;
let delivery: FakeProviderServer;
let png: Buffer;

beforeEach(async () => {
  server = await startFakeProviderServer();
  delivery = await startFakeProviderServer();
  png = await solidPng(64, 48);
  delivery.on('GET', /^\/out-\d\.png$/, { body: png, headers: { 'content-type': 'image/png' } });
});
afterEach(async () => {
  await server.close();
  await delivery.close();
});

const provider = (over: { version?: string; timeoutMs?: number; model?: string } = {}) =>
  createReplicateImageProvider({ baseUrl: `${server.baseUrl}/v1`, apiKey: key, model: 'stability-ai/sdxl', pollIntervalMs: 10, timeoutMs: 5_000, ...over });
const request = (over: Partial<ImageRequest> = {}): ImageRequest => ({
  operation: 'text_to_image',
  prompt: 'A tea room',
  width: 1024,
  height: 768,
  count: 2,
  signal: new AbortController().signal,
  ...over,
});
const started = { status: 201, json: { id: 'p1', status: 'starting', urls: { get: 'https://api.replicate.com/v1/predictions/p1', cancel: 'https://api.replicate.com/v1/predictions/p1/cancel' } } };

/** The prediction's states on successive polls; the last one repeats. */
function pollsAnswer(...states: object[]) {
  let n = 0;
  server.on('GET', '/v1/predictions/p1', () => ({ json: { id: 'p1', ...states[Math.min(n++, states.length - 1)] } }));
}

describe('the Replicate adapter', () => {
  it('creates a prediction on the model, polls it, reports progress from the logs and downloads the outputs', async () => {
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', started);
    pollsAnswer(
      { status: 'processing', logs: 'Using seed: 3\n  20%|██        | 10/50 [00:01<00:04, 9.8it/s]' },
      { status: 'succeeded', output: [`${delivery.baseUrl}/out-0.png`, `${delivery.baseUrl}/out-1.png`] },
    );
    const progress: number[] = [];
    const images = await provider().generate(request({ seed: 3, onProgress: (f) => progress.push(f) }));

    expect(images).toHaveLength(2);
    expect(images.map((i) => i.seed)).toEqual([3, 4]);
    expect(images[1]!.data.equals(png)).toBe(true);
    const [created] = server.received('POST', '/v1/models/stability-ai/sdxl/predictions');
    expect(created!.headers.authorization).toBe(`Bearer ${key}`);
    expect(created!.json).toEqual({
      input: { prompt: 'A tea room', width: 1024, height: 768, aspect_ratio: '4:3', num_outputs: 2, output_format: 'png', seed: 3 },
    });
    expect(progress).toEqual([0.2, 1]);
    // The result host is not Replicate's API: it never sees the key.
    expect(delivery.requests.every((r) => r.headers.authorization === undefined)).toBe(true);
  });

  it('uses /predictions with a version, and sends image and mask (white = inpaint) as data URIs', async () => {
    server.on('POST', '/v1/predictions', started);
    pollsAnswer({ status: 'succeeded', output: `data:image/png;base64,${png.toString('base64')}` });
    const mask = await canonicalMask(64, 48, { left: 0, top: 0, width: 16, height: 48 });
    await provider({ version: 'abc123', model: 'black-forest-labs/flux-fill-dev' }).generate(request({ operation: 'inpaint', image: png, mask, count: 1 }));

    const body = server.received('POST', '/v1/predictions')[0]!.json as { version: string; input: Record<string, string> };
    expect(body.version).toBe('abc123');
    expect(body.input.image).toBe(`data:image/png;base64,${png.toString('base64')}`);
    const sentMask = Buffer.from(body.input.mask!.split(',')[1]!, 'base64');
    expect((await rgbaAt(sentMask, 5, 5)).slice(0, 3)).toEqual([255, 255, 255]);
    expect((await rgbaAt(sentMask, 40, 5)).slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('inpaints only with an inpainting model, which would otherwise ignore the mask', async () => {
    expect(provider().capabilities.has('inpaint')).toBe(false);
    const failure = await failureOf(provider().generate(request({ operation: 'inpaint', image: png, mask: png })));
    expect(failure).toEqual({ reason: 'unsupported', message: 'Replicate stability-ai/sdxl cannot do inpaint' });
    expect(server.requests).toHaveLength(0);
  });

  it('passes image→image strength as prompt_strength', async () => {
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', started);
    pollsAnswer({ status: 'succeeded', output: [`${delivery.baseUrl}/out-0.png`] });
    await provider().generate(request({ operation: 'image_to_image', image: png, strength: 0.35, count: 1 }));
    expect((server.requests[0]!.json as { input: { prompt_strength: number } }).input.prompt_strength).toBe(0.35);
  });

  it('cancels the prediction on Replicate when the designer stops mid-poll', async () => {
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', started);
    pollsAnswer({ status: 'processing', logs: '' });
    server.on('POST', '/v1/predictions/p1/cancel', { json: { id: 'p1', status: 'canceled' } });
    const { signal, stop } = stopButton();
    const running = provider().generate(request({ signal }));
    await eventually(() => server.received('GET', '/v1/predictions/p1').length >= 2, 'polling started');
    stop();
    expect((await failureOf(running)).reason).toBe('cancelled');
    await eventually(() => server.received('POST', '/v1/predictions/p1/cancel').length === 1, 'the cancel endpoint was called');
    expect(server.received('POST', '/v1/predictions/p1/cancel')[0]!.headers.authorization).toBe(`Bearer ${key}`);
  });

  it('times out a prediction that never finishes, and cancels it too', async () => {
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', started);
    pollsAnswer({ status: 'processing' });
    server.on('POST', '/v1/predictions/p1/cancel', { json: {} });
    // A budget that ends while polling, not while the prediction is being created (no id to cancel yet).
    expect((await failureOf(provider({ timeoutMs: 1_000 }).generate(request()))).reason).toBe('timeout');
    await eventually(() => server.received('POST', '/v1/predictions/p1/cancel').length === 1, 'the cancel endpoint was called');
  });

  it('maps an NSFW failure to refused and another failure to unavailable', async () => {
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', started);
    pollsAnswer({ status: 'failed', error: 'NSFW content detected. Try running it again, or try a different prompt.' });
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');
    pollsAnswer({ status: 'failed', error: 'CUDA out of memory' });
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');
  });

  it('maps a 500 to unavailable, a 422 to rejected, and a reply without an id or outputs to malformed', async () => {
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', { status: 500, body: 'Internal Server Error' });
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', { status: 422, json: { title: 'Input validation failed', detail: 'num_outputs must be <= 4', status: 422 } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('rejected');
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', { status: 201, json: { status: 'starting' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
    server.on('POST', '/v1/models/stability-ai/sdxl/predictions', started);
    pollsAnswer({ status: 'succeeded', output: [] });
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
  });

  it('reads progress from tqdm bars and percentages', () => {
    expect(progressFromLogs('a\n 3/4 [00:01]\n 4/4 [00:02]')).toBe(1);
    expect(progressFromLogs(' 45%|████▌ ')).toBe(0.45);
    expect(progressFromLogs('loading weights')).toBeUndefined();
  });
});

describe('Replicate webhook signatures', () => {
  const secret = `whsec_${Buffer.from('a-very-secret-signing-key').toString('base64')}`;
  const body = JSON.stringify({ id: 'p1', status: 'succeeded' });
  const sign = (id: string, ts: string, payload: string) =>
    createHmac('sha256', Buffer.from('a-very-secret-signing-key')).update(`${id}.${ts}.${payload}`).digest('base64');
  const headers = (signature: string, ts = '1700000000') => ({ 'webhook-id': 'msg_1', 'webhook-timestamp': ts, 'webhook-signature': signature });

  it('accepts a delivery signed with the secret, among several signatures', () => {
    const signature = `v1,bm90IGl0 v1,${sign('msg_1', '1700000000', body)}`;
    expect(verifyReplicateWebhook({ headers: headers(signature), body, secret, nowSeconds: 1700000060 })).toBe(true);
    expect(verifyReplicateWebhook({ headers: headers(signature), body: Buffer.from(body), secret, nowSeconds: 1700000060 })).toBe(true);
  });

  it('refuses a changed body, another secret, a stale timestamp and missing headers', () => {
    const signature = `v1,${sign('msg_1', '1700000000', body)}`;
    expect(verifyReplicateWebhook({ headers: headers(signature), body: body.replace('succeeded', 'failed'), secret, nowSeconds: 1700000000 })).toBe(false);
    expect(verifyReplicateWebhook({ headers: headers(signature), body, secret: `whsec_${Buffer.from('other').toString('base64')}`, nowSeconds: 1700000000 })).toBe(false);
    expect(verifyReplicateWebhook({ headers: headers(signature), body, secret, nowSeconds: 1700000000 + 600 })).toBe(false);
    expect(verifyReplicateWebhook({ headers: { 'webhook-id': 'msg_1' }, body, secret, nowSeconds: 1700000000 })).toBe(false);
  });
});
