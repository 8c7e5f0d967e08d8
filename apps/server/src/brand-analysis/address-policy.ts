import net from 'node:net';
import ipaddr from 'ipaddr.js';
import { BrandFetchError } from './brand-fetch-error.ts';

/** The only IPv6 block handed out as public unicast (2000::/3); everything else is special or unassigned. */
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * Whether the fetcher may connect to `address`: a public unicast address only. ipaddr.js classifies
 * the special ranges (loopback, 0/8, RFC 1918, 100.64/10, 169.254/16 with the cloud metadata
 * 169.254.169.254, multicast, broadcast, reserved and documentation ranges; ::1, fc00::/7 with AWS's
 * fd00:ec2::254, fe80::/10, IPv4-mapped, NAT64, 6to4, Teredo …); anything it does not call `unicast`
 * is refused, and IPv6 must also lie in 2000::/3. Zone ids and non-canonical spellings are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (address.includes('%') || net.isIP(address) === 0) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
}

/** Ports a public website is served on; anything else is a service, not a site. */
const WEB_PORTS = new Set(['', '80', '443', '8080', '8443']);
/** Names that never lead to the public internet, whatever a resolver says. */
const LOCAL_SUFFIXES = ['.localhost', '.local', '.internal', '.home.arpa', '.lan', '.intranet'];

const refuse = (message: string) => new BrandFetchError('address_not_allowed', message);

/**
 * Parses a URL the fetcher is asked for (the designer's, or a redirect's `Location`): http(s) only,
 * no credentials, a real host name. Always applied, also to the test-only allowed origins.
 */
export function parseFetchUrl(raw: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    throw refuse('not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refuse(`scheme ${url.protocol} is not allowed`);
  if (url.username || url.password) throw refuse('credentials in the URL are not allowed');
  if (!url.hostname) throw refuse('the URL has no host');
  url.hash = '';
  return url;
}

/** The host of a URL as a resolver or `net.isIP` wants it (IPv6 without brackets). */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Where the fetcher may connect for `url` (every hop): the port must be a web port and the host a
 * public name or address. Throws address_not_allowed; the resolved addresses are checked apart
 * (`checkResolvedAddresses`), since a public-looking name may resolve anywhere.
 */
export function checkDestination(url: URL): void {
  if (!WEB_PORTS.has(url.port)) throw refuse(`port ${url.port} is not allowed`);
  const host = bareHost(url).toLowerCase().replace(/\.$/, '');
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw refuse(`${host} is not a public address`);
    return;
  }
  if (!host.includes('.') || host === 'localhost' || LOCAL_SUFFIXES.some((s) => host.endsWith(s))) throw refuse(`${host} is not a public host name`);
}

/** Every address a name resolves to must be public: one private answer refuses the whole name. */
export function checkResolvedAddresses(host: string, addresses: readonly string[]): void {
  if (addresses.length === 0) throw new BrandFetchError('unreachable', `${host} has no address`);
  const bad = addresses.find((a) => !isPublicAddress(a));
  if (bad !== undefined) throw refuse(`${host} resolves to ${bad}, which is not a public address`);
}
