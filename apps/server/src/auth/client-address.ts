import ipaddr from 'ipaddr.js';

/**
 * The address a throttle counts a client by: an IPv4 address as it is, an IPv6 address by its /64
 * (one subscriber usually holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.parse(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${v6.parts.slice(0, 4).map((p) => p.toString(16)).join(':')}::/64`;
}

/**
 * An address as the sessions list shows and stores it, with the part that names one subscriber dropped:
 * an IPv4 address by its /24 (203.0.113.x), an IPv6 address by its /48 (2001:db8:85a3:…). Not a
 * valid address (a socket without one): empty.
 */
export function anonymisedAddress(ip: string): string {
  if (!ipaddr.isValid(ip)) return '';
  const parsed = ipaddr.parse(ip);
  const v6 = parsed.kind() === 'ipv6' ? (parsed as ipaddr.IPv6) : undefined;
  const v4 = v6 ? (v6.isIPv4MappedAddress() ? v6.toIPv4Address() : undefined) : (parsed as ipaddr.IPv4);
  if (v4) return `${v4.octets.slice(0, 3).join('.')}.x`;
  return `${v6!.parts.slice(0, 3).map((p) => p.toString(16)).join(':')}:…`;
}
