import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'undici';
import type { GeneratedImage, ImageOperation, ImageProvider, ImageRequest } from '../image-provider.ts';
import { comfyOutputNode, imageToImageWorkflow, inpaintWorkflow, textToImageWorkflow, type ComfyWorkflow, type ComfyWorkflowInputs } from './comfyui-workflows.ts';
import { asPng, sizeOf, whiteIsRepaintMask } from './convert-mask.ts';
import { ProviderCall, clamp01, fullPrompt, imageOf, mentionsContentPolicy, type HttpProviderSettings } from './provider-http.ts';

export const comfyDefaultCheckpoint = 'v1-5-pruned-emaonly.safetensors';

interface HistoryEntry {
  outputs?: Record<string, { images?: { filename?: unknown; subfolder?: unknown; type?: unknown }[] }>;
  status?: { status_str?: unknown; completed?: unknown; messages?: unknown };
}

/**
 * A studio's own ComfyUI: inputs go up through /upload/image, one of the shipped workflows
 * (comfyui-workflows.ts) is queued with POST /prompt, /history/{id} is polled until it has outputs, which
 * are read from /view. Progress comes from the sampler's `progress` events on /ws (best effort: without
 * them the job still finishes by polling). Stop deletes the job from the queue (POST /queue {delete}) and, when it is the one
 * running, interrupts it (POST /interrupt). IMAGE_MODEL is the checkpoint file; IMAGE_API_KEY, when set,
 * is sent as a bearer token for a proxy in front of ComfyUI.
 */
export function createComfyUiImageProvider(settings: HttpProviderSettings): ImageProvider {
  const checkpoint = settings.model ?? comfyDefaultCheckpoint;
  const capabilities = new Set<ImageOperation>(['text_to_image', 'image_to_image', 'inpaint']);
  const label = `ComfyUI ${checkpoint}`;
  const headers: Record<string, string> = settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {};
  const pollMs = settings.pollIntervalMs ?? 1_000;
  const clientId = randomUUID();

  async function generate(request: ImageRequest): Promise<GeneratedImage[]> {
    const call = new ProviderCall('comfyui', settings, request);
    const seed = request.seed ?? Math.floor(Math.random() * 2 ** 32);
    const workflow = await workflowOf(call, request, seed);
    const progress = request.onProgress ? await followProgress(request.onProgress) : undefined;
    try {
      return await run(call, request, workflow, seed, (id) => progress?.queuedAs(id));
    } finally {
      progress?.stop();
    }
  }

  async function run(call: ProviderCall, request: ImageRequest, workflow: ComfyWorkflow, seed: number, queuedAs: (id: string) => void): Promise<GeneratedImage[]> {
    const queued = (await call.json('/prompt', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: workflow, client_id: clientId }),
    })) as { prompt_id?: unknown } | null;
    const id = queued?.prompt_id;
    if (typeof id !== 'string' || !id) throw call.error('malformed', 'queued the workflow without a prompt id');
    queuedAs(id);
    try {
      const entry = await finished(call, id);
      const files = entry.outputs?.[comfyOutputNode]?.images;
      if (!Array.isArray(files) || files.length === 0) throw call.error('malformed', 'finished without images');
      const images: GeneratedImage[] = [];
      for (const file of files.slice(0, request.count)) {
        if (typeof file?.filename !== 'string') throw call.error('malformed', 'listed an output without a file name');
        const query = new URLSearchParams({ filename: file.filename, subfolder: typeof file.subfolder === 'string' ? file.subfolder : '', type: typeof file.type === 'string' ? file.type : 'output' });
        images.push(imageOf(call, (await call.send(`/view?${query}`, { headers })).body, seed));
      }
      request.onProgress?.(1);
      return images;
    } catch (error) {
      const failure = call.failureOf(error);
      if (failure.reason === 'cancelled' || failure.reason === 'timeout') await cancel(call, id);
      throw failure;
    }
  }

  /**
   * Listens on /ws (as this adapter's client id) for the sampler's steps of our prompt. Resolves once the
   * socket is open or has failed, so no early event is missed; steps that arrive before /prompt has
   * answered with our id are held until it has.
   */
  async function followProgress(onProgress: (fraction: number) => void): Promise<{ queuedAs(id: string): void; stop(): void }> {
    let ours: string | undefined;
    const early = new Map<string, number>();
    let socket: WebSocket;
    try {
      // undici on the first generation through ComfyUI, not at start.
      const { WebSocket } = await import('undici');
      socket = new WebSocket(`${settings.baseUrl.replace(/^http/, 'ws')}/ws?clientId=${clientId}`, { headers });
    } catch {
      return { queuedAs: () => undefined, stop: () => undefined };
    }
    socket.addEventListener('message', (event) => {
      if (typeof event.data !== 'string') return; // binary frames are previews
      try {
        const message = JSON.parse(event.data) as { type?: unknown; data?: { value?: unknown; max?: unknown; prompt_id?: unknown } };
        const { value, max, prompt_id: id } = message.data ?? {};
        if (message.type !== 'progress' || typeof id !== 'string' || typeof value !== 'number' || typeof max !== 'number' || max <= 0) return;
        if (ours === undefined) early.set(id, clamp01(value / max));
        else if (id === ours) onProgress(clamp01(value / max));
      } catch {
        // Not an event we read.
      }
    });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 2_000);
      const settle = () => {
        clearTimeout(timer);
        resolve();
      };
      socket.addEventListener('open', settle, { once: true });
      socket.addEventListener('error', settle, { once: true });
      socket.addEventListener('close', settle, { once: true });
    });
    return {
      queuedAs(id) {
        ours = id;
        const fraction = early.get(id);
        early.clear();
        if (fraction !== undefined) onProgress(fraction);
      },
      stop() {
        try {
          socket.close();
        } catch {
          // Already closed.
        }
      },
    };
  }

  async function finished(call: ProviderCall, id: string): Promise<HistoryEntry> {
    for (;;) {
      const history = (await call.json(`/history/${encodeURIComponent(id)}`, { headers })) as Record<string, HistoryEntry> | null;
      if (!history || typeof history !== 'object') throw call.error('malformed', 'answered /history with something that is not an object');
      const entry = history[id];
      if (entry) {
        if (entry.status?.status_str === 'error') throw executionError(call, entry.status.messages);
        if (entry.status?.completed !== false && entry.outputs) return entry;
      }
      await call.sleep(pollMs);
    }
  }

  /** Takes the job out of the queue; interrupts only if it is the one running, never another studio member's. */
  async function cancel(call: ProviderCall, id: string): Promise<void> {
    const queue = (await call.bestEffortJson('/queue', { headers })) as { queue_running?: unknown } | undefined;
    const running = Array.isArray(queue?.queue_running) && queue.queue_running.some((item) => Array.isArray(item) && item[1] === id);
    if (running) await call.bestEffort('/interrupt', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ prompt_id: id }) });
    await call.bestEffort('/queue', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ delete: [id] }) });
  }

  async function upload(call: ProviderCall, png: Buffer, kind: string): Promise<string> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), `genie-${kind}-${randomUUID()}.png`);
    form.append('type', 'input');
    form.append('overwrite', 'true');
    const reply = (await call.json('/upload/image', { method: 'POST', headers, body: form })) as { name?: unknown; subfolder?: unknown } | null;
    if (typeof reply?.name !== 'string' || !reply.name) throw call.error('malformed', 'answered the upload without a file name');
    return typeof reply.subfolder === 'string' && reply.subfolder ? `${reply.subfolder}/${reply.name}` : reply.name;
  }

  async function workflowOf(call: ProviderCall, request: ImageRequest, seed: number): Promise<ComfyWorkflow> {
    const inputs: ComfyWorkflowInputs = {
      checkpoint,
      prompt: fullPrompt(request),
      negativePrompt: request.negativePrompt ?? '',
      width: Math.round(request.width / 8) * 8,
      height: Math.round(request.height / 8) * 8,
      count: request.count,
      seed,
    };
    if (request.operation === 'text_to_image') return textToImageWorkflow(inputs);
    if (!request.image) throw call.error('rejected', 'needs an input image');
    const png = await asPng(request.image);
    const image = await upload(call, png, 'image');
    if (request.operation === 'image_to_image') return imageToImageWorkflow({ ...inputs, image, denoise: clamp01(request.strength ?? 0.55) });
    if (!request.mask) throw call.error('rejected', 'needs a mask to inpaint');
    const { width, height } = await sizeOf(png);
    const mask = await upload(call, await whiteIsRepaintMask(request.mask, width, height), 'mask');
    return inpaintWorkflow({ ...inputs, image, mask });
  }

  return { id: 'comfyui', label, capabilities, generate };
}

/** status.messages is a list of [event, data]; the execution_error's exception_message says what went wrong. */
function executionError(call: ProviderCall, messages: unknown) {
  const error = Array.isArray(messages) ? messages.find((m) => Array.isArray(m) && m[0] === 'execution_error') : undefined;
  const data = (Array.isArray(error) ? error[1] : undefined) as { exception_message?: unknown; node_type?: unknown } | undefined;
  const said = typeof data?.exception_message === 'string' ? data.exception_message.trim().slice(0, 300) : 'no reason given';
  if (mentionsContentPolicy(0, data, said)) return call.error('refused', `refused the workflow under a content filter: ${said}`);
  return call.error('unavailable', `workflow failed${typeof data?.node_type === 'string' ? ` in ${data.node_type}` : ''}: ${said}`);
}
