import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ImageRequest } from '../image-provider.ts';
import { createComfyUiImageProvider } from './comfyui-image-provider.ts';
import type { ComfyWorkflow } from './comfyui-workflows.ts';
import { canonicalMask, eventually, failureOf, fileOf, rgbaAt, solidPng, startFakeProviderServer, stopButton, type FakeProviderServer } from './test-support/fake-provider-server.ts';

let server: FakeProviderServer;
let png: Buffer;
const done = {
  c1: {
    prompt: [1, 'c1', {}, {}, ['9']],
    outputs: { '9': { images: [{ filename: 'genie_00001_.png', subfolder: '', type: 'output' }, { filename: 'genie_00002_.png', subfolder: '', type: 'output' }] } },
    status: { status_str: 'success', completed: true, messages: [['execution_start', { prompt_id: 'c1' }]] },
  },
};

beforeEach(async () => {
  server = await startFakeProviderServer();
  png = await solidPng(64, 48);
  let uploads = 0;
  server.on('POST', '/upload/image', (r) => ({ json: { name: `${String((r.form!.get('image') as File).name)}-${++uploads}`, subfolder: '', type: 'input' } }));
  server.on('POST', '/prompt', { json: { prompt_id: 'c1', number: 1, node_errors: {} } });
  server.on('GET', '/view', { body: png, headers: { 'content-type': 'image/png' } });
  server.on('POST', '/interrupt', { body: '' });
  server.on('POST', '/queue', { body: '' });
  server.on('GET', '/queue', { json: { queue_running: [[1, 'c1', {}, {}, ['9']]], queue_pending: [] } });
});
afterEach(() => server.close());

const provider = (timeoutMs = 5_000) => createComfyUiImageProvider({ baseUrl: server.baseUrl, model: 'sdxl.safetensors', pollIntervalMs: 10, timeoutMs });
const request = (over: Partial<ImageRequest> = {}): ImageRequest => ({
  operation: 'text_to_image',
  prompt: 'A quiet study',
  width: 1024,
  height: 768,
  count: 2,
  seed: 99,
  signal: new AbortController().signal,
  ...over,
});
/** /history answers {} for the first polls, then the finished entry. */
function historyAfter(polls: number, entry: object = done) {
  let n = 0;
  server.on('GET', '/history/c1', () => ({ json: n++ < polls ? {} : entry }));
}
const workflowSent = () => (server.received('POST', '/prompt')[0]!.json as { prompt: ComfyWorkflow; client_id: string });

describe('the ComfyUI adapter', () => {
  it('queues the text→image workflow, polls the history and reads the outputs from /view', async () => {
    historyAfter(2);
    const images = await provider().generate(request());

    expect(images).toHaveLength(2);
    expect(images[0]!.data.equals(png)).toBe(true);
    const { prompt, client_id } = workflowSent();
    expect(client_id).toBeTruthy();
    expect(prompt['4']!.inputs.ckpt_name).toBe('sdxl.safetensors');
    expect(prompt['5']).toEqual({ class_type: 'EmptyLatentImage', inputs: { width: 1024, height: 768, batch_size: 2 } });
    expect(prompt['3']!.inputs).toMatchObject({ seed: 99, denoise: 1, latent_image: ['5', 0] });
    expect(prompt['6']!.inputs.text).toBe('A quiet study');
    expect(server.received('GET', '/history/c1')).toHaveLength(3);
    expect(server.received('GET', '/view').map((r) => r.query.get('filename'))).toEqual(['genie_00001_.png', 'genie_00002_.png']);
    expect(server.received('GET', '/view')[0]!.query.get('type')).toBe('output');
  });

  it('reports the sampler’s steps of its own prompt from /ws', async () => {
    const step = (value: number, id: string) => server.sockets[0]?.send(JSON.stringify({ type: 'progress', data: { value, max: 25, prompt_id: id, node: '3' } }));
    server.on('POST', '/prompt', () => {
      // Before our id is known: another client's prompt (not ours to report) and our first step (held).
      step(20, 'someone-else');
      step(5, 'c1');
      return { json: { prompt_id: 'c1', number: 1, node_errors: {} } };
    });
    let polls = 0;
    server.on('GET', '/history/c1', () => {
      polls++;
      if (polls === 1) step(10, 'c1');
      if (polls === 2) step(15, 'other');
      // Finished only once both of our steps have been seen, so the test never races the socket.
      return { json: polls < 4 || progress.length < 2 ? {} : done };
    });
    const progress: number[] = [];
    await provider().generate(request({ onProgress: (f) => progress.push(f) }));

    expect(server.sockets).toHaveLength(1);
    expect(server.sockets[0]!.path).toBe('/ws');
    expect(server.sockets[0]!.query.get('clientId')).toBe(workflowSent().client_id);
    expect(progress).toEqual([0.2, 0.4, 1]);
  });

  it('uploads the photo for image→image and denoises by the strength', async () => {
    historyAfter(0);
    await provider().generate(request({ operation: 'image_to_image', image: png, strength: 0.4 }));
    const [upload] = server.received('POST', '/upload/image');
    expect(upload!.form!.get('type')).toBe('input');
    expect((await fileOf(upload!.form, 'image')).equals(png)).toBe(true);
    const { prompt } = workflowSent();
    expect(prompt['10']!.inputs.image).toMatch(/^genie-image-.*\.png-1$/);
    expect(prompt['3']!.inputs).toMatchObject({ denoise: 0.4, latent_image: ['12', 0] });
  });

  it('inpaints with an uploaded mask that is white where it repaints, read from its red channel', async () => {
    historyAfter(0);
    const mask = await canonicalMask(64, 48, { left: 40, top: 0, width: 24, height: 48 });
    await provider().generate(request({ operation: 'inpaint', image: png, mask }));
    const uploads = server.received('POST', '/upload/image');
    expect(uploads).toHaveLength(2);
    const sentMask = await fileOf(uploads[1]!.form, 'image');
    expect((await rgbaAt(sentMask, 50, 20)).slice(0, 3)).toEqual([255, 255, 255]);
    expect((await rgbaAt(sentMask, 5, 20)).slice(0, 3)).toEqual([0, 0, 0]);
    const { prompt } = workflowSent();
    expect(prompt['13']!.inputs.image).toMatch(/^genie-mask-.*-2$/);
    expect(prompt['14']).toEqual({ class_type: 'ImageToMask', inputs: { image: ['13', 0], channel: 'red' } });
    expect(prompt['11']!.class_type).toBe('VAEEncodeForInpaint');
  });

  it('on Stop deletes the job from the queue and interrupts it when it is the one running', async () => {
    historyAfter(Number.POSITIVE_INFINITY);
    const { signal, stop } = stopButton();
    const running = provider().generate(request({ signal }));
    await eventually(() => server.received('GET', '/history/c1').length >= 2, 'polling started');
    stop();
    expect((await failureOf(running)).reason).toBe('cancelled');
    await eventually(() => server.received('POST', '/queue').length === 1, 'the queue delete was sent');
    expect(server.received('POST', '/queue')[0]!.json).toEqual({ delete: ['c1'] });
    expect(server.received('POST', '/interrupt')[0]!.json).toEqual({ prompt_id: 'c1' });
  });

  it('does not interrupt someone else’s running job when ours is still waiting', async () => {
    historyAfter(Number.POSITIVE_INFINITY);
    server.on('GET', '/queue', { json: { queue_running: [[0, 'other', {}, {}, ['9']]], queue_pending: [[1, 'c1', {}, {}, ['9']]] } });
    expect((await failureOf(provider(1_000).generate(request()))).reason).toBe('timeout');
    await eventually(() => server.received('POST', '/queue').length === 1, 'the queue delete was sent');
    expect(server.received('POST', '/interrupt')).toHaveLength(0);
  });

  it('maps an invalid workflow to rejected, a 500 to unavailable, a failed run to unavailable or refused, and garbage to malformed', async () => {
    server.on('POST', '/prompt', { status: 400, json: { error: { type: 'prompt_outputs_failed_validation', message: 'Prompt outputs failed validation', details: '' }, node_errors: { '4': { errors: [{ message: 'Value not in list' }] } } } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('rejected');
    server.on('POST', '/prompt', { status: 500, body: '500 Internal Server Error' });
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');

    server.on('POST', '/prompt', { json: { prompt_id: 'c1', number: 1, node_errors: {} } });
    const failed = (message: string) => ({ c1: { outputs: {}, status: { status_str: 'error', completed: false, messages: [['execution_error', { node_type: 'KSampler', exception_message: message }]] } } });
    historyAfter(0, failed('Allocation on device failed'));
    expect((await failureOf(provider().generate(request()))).reason).toBe('unavailable');
    historyAfter(0, failed('NSFW content detected by the safety checker'));
    expect((await failureOf(provider().generate(request()))).reason).toBe('refused');

    historyAfter(0);
    server.on('GET', '/view', { body: '<html>not found</html>', headers: { 'content-type': 'text/html' } });
    expect((await failureOf(provider().generate(request()))).reason).toBe('malformed');
  });
});
