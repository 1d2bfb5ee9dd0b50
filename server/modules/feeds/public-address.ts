import { BlockList, isIP } from 'node:net';

/**
 * Addresses a feed fetch never reaches (SSRF): this host, private networks, link-local (cloud
 * metadata at 169.254.169.254), shared, documentation, multicast and reserved ranges, and IPv6's
 * unique-local, link-local, mapped, translated and tunnelled forms (which can hide an IPv4 address).
 */
// Two lists: one BlockList matches an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d).
const blocked4 = new BlockList();
const blocked6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  blocked6.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` (an IP literal) is on the public internet; anything unreadable is not. */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = isIP(bare);
  if (family === 4) return !blocked4.check(bare, 'ipv4');
  if (family === 6) return !blocked6.check(bare, 'ipv6');
  return false;
}
