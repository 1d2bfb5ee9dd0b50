import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify } from 'jose';

/**
 * A push service on a local port, playing the part of FCM or Mozilla's autopush: it checks the VAPID
 * `Authorization` header (RFC 8292) and decrypts each message with the keys of the browser it is for
 * (RFC 8291), as the browser would. Endpoints look like `https://push.test/...`; the server under test
 * gets `fetch`, which sends those to this local server over plain HTTP.
 */
export const PUSH_HOST = 'push.test';

export interface TestBrowser {
  /** What `PushSubscription.toJSON()` gives. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  keys: ECDH;
  auth: Buffer;
}

export interface ReceivedPush {
  endpoint: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  message: unknown;
  /** The VAPID JWT's claims, once its signature checked out. */
  claims: { aud: unknown; sub: unknown; exp: unknown };
  /** The `k=` of the Authorization header: the server's VAPID public key. */
  vapidKey: string;
  /** The answer this service gave (0: the connection was dropped). */
  status: number;
}

/**
 * How the service answers one push: a status, a status with a Retry-After header, or `drop` (the
 * connection is closed without an answer, as a crashed or overloaded service would).
 */
export type PushAnswer = number | { status: number; retryAfter: string } | 'drop';

export interface FakePushService {
  fetch: typeof fetch;
  /**
   * A new browser subscribed here; its pushes are answered with `answers` in turn, the last one
   * repeated (201 by default).
   */
  newBrowser(answers?: PushAnswer | PushAnswer[]): TestBrowser;
  /** Every accepted or refused push, in order of arrival. */
  received: ReceivedPush[];
  /** Requests this service could not verify or decrypt (should stay empty). */
  rejected: string[];
  /** Resolves with the first push to `browser` after `after` pushes to it; fails after `ms`. */
  pushTo(browser: TestBrowser, ms?: number, after?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

const label = (text: string) => Buffer.concat([Buffer.from(text), Buffer.from([0])]);

/** The browser's side of RFC 8291. */
function decrypt(body: Buffer, browser: TestBrowser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  if (recordSize < 18 || idLength !== 65) throw new Error('unexpected aes128gcm header');
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const p256dh = browser.keys.getPublicKey();
  const shared = browser.keys.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([label('WebPush: info'), p256dh, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: aes128gcm'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, label('Content-Encoding: nonce'), 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(-16));
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, -16)), decipher.final()]);
  // Padding: zeros after the last-record delimiter 0x02.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('missing last-record delimiter');
  return plain.subarray(0, end);
}

async function checkVapid(header: string | undefined, endpoint: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`bad Authorization header`);
  const point = Buffer.from(match[2], 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1], key, {
    algorithms: ['ES256'],
    audience: new URL(endpoint).origin,
    requiredClaims: ['exp', 'sub'],
  });
  const exp = payload.exp ?? 0;
  if (exp > Date.now() / 1000 + 24 * 3600) throw new Error('VAPID token valid more than 24 hours');
  return { claims: { aud: payload.aud, sub: payload.sub, exp }, vapidKey: match[2] };
}

export async function startFakePushService(): Promise<FakePushService> {
  const browsers = new Map<string, { browser: TestBrowser; answers: PushAnswer[] }>();
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const waiters = new Set<() => void>();

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `https://${PUSH_HOST}${request.url ?? ''}`;
      void (async () => {
        const known = browsers.get(endpoint);
        if (request.method !== 'POST' || !known) {
          response.writeHead(404).end();
          return;
        }
        try {
          if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
          if (!/^\d+$/.test(String(request.headers.ttl))) throw new Error('no TTL');
          const vapid = await checkVapid(request.headers.authorization, endpoint);
          const message: unknown = JSON.parse(decrypt(Buffer.concat(chunks), known.browser).toString('utf8'));
          const answer = (known.answers.length > 1 ? known.answers.shift() : known.answers[0]) ?? 201;
          const status = answer === 'drop' ? 0 : typeof answer === 'number' ? answer : answer.status;
          received.push({ endpoint, headers: request.headers, message, ...vapid, status });
          if (answer === 'drop') request.socket.destroy();
          else if (typeof answer === 'number') response.writeHead(answer).end();
          else response.writeHead(answer.status, { 'retry-after': answer.retryAfter }).end();
        } catch (error) {
          rejected.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
        for (const waiter of [...waiters]) waiter();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const routed: typeof fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const prefix = `https://${PUSH_HOST}/`;
    if (!url.startsWith(prefix)) return Promise.reject(new Error(`the test push service got ${url}`));
    return fetch(`${base}/${url.slice(prefix.length)}`, init);
  };

  return {
    fetch: routed,
    received,
    rejected,
    newBrowser: (answers = 201) => {
      const keys = createECDH('prime256v1');
      keys.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `https://${PUSH_HOST}/wpush/v2/${randomUUID()}`;
      const browser: TestBrowser = {
        subscription: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        keys,
        auth,
      };
      browsers.set(endpoint, { browser, answers: Array.isArray(answers) ? [...answers] : [answers] });
      return browser;
    },
    pushTo: (browser, ms = 5000, after = 0) =>
      new Promise((resolve, reject) => {
        const find = () => received.filter((push) => push.endpoint === browser.subscription.endpoint)[after];
        const check = () => {
          const push = find();
          if (!push) return;
          cleanup();
          resolve(push);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no push within ${ms} ms (rejected: ${JSON.stringify(rejected)})`));
        }, ms);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
