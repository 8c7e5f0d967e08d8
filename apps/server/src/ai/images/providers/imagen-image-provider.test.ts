import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRequest } from '../image-provider.ts';
import { createImagenImageProvider } from './imagen-image-provider.ts';
import { eventually, failureOf, solidPng, startFakeProviderServer, stopButton, type FakeProviderServer } from './test-support/fake-provider-server.ts';

const key = 'AIzaSyTestKey0123456789';
const route = '/v1beta/models/imagen-3.0-generate-002:predict';
let server: FakeProviderServer;
let png: Buffer;

beforeEach(async () => {
  server = await startFakeProviderServer();
  png = await solidPng(32, 32);
});
afterEach(() => server.close());

const provider = (timeoutMs = 5_000) => createImagenImageProvider({ baseUrl: `${server.baseUrl}/v1beta`, apiKey: key, timeoutMs });
const request = (over: Partial<ImageRequest> = {}): ImageRequest => ({
  operation: 'text_to_image',
  prompt: 'A bright nursery',
  width: 768,
  height: 1024,
  count: 3,
  signal: new AbortController().signal,
  ...over,
});

describe('the Google Imagen adapter', () => {
  it('predicts with instances and parameters and decodes the base64 predictions', async () => {
    const prediction = { bytesBase64Encoded: png.toString('base64'), mimeType: 'image/png' };
    server.on('POST', route, { json: { predictions: [prediction, prediction, prediction] } });
    const images = await provider().generate(request());

    expect(images).toHaveLength(3);
    expect(images[0]!.data.equals(png)).toBe(true);
    const [sent] = server.received('POST', route);
    expect(sent!.headers['x-goog-api-key']).toBe(key);
    expect(sent!.json).toEqual({ instances: [{ prompt: 'A bright nursery' }], parameters: { sampleCount: 3, aspectRatio: '3:4', personGeneration: 'allow_adult' } });
  });

  it('says it cannot restyle or inpaint, without calling Google', async () => {
    expect(provider().capabilities.has('inpaint')).toBe(false);
    expect((await failureOf(provider().generate(request({ operation: 'image_to_image', image: png })))).reason).toBe('unsupported');
    expect(server.requests).toHaveLength(0);
  });

  it('keeps the images the safety filter let through, and refuses when it removed them all', async () => {
    server.on('POST', route, { json: { predictions: [{ raiFilteredReason: 'filtered' }, { bytesBase64Encoded: png.toString('base64'), mimeType: 'image/png' }] } });
    expect(await provider().generate(request())).toHaveLength(1);
    server.on('POST', route, { json: {} });
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');
    server.on('POST', route, { status: 400, json: { error: { code: 400, message: 'Image generation failed with the following error: The prompt could not be submitted. This prompt contains sensitive words that violate Google\'s Responsible AI practices.', status: 'INVALID_ARGUMENT' } } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');
  });

  it('maps a 503 to unavailable, a bad key to rejected without repeating it, and garbage to malformed', async () => {
    server.on('POST', route, { status: 503, json: { error: { code: 503, message: 'The model is overloaded.', status: 'UNAVAILABLE' } } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');
    server.on('POST', route, { status: 400, json: { error: { code: 400, message: `API key not valid: ${key}`, status: 'INVALID_ARGUMENT' } } });
    const failure = await failureOf(provider().generate(request()));
    expect(failure.reason).toBe('rejected');
    expect(failure.message).not.toContain(key);
    server.on('POST', route, { json: { predictions: 'none' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
  });

  it('times out, and stops at once on Stop', async () => {
    server.on('POST', route, 'hang');
    expect((await failureOf(provider(150).generate(request()))).reason).toBe('timeout');
    const { signal, stop } = stopButton();
    const running = provider().generate(request({ signal }));
    await eventually(() => server.requests.length === 2, 'the request reached Google');
    stop();
    expect((await failureOf(running)).reason).toBe('cancelled');
  });
});
