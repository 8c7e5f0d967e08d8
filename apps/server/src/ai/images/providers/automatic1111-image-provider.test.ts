import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRequest } from '../image-provider.ts';
import { createAutomatic1111ImageProvider } from './automatic1111-image-provider.ts';
import { canonicalMask, eventually, failureOf, rgbaAt, solidPng, startFakeProviderServer, stopButton, type FakeProviderServer } from './test-support/fake-provider-server.ts';

let server: FakeProviderServer;
let png: Buffer;

beforeEach(async () => {
  server = await startFakeProviderServer();
  png = await solidPng(64, 48);
  server.on('GET', '/sdapi/v1/progress', { json: { progress: 0.4, eta_relative: 3, state: { job_count: 1 }, current_image: null } });
  server.on('POST', '/sdapi/v1/interrupt', { json: {} });
});
afterEach(() => server.close());

const provider = (over: { apiKey?: string; model?: string; timeoutMs?: number } = {}) =>
  createAutomatic1111ImageProvider({ baseUrl: server.baseUrl, pollIntervalMs: 10, timeoutMs: 5_000, ...over });
const request = (over: Partial<ImageRequest> = {}): ImageRequest => ({
  operation: 'text_to_image',
  prompt: 'A marble bathroom',
  width: 1020,
  height: 766,
  count: 2,
  signal: new AbortController().signal,
  ...over,
});
const reply = (n: number) => ({ json: { images: Array.from({ length: n }, () => png.toString('base64')), parameters: {}, info: JSON.stringify({ seed: 11, all_seeds: [11, 12] }) } });
/** Answers once the client has read the progress while the generation was running. */
const afterProgressWasRead = (n: number) => async () => {
  await eventually(() => server.received('GET', '/sdapi/v1/progress').length >= 1, 'progress was read');
  return reply(n);
};

describe('the Automatic1111 adapter', () => {
  it('runs txt2img with a batch, reports progress while it runs, and keeps the seeds', async () => {
    server.on('POST', '/sdapi/v1/txt2img', afterProgressWasRead(2));
    const progress: number[] = [];
    const images = await provider({ apiKey: 'studio:secret-pass', model: 'sdxl.safetensors' }).generate(request({ onProgress: (f) => progress.push(f) }));

    expect(images.map((i) => i.seed)).toEqual([11, 12]);
    const [sent] = server.received('POST', '/sdapi/v1/txt2img');
    expect(sent!.headers.authorization).toBe(`Basic ${Buffer.from('studio:secret-pass').toString('base64')}`);
    expect(sent!.json).toMatchObject({ prompt: 'A marble bathroom', width: 1024, height: 768, seed: -1, batch_size: 2, n_iter: 1, override_settings: { sd_model_checkpoint: 'sdxl.safetensors' } });
    expect(progress).toContain(0.4);
    expect(progress.at(-1)).toBe(1);
  });

  it('restyles with img2img and denoising_strength', async () => {
    server.on('POST', '/sdapi/v1/img2img', reply(1));
    await provider().generate(request({ operation: 'image_to_image', image: png, strength: 0.3, count: 1 }));
    const body = server.received('POST', '/sdapi/v1/img2img')[0]!.json as Record<string, unknown>;
    expect(body.denoising_strength).toBe(0.3);
    expect(body.init_images).toEqual([png.toString('base64')]);
    expect(body.mask).toBeUndefined();
  });

  it('inpaints with a mask that is white where it repaints, not inverted', async () => {
    server.on('POST', '/sdapi/v1/img2img', reply(1));
    const mask = await canonicalMask(64, 48, { left: 0, top: 24, width: 64, height: 24 });
    await provider().generate(request({ operation: 'inpaint', image: png, mask, count: 1 }));
    const body = server.received('POST', '/sdapi/v1/img2img')[0]!.json as Record<string, unknown>;
    expect(body.inpainting_mask_invert).toBe(0);
    const sentMask = Buffer.from(body.mask as string, 'base64');
    expect((await rgbaAt(sentMask, 10, 40)).slice(0, 3)).toEqual([255, 255, 255]);
    expect((await rgbaAt(sentMask, 10, 5)).slice(0, 3)).toEqual([0, 0, 0]);
  });

  it('interrupts the sampler when the designer stops', async () => {
    server.on('POST', '/sdapi/v1/txt2img', 'hang');
    const { signal, stop } = stopButton();
    const running = provider().generate(request({ signal }));
    await eventually(() => server.received('GET', '/sdapi/v1/progress').length >= 1, 'progress was polled');
    stop();
    expect((await failureOf(running)).reason).toBe('cancelled');
    await eventually(() => server.received('POST', '/sdapi/v1/interrupt').length === 1, 'the interrupt endpoint was called');
  });

  it('times out and interrupts the sampler', async () => {
    server.on('POST', '/sdapi/v1/txt2img', 'hang');
    expect((await failureOf(provider({ timeoutMs: 150 }).generate(request()))).reason).toBe('timeout');
    await eventually(() => server.received('POST', '/sdapi/v1/interrupt').length === 1, 'the interrupt endpoint was called');
  });

  it('maps a 500 to unavailable, a safety extension’s refusal to refused, a 422 to rejected, and a short reply to malformed', async () => {
    server.on('POST', '/sdapi/v1/txt2img', { status: 500, json: { error: 'OutOfMemoryError', detail: '', body: '', errors: 'CUDA out of memory' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');
    server.on('POST', '/sdapi/v1/txt2img', { status: 403, json: { detail: 'Prompt blocked: NSFW content is not allowed on this server' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');
    server.on('POST', '/sdapi/v1/txt2img', { status: 422, json: { detail: [{ loc: ['body', 'width'], msg: 'value is not a valid integer' }] } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('rejected');
    server.on('POST', '/sdapi/v1/txt2img', reply(1));
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
  });
});
