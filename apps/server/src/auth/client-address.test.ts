import { describe, expect, it } from 'vitest';
import { anonymisedAddress, clientAddressKey } from './client-address.ts';

describe('the address a login throttle counts a client by', () => {
  it('is an IPv4 address itself, also when it arrives IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, so one subscriber cannot rotate through its own addresses', () => {
    expect(clientAddressKey('2001:db8:1:2::1')).toBe(clientAddressKey('2001:db8:1:2:ffff:0:0:9'));
    expect(clientAddressKey('2001:db8:1:2::1')).not.toBe(clientAddressKey('2001:db8:1:3::1'));
  });
});

describe('the address a sessions list shows', () => {
  it('drops the last part of an IPv4 address, also when it arrives IPv4-mapped', () => {
    expect(anonymisedAddress('203.0.113.7')).toBe('203.0.113.x');
    expect(anonymisedAddress('::ffff:198.51.100.250')).toBe('198.51.100.x');
  });

  it('keeps only the /48 of an IPv6 address', () => {
    expect(anonymisedAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:…');
    expect(anonymisedAddress('::1')).toBe('0:0:0:…');
  });

  it('is empty when there is no address to show', () => {
    expect(anonymisedAddress('')).toBe('');
    expect(anonymisedAddress('not an address')).toBe('');
  });
});
