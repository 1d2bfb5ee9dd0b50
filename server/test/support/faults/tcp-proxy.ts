import { createConnection, createServer, type Socket } from 'node:net';
import { freePort } from '../servers/free-port.js';

/**
 * A TCP proxy on 127.0.0.1 in front of one address: a test puts it between the server and a service
 * (Redis) and cuts the service off without stopping it.
 */
export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones (nothing listens on the port). */
  close(): Promise<void>;
  /** Listens on the same port again. */
  reopen(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const open = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen();
  return {
    port,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of open) socket.destroy();
      await closed;
    },
    reopen: listen,
  };
}
