import dns from 'node:dns';
import net from 'node:net';
import { isPublicAddress } from '../brand-analysis/address-policy.ts';
import type { Env } from '../env.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

const refused = () => new AppError('provider_address_not_allowed', errorMessages.provider_address_not_allowed, { base_url: 'provider_address_not_allowed' });

/**
 * Where a studio's own provider may be: an http(s) address without credentials whose host resolves to
 * public addresses only, so a studio on a shared install cannot make the server call its own network
 * (the test-only PROVIDER_TEST_ALLOW_ORIGINS excepted). Checked on connect and before every use.
 */
export async function checkProviderAddress(env: Pick<Env, 'PROVIDER_TEST_ALLOW_ORIGINS'>, raw: string): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused();
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw refused();
  if (env.PROVIDER_TEST_ALLOW_ORIGINS.includes(url.origin)) return;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (net.isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      throw new AppError('provider_unreachable', errorMessages.provider_unreachable);
    }
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw refused();
}

/**
 * fetch for a studio's own provider: every URL it is asked for (the provider's address, and any a reply
 * points to, such as a result download) passes `checkProviderAddress` first, and redirects are refused,
 * so neither a reply nor a redirect can lead the server into a private network.
 */
export function guardedProviderFetch(env: Pick<Env, 'PROVIDER_TEST_ALLOW_ORIGINS'>): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    await checkProviderAddress(env, url);
    return fetch(input, { ...init, redirect: 'error' });
  };
}
