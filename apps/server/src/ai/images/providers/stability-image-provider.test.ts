import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRequest } from '../image-provider.ts';
import { createStabilityImageProvider } from './stability-image-provider.ts';
import { canonicalMask, eventually, failureOf, fileOf, rgbaAt, solidPng, startFakeProviderServer, stopButton, type FakeProviderServer } from './test-support/fake-provider-server.ts';

const key = 'sk-stability-0123456789abcdef';
let server: FakeProviderServer;
let png: Buffer;

beforeEach(async () => {
  server = await startFakeProviderServer();
  png = await solidPng(64, 48);
});
afterEach(() => server.close());

const provider = (model?: string, timeoutMs = 5_000) => createStabilityImageProvider({ baseUrl: server.baseUrl, apiKey: key, model, timeoutMs });
const request = (over: Partial<ImageRequest> = {}): ImageRequest => ({
  operation: 'text_to_image',
  prompt: 'A sunlit loft',
  width: 1344,
  height: 768,
  count: 1,
  signal: new AbortController().signal,
  ...over,
});
const imageReply = (seed = '42') => ({ body: png, headers: { 'content-type': 'image/png', 'finish-reason': 'SUCCESS', seed } });

describe('the Stability AI adapter', () => {
  it('generates from text on /generate/core, one multipart call per image, with the seed it reports', async () => {
    server.on('POST', '/v2beta/stable-image/generate/core', (r) => imageReply(String(r.form!.get('seed'))));
    const images = await provider().generate(request({ count: 2, seed: 7, negativePrompt: 'clutter' }));

    expect(images.map((i) => i.seed)).toEqual([7, 8]);
    expect(images[0]!.data.equals(png)).toBe(true);
    const sent = server.received('POST', '/v2beta/stable-image/generate/core');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${key}`);
    expect(sent[0]!.headers.accept).toBe('image/*');
    const form = sent[0]!.form!;
    expect(form.get('prompt')).toBe('A sunlit loft');
    expect(form.get('negative_prompt')).toBe('clutter');
    expect(form.get('aspect_ratio')).toBe('16:9');
    expect(form.get('output_format')).toBe('png');
  });

  it('sends an SD3 model id to /generate/sd3', async () => {
    server.on('POST', '/v2beta/stable-image/generate/sd3', imageReply());
    await provider('sd3.5-large').generate(request());
    expect(server.received('POST', '/v2beta/stable-image/generate/sd3')[0]!.form!.get('model')).toBe('sd3.5-large');
  });

  it('inpaints on /edit/inpaint with the mask white where it repaints', async () => {
    server.on('POST', '/v2beta/stable-image/edit/inpaint', imageReply());
    const mask = await canonicalMask(64, 48, { left: 32, top: 0, width: 32, height: 48 });
    await provider().generate(request({ operation: 'inpaint', image: png, mask }));

    const form = server.received('POST', '/v2beta/stable-image/edit/inpaint')[0]!.form!;
    expect((await fileOf(form, 'image')).equals(png)).toBe(true);
    const sentMask = await fileOf(form, 'mask');
    expect((await rgbaAt(sentMask, 50, 10)).slice(0, 3)).toEqual([255, 255, 255]);
    expect((await rgbaAt(sentMask, 10, 10)).slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('restyles a photo on /control/structure, keeping more of it the lower the strength', async () => {
    server.on('POST', '/v2beta/stable-image/control/structure', imageReply());
    await provider().generate(request({ operation: 'image_to_image', image: png, strength: 0.3 }));
    const form = server.received('POST', '/v2beta/stable-image/control/structure')[0]!.form!;
    expect(form.get('control_strength')).toBe('0.7');
    expect(form.has('image')).toBe(true);
  });

  it('maps the 403 content moderation, and a filtered result, to refused', async () => {
    server.on('POST', '/v2beta/stable-image/generate/core', {
      status: 403,
      json: { id: 'a1', name: 'content_moderation', errors: ['Your request was flagged by our content moderation system.'] },
    });
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');
    server.on('POST', '/v2beta/stable-image/generate/core', { body: png, headers: { 'content-type': 'image/png', 'finish-reason': 'CONTENT_FILTERED' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');
  });

  it('maps a 500 to unavailable and a 400 to rejected, without the key', async () => {
    server.on('POST', '/v2beta/stable-image/generate/core', { status: 500, json: { id: 'x', name: 'internal_error', errors: ['boom'] } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');
    server.on('POST', '/v2beta/stable-image/generate/core', { status: 401, json: { id: 'x', name: 'unauthorized', errors: [`bad key ${key}`] } });
    const failure = await failureOf(provider().generate(request()));
    expect(failure.reason).toBe('rejected');
    expect(failure.message).not.toContain(key);
  });

  it('maps a reply that is not an image to malformed', async () => {
    server.on('POST', '/v2beta/stable-image/generate/core', { body: 'oops', headers: { 'content-type': 'image/png' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
  });

  it('times out, and stops at once on Stop', async () => {
    server.on('POST', '/v2beta/stable-image/generate/core', 'hang');
    expect((await failureOf(provider(undefined, 200).generate(request()))).reason).toBe('timeout');

    const { signal, stop } = stopButton();
    const running = provider().generate(request({ signal }));
    await eventually(() => server.requests.length === 2, 'the second request arrived');
    stop();
    expect((await failureOf(running)).reason).toBe('cancelled');
  });
});
