import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/** Longest text kept for an address Fastify gave that is not an IP (a proxy passing odd headers). */
const MAX_OTHER_LENGTH = 64;

/**
 * Who a limit counts a request against (sign-in budgets, reporters): an IPv4 address as it is, an IPv6
 * address by its /64 (the block one customer line gets, so the 2^64 addresses inside it are one
 * source), an IPv4-mapped IPv6 address as its IPv4 address. `ip` is Fastify's `request.ip`, already
 * read through TRUST_PROXY. The route rate limits read addresses the same way (`@fastify/rate-limit`
 * keys IPv6 by /64).
 */
export function networkSource(ip: string): string {
  const address = ip.trim();
  if (!isIPv6(address.replace(/%.*$/, ''))) return address.toLowerCase().slice(0, MAX_OTHER_LENGTH);
  const parsed = new Address6(address);
  if (parsed.isMapped4()) return parsed.to4().correctForm();
  return `${new Address6(`${parsed.correctForm()}/64`).startAddress().correctForm()}/64`;
}
