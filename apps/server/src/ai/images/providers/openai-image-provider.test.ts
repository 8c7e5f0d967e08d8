import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRequest } from '../image-provider.ts';
import { createOpenAiImageProvider } from './openai-image-provider.ts';
import { canonicalMask, eventually, failureOf, fileOf, rgbaAt, solidPng, startFakeProviderServer, stopButton, type FakeProviderServer } from './test-support/fake-provider-server.ts';

const key = 'sk-test-abcdefghijklmnop';
let server: FakeProviderServer;
let png: Buffer;

beforeEach(async () => {
  server = await startFakeProviderServer();
  png = await solidPng(64, 48);
});
afterEach(() => server.close());

const provider = (model?: string, timeoutMs = 5_000) => createOpenAiImageProvider({ baseUrl: `${server.baseUrl}/v1`, apiKey: key, model, timeoutMs });
const request = (over: Partial<ImageRequest> = {}): ImageRequest => ({
  operation: 'text_to_image',
  prompt: 'A calm reading corner',
  width: 1280,
  height: 800,
  count: 2,
  signal: new AbortController().signal,
  style: { id: 'japandi', label: 'Japandi' },
  space: { id: 'living_room', label: 'Living room' },
  ...over,
});

describe('the OpenAI Images adapter', () => {
  it('generates from text with the documented JSON body and returns the base64 images', async () => {
    server.on('POST', '/v1/images/generations', { json: { created: 1, data: [{ b64_json: png.toString('base64') }, { b64_json: png.toString('base64') }] } });
    const progress: number[] = [];
    const images = await provider().generate(request({ onProgress: (f) => progress.push(f) }));

    expect(images).toHaveLength(2);
    expect(images[0]!.mimeType).toBe('image/png');
    expect(images[0]!.data.equals(png)).toBe(true);
    const [sent] = server.received('POST', '/v1/images/generations');
    expect(sent!.headers.authorization).toBe(`Bearer ${key}`);
    expect(sent!.json).toEqual({ model: 'gpt-image-1', prompt: 'A calm reading corner Space: Living room. Style: Japandi.', n: 2, size: '1536x1024' });
    expect(progress.at(-1)).toBe(1);
  });

  it('asks dall-e models for base64 and dall-e-3 one image per call', async () => {
    server.on('POST', '/v1/images/generations', { json: { data: [{ b64_json: png.toString('base64') }] } });
    const images = await provider('dall-e-3').generate(request({ width: 800, height: 1400 }));
    expect(images).toHaveLength(2);
    const sent = server.received('POST', '/v1/images/generations');
    expect(sent.map((r) => r.json)).toEqual([
      expect.objectContaining({ model: 'dall-e-3', n: 1, size: '1024x1792', response_format: 'b64_json' }),
      expect.objectContaining({ n: 1 }),
    ]);
  });

  it('inpaints through /images/edits with image[] and a mask whose alpha 0 marks what to repaint', async () => {
    server.on('POST', '/v1/images/edits', { json: { data: [{ b64_json: png.toString('base64') }] } });
    const mask = await canonicalMask(64, 48, { left: 0, top: 0, width: 32, height: 48 });
    await provider().generate(request({ operation: 'inpaint', image: png, mask, count: 1 }));

    const [sent] = server.received('POST', '/v1/images/edits');
    expect(sent!.headers.authorization).toBe(`Bearer ${key}`);
    const form = sent!.form!;
    expect(form.get('model')).toBe('gpt-image-1');
    expect(form.get('n')).toBe('1');
    expect(form.get('prompt')).toContain('A calm reading corner');
    expect((await fileOf(form, 'image[]')).equals(png)).toBe(true);
    const sentMask = await fileOf(form, 'mask');
    expect((await rgbaAt(sentMask, 10, 10))[3]).toBe(0); // white in our mask → transparent: edit here
    expect((await rgbaAt(sentMask, 50, 10))[3]).toBe(255); // black in our mask → opaque: keep
  });

  it('restyles a photo through /images/edits without a mask', async () => {
    server.on('POST', '/v1/images/edits', { json: { data: [{ b64_json: png.toString('base64') }] } });
    await provider().generate(request({ operation: 'image_to_image', image: png, strength: 0.6, count: 1 }));
    const [sent] = server.received('POST', '/v1/images/edits');
    expect(sent!.form!.has('image[]')).toBe(true);
    expect(sent!.form!.has('mask')).toBe(false);
  });

  it('says dall-e-3 cannot inpaint, without calling OpenAI', async () => {
    const { reason } = await failureOf(provider('dall-e-3').generate(request({ operation: 'inpaint', image: png, mask: png })));
    expect(reason).toBe('unsupported');
    expect(server.requests).toHaveLength(0);
  });

  it('maps a 500 to unavailable, a bad key to rejected, and never repeats the key', async () => {
    server.on('POST', '/v1/images/generations', { status: 500, json: { error: { message: 'The server had an error' } } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');

    server.on('POST', '/v1/images/generations', { status: 401, json: { error: { message: `Incorrect API key provided: ${key}.`, code: 'invalid_api_key' } } });
    const failure = await failureOf(provider().generate(request()));
    expect(failure.reason).toBe('rejected');
    expect(failure.message).not.toContain(key);
    expect(failure.message).not.toContain('abcdefghijklmnop');
  });

  it('maps the moderation block to refused', async () => {
    server.on('POST', '/v1/images/generations', {
      status: 400,
      json: { error: { message: 'Your request was rejected by the safety system.', type: 'image_generation_user_error', code: 'moderation_blocked' } },
    });
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');
  });

  it('maps a reply without images, or not JSON, to malformed', async () => {
    server.on('POST', '/v1/images/generations', { json: { data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
    server.on('POST', '/v1/images/generations', { body: '<html>gateway</html>', headers: { 'content-type': 'text/html' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
  });

  it('times out a request that never answers', async () => {
    server.on('POST', '/v1/images/generations', 'hang');
    const started = Date.now();
    expect((await failureOf(provider(undefined, 200).generate(request()))).reason).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(4_000);
  });

  it('stops at once on Stop by aborting the request (OpenAI has no cancel endpoint)', async () => {
    server.on('POST', '/v1/images/generations', 'hang');
    const { signal, stop } = stopButton();
    const running = provider().generate(request({ signal }));
    await eventually(() => server.requests.length === 1, 'the request reached OpenAI');
    stop();
    expect((await failureOf(running)).reason).toBe('cancelled');
  });
});
