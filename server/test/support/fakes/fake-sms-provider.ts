import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: URLSearchParams;
}

export type Responder = (request: ReceivedRequest) => { status: number; body: unknown };

/** A local HTTP server standing in for an SMS provider: it records requests and answers as told. */
export interface FakeProvider {
  url: string;
  received: ReceivedRequest[];
  respondWith(responder: Responder): void;
  close(): Promise<void>;
}

export async function startFakeProvider(initial: Responder): Promise<FakeProvider> {
  let responder = initial;
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: ReceivedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(Buffer.concat(chunks).toString()),
      };
      received.push(request);
      const answer = responder(request);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake provider has no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    received,
    respondWith: (next) => {
      responder = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
