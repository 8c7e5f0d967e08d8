import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteFetcher, type ResolveHost, type SiteFetcherOptions } from '../src/brand-analysis/safe-fetch.ts';
import { startBrandSite, type BrandSite } from './brand-site-server.ts';

// The fetcher against the local fixture site. The site is reachable only because its exact origin is
// on the test-only allowance; every other address, the same server under another name included, is refused.
let site: BrandSite;
beforeAll(async () => {
  site = await startBrandSite();
});
afterAll(() => site.close());

/** A resolver that must not be asked: the guard refuses before any lookup or connection. */
const noLookup: ResolveHost = async (host) => {
  throw new Error(`unexpected lookup of ${host}`);
};

function fetcher(overrides: Partial<SiteFetcherOptions> = {}) {
  return createSiteFetcher({ timeoutMs: 2000, maxBytes: 200_000, allowOrigins: [site.origin], resolveHost: noLookup, userAgent: 'GenieTest/1', ...overrides });
}

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? `untyped ${String(error)}`;
  }
  throw new Error('expected the fetch to fail');
}

describe('the brand-analysis fetcher', () => {
  it('reads the allowed fixture origin, with its content type and final URL', async () => {
    const page = await fetcher().fetch(site.url('/'), 'html');
    expect(page).toMatchObject({ finalUrl: `${site.origin}/`, contentType: 'text/html', charset: 'utf-8' });
    expect(page.body.toString('utf8')).toContain('Atelier Lumen');
    expect((await fetcher().fetch(site.url('/css/site.css'), 'css')).contentType).toBe('text/css');
    expect((await fetcher().fetch(site.url('/images/logo.png'), 'image')).contentType).toBe('image/png');
  });

  it.each([
    ['loopback by address', 'http://127.0.0.1/'],
    ['loopback on another port of the same host', 'http://127.0.0.1:8080/'],
    ['localhost', 'http://localhost/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['10/8', 'http://10.0.0.5/'],
    ['172.16/12', 'http://172.16.4.2/'],
    ['192.168/16', 'https://192.168.1.10/'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
    ['AWS IPv6 metadata', 'http://[fd00:ec2::254]/'],
    ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
    ['a decimal spelling of loopback', 'http://2130706433/'],
    ['a non-web port', 'https://93.184.215.14:22/'],
  ])('refuses %s without connecting', async (_label, url) => {
    expect(await failure(fetcher().fetch(url, 'html'))).toBe('address_not_allowed');
  });

  it('refuses the allowed server itself under any other origin', async () => {
    const port = new URL(site.origin).port;
    expect(await failure(fetcher().fetch(`http://localhost:${port}/`, 'html'))).toBe('address_not_allowed');
    expect(await failure(fetcher().fetch(`http://[::1]:${port}/`, 'html'))).toBe('address_not_allowed');
    expect(await failure(fetcher({ allowOrigins: [] }).fetch(site.url('/'), 'html'))).toBe('address_not_allowed');
  });

  it.each([
    ['file:///etc/passwd'],
    ['ftp://example.com/'],
    ['gopher://example.com/'],
    ['data:text/html,<h1>x</h1>'],
    ['javascript:alert(1)'],
    ['http://user:secret@example.com/'],
  ])('refuses %s', async (url) => {
    expect(await failure(fetcher().fetch(url, 'html'))).toBe('address_not_allowed');
  });

  it('refuses a host name that resolves to a private address, after asking the resolver', async () => {
    const asked: string[] = [];
    const resolveHost: ResolveHost = async (host) => {
      asked.push(host);
      return host === 'mixed.example' ? ['93.184.215.14', '10.1.2.3'] : ['192.168.0.7'];
    };
    expect(await failure(fetcher({ resolveHost }).fetch('https://intranet.example/', 'html'))).toBe('address_not_allowed');
    expect(await failure(fetcher({ resolveHost }).fetch('https://mixed.example/', 'html'))).toBe('address_not_allowed');
    expect(asked).toEqual(['intranet.example', 'mixed.example']);
  });

  it('refuses a redirect from the allowed origin to a private address, and never reaches it', async () => {
    expect(await failure(fetcher().fetch(site.url('/redirect-private'), 'html'))).toBe('address_not_allowed');
    expect(site.privateHits()).toBe(0);
  });

  it('stops after five redirects', async () => {
    expect(await failure(fetcher().fetch(site.url('/redirect-loop/0'), 'html'))).toBe('too_many_redirects');
  });

  it('stops reading an oversized page, also when it is compressed', async () => {
    expect(await failure(fetcher().fetch(site.url('/huge'), 'html'))).toBe('too_large');
    expect(await failure(fetcher().fetch(site.url('/huge-gzip'), 'html'))).toBe('too_large');
  });

  it('gives up on a page that never finishes within the time limit', async () => {
    const started = Date.now();
    expect(await failure(fetcher({ timeoutMs: 300 }).fetch(site.url('/slow'), 'html'))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses what is not of the kind asked for, and HTTP errors', async () => {
    expect(await failure(fetcher().fetch(site.url('/not-html'), 'html'))).toBe('not_html');
    expect(await failure(fetcher().fetch(site.url('/css/site.css'), 'html'))).toBe('not_html');
    expect(await failure(fetcher().fetch(site.url('/index.html'), 'image'))).toBe('http_error');
    expect(await failure(fetcher().fetch(site.url('/missing-page'), 'html'))).toBe('http_error');
  });

  it('connects to the address it checked: the name is resolved once and the socket pinned to the answer', async () => {
    // `fixture.test` exists only in this resolver: were the connection to look the name up again, it would fail.
    const port = new URL(site.origin).port;
    const asked: string[] = [];
    const resolveHost: ResolveHost = async (host) => {
      asked.push(host);
      return ['127.0.0.1'];
    };
    const page = await fetcher({ allowOrigins: [`http://fixture.test:${port}`], resolveHost }).fetch(`http://fixture.test:${port}/`, 'html');
    expect(page.body.toString('utf8')).toContain('Atelier Lumen');
    expect(asked).toEqual(['fixture.test']);
  });
});
