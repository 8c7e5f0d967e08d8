import { describe, expect, it } from 'vitest';
import { checkDestination, checkResolvedAddresses, isPublicAddress, parseFetchUrl } from './address-policy.ts';
import { pinnedLookup } from './safe-fetch.ts';

const codeOf = (fn: () => unknown): string | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'untyped';
  }
};

describe('which addresses the brand fetcher may connect to', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '169.254.1.1',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    '198.18.0.1',
    '240.0.0.1',
    '::',
    '::1',
    'fd00:ec2::254',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a00:1',
    '2002:a00:1::',
    '2001:db8::1',
    '100::1',
    'not-an-ip',
    '0x7f.1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '2a00:1450:4001::200e'])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('the URLs the brand fetcher accepts', () => {
  it.each(['file:///etc/passwd', 'ftp://studio.example/', 'gopher://studio.example/', 'data:text/html,x', 'javascript:alert(1)', 'ws://studio.example/', 'not a url'])(
    'refuses %s',
    (raw) => {
      expect(codeOf(() => parseFetchUrl(raw))).toBe('address_not_allowed');
    },
  );

  it('refuses credentials, and drops the fragment', () => {
    expect(codeOf(() => parseFetchUrl('https://admin:pw@studio.example/'))).toBe('address_not_allowed');
    expect(codeOf(() => parseFetchUrl('https://admin@studio.example/'))).toBe('address_not_allowed');
    expect(parseFetchUrl('https://studio.example/a#top').href).toBe('https://studio.example/a');
    expect(parseFetchUrl('/next', new URL('https://studio.example/a/b')).href).toBe('https://studio.example/next');
  });

  it.each([
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f.0.0.1/',
    'http://017700000001/',
    'http://127.1/',
    'http://[::1]/',
    'http://[::ffff:7f00:1]/',
    'http://10.0.0.5/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://localhost/',
    'http://studio.localhost/',
    'http://printer.local/',
    'http://metadata.google.internal/',
    'http://intranet/',
    'https://studio.example:22/',
    'https://studio.example:6379/',
  ])('refuses the destination %s before any lookup', (raw) => {
    expect(codeOf(() => checkDestination(parseFetchUrl(raw)))).toBe('address_not_allowed');
  });

  it.each(['https://studio.example/', 'http://studio.example:8080/', 'https://93.184.215.14/', 'https://[2606:4700::1111]/'])('lets %s through to resolution', (raw) => {
    expect(codeOf(() => checkDestination(parseFetchUrl(raw)))).toBeNull();
  });

  it('refuses a name when any of its addresses is not public', () => {
    expect(codeOf(() => checkResolvedAddresses('studio.example', ['93.184.215.14']))).toBeNull();
    expect(codeOf(() => checkResolvedAddresses('studio.example', ['93.184.215.14', '10.0.0.7']))).toBe('address_not_allowed');
    expect(codeOf(() => checkResolvedAddresses('studio.example', ['::ffff:192.168.0.1']))).toBe('address_not_allowed');
    expect(codeOf(() => checkResolvedAddresses('studio.example', []))).toBe('unreachable');
  });
});

describe('the pinned lookup a connection uses', () => {
  it('answers only with the checked addresses, in both of the shapes net.connect asks for', () => {
    const lookup = pinnedLookup(['93.184.215.14', '2606:4700::1111']);
    const all: unknown[] = [];
    lookup('studio.example', { all: true }, (_e, addresses) => all.push(addresses));
    expect(all[0]).toEqual([
      { address: '93.184.215.14', family: 4 },
      { address: '2606:4700::1111', family: 6 },
    ]);
    lookup('studio.example', { family: 6 }, (_e, address, family) => all.push([address, family]));
    expect(all[1]).toEqual(['2606:4700::1111', 6]);
    lookup('studio.example', { family: 4 }, (_e, address) => all.push(address));
    expect(all[2]).toBe('93.184.215.14');
  });
});
