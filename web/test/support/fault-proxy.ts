import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

type Fault = { kind: 'status'; status: number } | { kind: 'drop' } | { kind: 'hold'; until: Promise<void> };

/**
 * An HTTP proxy in front of the real test server that can fail or hold what passes through it the way
 * a network or a load balancer would (a 500, a dropped connection, a slow answer), and records every
 * request.
 */
export async function startFaultProxy(target: string) {
  const seen: SeenRequest[] = [];
  const faults: { pathPart: string; fault: Fault; times: number }[] = [];
  const upstream = new URL(target);

  const handle = async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = incoming.url ?? '/';
    seen.push({ method: incoming.method ?? 'GET', path, headers: incoming.headers });
    const planned = faults.find((entry) => entry.times > 0 && path.includes(entry.pathPart));
    if (planned) {
      planned.times -= 1;
      if (planned.fault.kind === 'hold') {
        await planned.fault.until;
      } else if (planned.fault.kind === 'drop') {
        incoming.socket.destroy();
        return;
      } else {
        outgoing.writeHead(planned.fault.status, { 'content-type': 'application/json' });
        outgoing.end(JSON.stringify({ message: 'injected by the test proxy' }));
        return;
      }
    }
    const forwarded = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  };
  const server = createServer((incoming, outgoing) => void handle(incoming, outgoing));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    /** The next `times` requests whose path contains `pathPart` get this fault instead of an answer. */
    fail(pathPart: string, fault: Fault, times = 1) {
      faults.push({ pathPart, fault, times });
    },
    reset() {
      seen.length = 0;
      faults.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
