import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import net from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type * as Undici from 'undici';
import { bareHost, checkDestination, checkResolvedAddresses, parseFetchUrl } from './address-policy.ts';
import { BrandFetchError, isBrandFetchError } from './brand-fetch-error.ts';

/** What is being fetched decides the accepted content types. */
export type FetchKind = 'html' | 'css' | 'image';

export interface FetchedResource {
  /** After redirects. */
  finalUrl: string;
  /** The media type without parameters, lower case ('' when the server sent none). */
  contentType: string;
  /** The charset parameter of the content type, when given. */
  charset: string | null;
  body: Buffer;
}

export interface SiteFetcher {
  /** Fetches one resource through the guard; throws `BrandFetchError` for every expected failure. */
  fetch(url: string, kind: FetchKind): Promise<FetchedResource>;
}

/** A host name's addresses (the system resolver by default; tests pass their own). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

export interface SiteFetcherOptions {
  /** One fetch's whole budget, redirects included: resolving, connecting, headers and every byte. */
  timeoutMs: number;
  /** The most bytes read of one resource (after decompression); past it the fetch fails `too_large`. */
  maxBytes: number;
  /**
   * Test-only (env BRAND_FETCH_TEST_ALLOW_ORIGINS, refused unless NODE_ENV=test): exact origins whose
   * address and port are not checked. Scheme, credentials, redirects, limits and every other origin
   * (a redirect from an allowed origin included) stay under the guard.
   */
  allowOrigins?: readonly string[];
  resolveHost?: ResolveHost;
  userAgent: string;
}

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const acceptHeader: Record<FetchKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  css: 'text/css,*/*;q=0.1',
  image: 'image/png,image/webp,image/jpeg,image/svg+xml,image/*;q=0.8',
};

const systemResolve: ResolveHost = async (hostname) => (await dns.promises.lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** A `lookup` for net/tls.connect that answers only with the addresses already checked: DNS is never asked twice, so it cannot rebind. */
export function pinnedLookup(addresses: readonly string[]) {
  const entries: LookupAddress[] = addresses.map((address) => ({ address, family: net.isIP(address) }));
  return (
    _hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    const usable = options.family === 4 || options.family === 6 ? entries.filter((e) => e.family === options.family) : entries;
    const first = usable[0];
    if (!first) {
      callback(Object.assign(new Error('no checked address of the wanted family'), { code: 'ENOTFOUND' }), '', 0);
      return;
    }
    if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  };
}

function mediaTypeOf(header: string | string[] | undefined): { contentType: string; charset: string | null } {
  const value = Array.isArray(header) ? (header[0] ?? '') : (header ?? '');
  const [type = '', ...params] = value.split(';');
  const charset = params.map((p) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(p)?.[1]).find(Boolean) ?? null;
  return { contentType: type.trim().toLowerCase(), charset };
}

function looksLikeHtml(body: Buffer): boolean {
  return /^\s*(?:<!--[\s\S]*?-->\s*)*<(?:!doctype\s+html|html|head|body)\b/i.test(body.subarray(0, 1024).toString('latin1').replace(/^\uFEFF/, ''));
}

function acceptable(kind: FetchKind, contentType: string): boolean | 'sniff' {
  if (!contentType) return kind === 'image' ? false : 'sniff';
  if (kind === 'html') return contentType === 'text/html' || contentType === 'application/xhtml+xml';
  if (kind === 'css') return contentType === 'text/css';
  return contentType.startsWith('image/');
}

function decoderFor(encoding: string | string[] | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  const value = (Array.isArray(encoding) ? encoding.join(',') : (encoding ?? '')).trim().toLowerCase();
  if (value === '' || value === 'identity') return null;
  if (value === 'gzip' || value === 'x-gzip') return zlib.createGunzip();
  if (value === 'deflate') return zlib.createInflate();
  if (value === 'br') return zlib.createBrotliDecompress();
  throw new BrandFetchError('unreachable', `unsupported content encoding ${value}`);
}

/** Drops a body unread; undici reports that as an abort, which nobody is waiting for. */
function discard(body: Readable): void {
  body.on('error', () => {});
  body.destroy();
}

/** Reads a body, decompressed, and gives up as soon as it passes `maxBytes` (a zip bomb stops there too). */
async function readLimited(body: Readable, encoding: string | string[] | undefined, maxBytes: number): Promise<Buffer> {
  let decoder: ReturnType<typeof decoderFor>;
  try {
    decoder = decoderFor(encoding);
  } catch (error) {
    discard(body);
    throw error;
  }
  const source: Readable = decoder ? pipeline(body, decoder, () => {}) : body;
  const chunks: Buffer[] = [];
  let total = 0;
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += buffer.length;
      if (total > maxBytes) throw new BrandFetchError('too_large', `more than ${maxBytes} bytes`);
      chunks.push(buffer);
    }
  } finally {
    if (total > maxBytes || !body.readableEnded) discard(body);
    decoder?.destroy();
  }
  return Buffer.concat(chunks);
}

function classify(error: unknown, signal: AbortSignal, undiciErrors: typeof Undici.errors): BrandFetchError {
  if (isBrandFetchError(error)) return error;
  if (signal.aborted) return new BrandFetchError('timeout', 'the site took too long to answer');
  if (
    error instanceof undiciErrors.ConnectTimeoutError ||
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return new BrandFetchError('timeout', error.message);
  }
  const detail = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}: ${error.message}` : String(error);
  return new BrandFetchError('unreachable', detail.slice(0, 300));
}

/** Rejects when `signal` aborts, so a resolver that hangs cannot outlive the budget. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The brand analysis's only way onto the network. Every hop (the first URL and each redirect,
 * followed by hand, at most 5) is parsed and checked: http(s), no credentials, a web port, and a
 * host whose every resolved address is public. The connection is then pinned to those very addresses
 * (a `lookup` that answers from the checked list), so a second DNS answer cannot rebind it. One
 * timer covers the whole fetch; bodies are read up to `maxBytes`; content types must fit the kind.
 */
export function createSiteFetcher(options: SiteFetcherOptions): SiteFetcher {
  const allowed = new Set((options.allowOrigins ?? []).map((o) => new URL(o).origin));
  const resolveHost = options.resolveHost ?? systemResolve;

  /** The addresses to connect to for this hop; null: the host is an IP literal (net.connect then resolves nothing). */
  async function destinationOf(url: URL, signal: AbortSignal): Promise<string[] | null> {
    const exempt = allowed.has(url.origin);
    if (!exempt) checkDestination(url);
    const host = bareHost(url);
    if (net.isIP(host)) return null;
    let addresses: string[];
    try {
      addresses = await abortable(resolveHost(host), signal);
    } catch (error) {
      if (signal.aborted) throw error;
      throw new BrandFetchError('unreachable', `${host} could not be resolved`);
    }
    if (!exempt) checkResolvedAddresses(host, addresses);
    if (addresses.length === 0) throw new BrandFetchError('unreachable', `${host} has no address`);
    return addresses;
  }

  async function fetchResource(raw: string, kind: FetchKind): Promise<FetchedResource> {
    // undici (about 20 MB once loaded) on the first fetch, not at start.
    const { Agent, errors: undiciErrors, request } = await import('undici');
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new BrandFetchError('timeout', 'the site took too long to answer')), options.timeoutMs);
    const signal = controller.signal;
    try {
      let url = parseFetchUrl(raw);
      for (let redirects = 0; ; redirects++) {
        const addresses = await destinationOf(url, signal);
        const agent = new Agent({
          connect: { ...(addresses ? { lookup: pinnedLookup(addresses) } : {}), timeout: options.timeoutMs },
          headersTimeout: options.timeoutMs,
          bodyTimeout: options.timeoutMs,
          maxHeaderSize: 64 * 1024,
          pipelining: 0,
        });
        try {
          const res = await request(url, {
            dispatcher: agent,
            method: 'GET',
            signal,
            headers: {
              'user-agent': options.userAgent,
              accept: acceptHeader[kind],
              'accept-encoding': 'gzip, deflate, br',
            },
          });
          if (REDIRECT_STATUSES.has(res.statusCode)) {
            discard(res.body);
            const location = res.headers.location;
            if (typeof location !== 'string' || !location) throw new BrandFetchError('http_error', `redirect ${res.statusCode} without a location`);
            if (redirects >= MAX_REDIRECTS) throw new BrandFetchError('too_many_redirects', `more than ${MAX_REDIRECTS} redirects`);
            url = parseFetchUrl(location, url);
            continue;
          }
          if (res.statusCode < 200 || res.statusCode > 299) {
            discard(res.body);
            throw new BrandFetchError('http_error', `HTTP ${res.statusCode}`);
          }
          const { contentType, charset } = mediaTypeOf(res.headers['content-type']);
          const fits = acceptable(kind, contentType);
          if (!fits) {
            discard(res.body);
            throw new BrandFetchError(kind === 'html' ? 'not_html' : 'http_error', `unexpected content type ${contentType || '(none)'}`);
          }
          const declared = Number(res.headers['content-length']);
          if (Number.isFinite(declared) && declared > options.maxBytes) {
            discard(res.body);
            throw new BrandFetchError('too_large', `${declared} bytes declared, more than ${options.maxBytes}`);
          }
          const body = await readLimited(res.body, res.headers['content-encoding'], options.maxBytes);
          if (fits === 'sniff' && kind === 'html' && !looksLikeHtml(body)) throw new BrandFetchError('not_html', 'no content type, and the body is not HTML');
          return { finalUrl: url.href, contentType, charset, body };
        } finally {
          agent.destroy().catch(() => {});
        }
      }
    } catch (error) {
      throw classify(error, signal, undiciErrors);
    } finally {
      clearTimeout(timer);
    }
  }

  return { fetch: fetchResource };
}
