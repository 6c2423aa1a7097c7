import ipaddr from 'ipaddr.js';

/**
 * Which IP addresses a user's custom AI endpoint may reach. Only global unicast addresses pass: loopback,
 * private (RFC 1918), CGNAT, link-local (cloud metadata at 169.254.169.254), 0.0.0.0/8, multicast,
 * broadcast and the reserved ranges are refused, in IPv4 and IPv6, and IPv6 forms that carry an IPv4
 * address (IPv4-mapped ::ffff:a.b.c.d, IPv4-compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16)
 * are judged by the IPv4 address inside.
 *
 * Answers null when the address may be reached, else the name of its range.
 */
export function blockedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return blockedV4(parsed as ipaddr.IPv4);
  return blockedV6(parsed as ipaddr.IPv6);
}

function blockedV4(ip: ipaddr.IPv4): string | null {
  const range = ip.range();
  return range === 'unicast' ? null : range;
}

function blockedV6(ip: ipaddr.IPv6): string | null {
  const parts = ip.parts;
  const embeddedV4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const range = ip.range();
  if (range === 'ipv4Mapped') {
    const inner = blockedV4(ip.toIPv4Address());
    return inner ? `ipv4Mapped(${inner})` : null;
  }
  // ::a.b.c.d (IPv4-compatible, deprecated) and everything else in ::/96: never a real endpoint.
  if (parts.slice(0, 6).every((p) => p === 0)) return range === 'loopback' ? 'loopback' : 'ipv4Compatible';
  if (range === 'rfc6052') {
    // NAT64: the last 32 bits are the IPv4 address the gateway connects to.
    const inner = blockedV4(embeddedV4(parts[6]!, parts[7]!));
    return inner ? `nat64(${inner})` : null;
  }
  if (range === '6to4') {
    const inner = blockedV4(embeddedV4(parts[1]!, parts[2]!));
    return inner ? `6to4(${inner})` : null;
  }
  return range === 'unicast' ? null : range;
}

/** Ranges that are never an endpoint, even when the operator allows private addresses. */
export function neverReachable(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  const parsed = ipaddr.parse(address);
  const range = parsed.range();
  return range === 'unspecified' || range === 'multicast' || range === 'broadcast';
}
