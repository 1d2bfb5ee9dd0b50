import type { FastifyInstance } from 'fastify';

/**
 * Where this server can reach itself: its listening port on the loopback once it listens (a wildcard
 * address is reached through 127.0.0.1 or ::1), else the public URL.
 */
export function ownOrigin(app: FastifyInstance, publicUrl: string): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return publicUrl;
  const host =
    address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.address === '::'
        ? '[::1]'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
  return `http://${host}:${String(address.port)}`;
}
