import { sendThrough, type ApiCaller } from './api-caller.js';

/**
 * A client that sends each request to the next server in turn, as a round-robin load balancer does;
 * every request carries `clientIp` as X-Forwarded-For (the servers trust one proxy hop).
 */
export function roundRobin(servers: ApiCaller[], clientIp: string): ApiCaller & { served: number[] } {
  const first = servers[0];
  if (!first) throw new Error('no servers');
  let next = 0;
  const served: number[] = [];
  const call: ApiCaller['call'] = (method, urlPath, body, options = {}) => {
    const index = next;
    next = (next + 1) % servers.length;
    served.push(index);
    const server = servers[index] ?? first;
    return server.call(method, urlPath, body, {
      ...options,
      headers: { 'x-forwarded-for': clientIp, ...options.headers },
    });
  };
  return {
    served,
    call,
    send: sendThrough(call),
    // The servers share one DATA_DIR, so one outbox.
    lastCode: (e164) => first.lastCode(e164),
  };
}

/** The same client, always on one server. */
export function pinned(server: ApiCaller, clientIp: string): ApiCaller {
  return roundRobin([server], clientIp);
}
