import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/**
 * The network a request comes from, as abuse limits count it: an IPv4 address, or the /64 of an IPv6
 * address (what one subscriber is usually given, so one household cannot pass for many). An
 * IPv4-mapped IPv6 address counts as its IPv4 address. The same reading as the route rate limits'
 * (`@fastify/rate-limit` keys IPv6 by /64 too).
 */
export function networkSource(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return `${new Address6(`${ip}/64`).startAddress().correctForm()}/64`;
}
