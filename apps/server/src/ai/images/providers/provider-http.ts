import { ImageProviderError, type GeneratedImage, type ImageRequest } from '../image-provider.ts';

/** What every HTTP adapter is built from: where the provider is, its key, the generation budget. */
export interface HttpProviderSettings {
  /** Without a trailing slash. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  /** One generation's whole budget, polling included. */
  timeoutMs: number;
  /** How often a job is polled (Replicate, ComfyUI) or its progress read (Automatic1111). */
  pollIntervalMs?: number;
  /** For tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Decides whether a refused reply is the provider's content policy (→ 'refused') rather than bad input (→ 'rejected'). */
export type RefusalCheck = (status: number, body: unknown, text: string) => boolean;

const policyWords = /content[ _-]?(policy|moderation|filter)|moderation_blocked|safety (system|filter)|nsfw|sensitive content/i;
export const mentionsContentPolicy: RefusalCheck = (_status, _body, text) => policyWords.test(text);

/**
 * One generation's calls to a provider: a single signal that ends on the designer's Stop or on the time
 * budget, and the mapping of every failure to the port's reasons, with the key kept out of messages.
 */
export class ProviderCall {
  readonly signal: AbortSignal;
  private readonly deadline: AbortSignal;
  private readonly fetchImpl: typeof fetch;

  constructor(
    readonly provider: string,
    private readonly settings: HttpProviderSettings,
    private readonly request: Pick<ImageRequest, 'signal'>,
    private readonly isRefusal: RefusalCheck = mentionsContentPolicy,
  ) {
    this.deadline = AbortSignal.timeout(settings.timeoutMs);
    this.signal = AbortSignal.any([request.signal, this.deadline]);
    this.fetchImpl = settings.fetch ?? fetch;
  }

  get cancelled(): boolean {
    return this.request.signal.aborted;
  }

  /** Absolute URLs pass through (result downloads); paths are joined to the base URL. */
  url(pathOrUrl: string): string {
    return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${this.settings.baseUrl}${pathOrUrl}`;
  }

  /** A successful reply and its body, or an ImageProviderError. */
  async send(pathOrUrl: string, init: RequestInit = {}): Promise<{ response: Response; body: Buffer }> {
    this.throwIfStopped();
    let response: Response;
    let body: Buffer;
    try {
      response = await this.fetchImpl(this.url(pathOrUrl), { ...init, signal: this.signal });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw this.failureOf(error);
    }
    if (!response.ok) throw this.errorOfReply(response.status, body);
    return { response, body };
  }

  async json(pathOrUrl: string, init: RequestInit = {}): Promise<unknown> {
    const { body } = await this.send(pathOrUrl, init);
    try {
      return JSON.parse(body.toString('utf8')) as unknown;
    } catch {
      throw this.error('malformed', 'answered with something that is not JSON');
    }
  }

  /** Fire-and-forget calls after a Stop or a timeout (cancel a job, interrupt a sampler): own short budget, errors ignored. */
  async bestEffort(pathOrUrl: string, init: RequestInit = {}): Promise<void> {
    try {
      const response = await this.fetchImpl(this.url(pathOrUrl), { ...init, signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
    } catch {
      // The job ends on the provider's side anyway; the designer's slot is freed by us either way.
    }
  }

  /** A read after a Stop or a timeout (is our job the one running?): own short budget, undefined on any failure. */
  async bestEffortJson(pathOrUrl: string, init: RequestInit = {}): Promise<unknown> {
    try {
      const response = await this.fetchImpl(this.url(pathOrUrl), { ...init, signal: AbortSignal.timeout(5_000) });
      return response.ok ? ((await response.json()) as unknown) : undefined;
    } catch {
      return undefined;
    }
  }

  /** Waits between polls; ends early (with the right reason) on Stop or timeout. */
  async sleep(ms: number): Promise<void> {
    this.throwIfStopped();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      const signal = this.signal;
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    });
    this.throwIfStopped();
  }

  throwIfStopped(): void {
    if (this.request.signal.aborted) throw this.error('cancelled', 'was stopped');
    if (this.deadline.aborted) throw this.timeoutError();
  }

  /** Maps anything thrown while talking to the provider. */
  failureOf(error: unknown): ImageProviderError {
    if (error instanceof ImageProviderError) return error;
    if (this.request.signal.aborted) return this.error('cancelled', 'was stopped');
    if (this.deadline.aborted) return this.timeoutError();
    return this.error('unavailable', `could not be reached (${this.redact(error instanceof Error ? error.message : String(error))})`);
  }

  errorOfReply(status: number, raw: Buffer): ImageProviderError {
    const text = raw.toString('utf8').slice(0, 4_000);
    let body: unknown = undefined;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the message.
    }
    const detail = messageOf(body) ?? text.replace(/\s+/g, ' ').trim();
    const said = detail ? `: ${detail.slice(0, 300)}` : '';
    if (status >= 400 && status < 500 && this.isRefusal(status, body, text)) return this.error('refused', `refused the request under its content policy${said}`);
    if (status >= 500 || status === 429 || status === 408) return this.error('unavailable', `answered ${status}${said}`);
    return this.error('rejected', `answered ${status}${said}`);
  }

  error(reason: ImageProviderError['reason'], what: string): ImageProviderError {
    return new ImageProviderError(reason, this.redact(`${this.provider} ${what}`), this.provider);
  }

  private timeoutError(): ImageProviderError {
    return this.error('timeout', `did not finish within ${Math.round(this.settings.timeoutMs / 1000)} s`);
  }

  /** Provider messages sometimes quote the key (partly); none of it reaches a message or a log. */
  redact(text: string): string {
    const key = this.settings.apiKey;
    let out = key ? text.split(key).join('[key]') : text;
    // Key shapes of the providers (OpenAI/Stability sk-…, Replicate r8_…, Google AIza…), also when partly masked.
    out = out.replace(/\b(sk-|sk_|r8_|AIza|whsec_)[-_A-Za-z0-9]{6,}\**[-_A-Za-z0-9]*/g, '[key]');
    return out;
  }
}

function messageOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return typeof body === 'string' ? body : undefined;
  const b = body as Record<string, unknown>;
  const error = b.error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const e = error as Record<string, unknown>;
    if (typeof e.message === 'string') return e.message;
  }
  if (Array.isArray(b.errors)) return b.errors.map(String).join('; ');
  for (const key of ['message', 'detail', 'title']) if (typeof b[key] === 'string') return b[key];
  return undefined;
}

/** The picture format from its first bytes; anything else is not an image we can keep. */
export function sniffImage(data: Buffer): GeneratedImage['mimeType'] | undefined {
  if (data.length > 8 && data.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length > 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** Decodes a base64 (or data: URI) image from a reply; 'malformed' if it is not a picture. */
export function decodeImage(call: ProviderCall, value: unknown, seed?: number): GeneratedImage {
  if (typeof value !== 'string' || !value) throw call.error('malformed', 'sent a result without image data');
  const base64 = value.startsWith('data:') ? value.slice(value.indexOf(',') + 1) : value;
  return imageOf(call, Buffer.from(base64, 'base64'), seed);
}

export function imageOf(call: ProviderCall, data: Buffer, seed?: number): GeneratedImage {
  const mimeType = sniffImage(data);
  if (!mimeType) throw call.error('malformed', 'sent a result that is not a PNG, JPEG or WebP image');
  return seed === undefined ? { data, mimeType } : { data, mimeType, seed };
}

export function unsupported(provider: string, label: string, operation: string): ImageProviderError {
  return new ImageProviderError('unsupported', `${label} cannot do ${operation.replace(/_/g, ' ')}`, provider);
}

/** The prompt as the provider gets it: the designer's words plus the chosen space and style. */
export function fullPrompt(request: ImageRequest): string {
  const parts = [request.prompt.trim()];
  if (request.space) parts.push(`Space: ${request.space.label}.`);
  if (request.style) parts.push(`Style: ${request.style.label}${request.style.prompt ? ` (${request.style.prompt})` : ''}.`);
  return parts.filter(Boolean).join(' ');
}

/** The closest of a provider's aspect ratios ("16:9") to the requested size. */
export function nearestAspectRatio(width: number, height: number, allowed: readonly string[]): string {
  const wanted = Math.log(width / height);
  let best = allowed[0]!;
  let bestDistance = Infinity;
  for (const ratio of allowed) {
    const [w, h] = ratio.split(':').map(Number) as [number, number];
    const distance = Math.abs(Math.log(w / h) - wanted);
    if (distance < bestDistance) {
      best = ratio;
      bestDistance = distance;
    }
  }
  return best;
}

export function clamp01(value: number): number {
  return Math.max(0, Math.min(1, value));
}
