import { randomInt, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** How the fake Nafath answers a request for one ID number. */
export type NafathBehaviour =
  /** Waits until the test settles it (`decide`), then answers the status it was given. */
  | 'person'
  /** A request for this ID is already waiting at Nafath (400-034-050). */
  | 'active'
  | 'error500'
  | 'hang'
  | 'garbage';

export interface NafathTransaction {
  transId: string;
  requestId: string | null;
  nationalId: string;
  random: string;
  local: string | null;
  status: 'WAITING' | 'COMPLETED' | 'REJECTED' | 'EXPIRED';
}

export interface FakeNafath {
  url: string;
  /** The ID numbers' behaviours; an ID not listed is a person who waits (`person`). */
  behaviours: Map<string, NafathBehaviour>;
  /** Status questions answer 500 while true. */
  statusDown: boolean;
  /** The key set answers 503 while true. */
  keysDown: boolean;
  transactions: NafathTransaction[];
  /** Every call: its path and whether the APP-ID and APP-KEY were right. */
  calls: { path: string; authorised: boolean }[];
  /** The person answers in the app: the status questions say so from now on. */
  decide(transId: string, status: NafathTransaction['status']): void;
  /** The token Nafath posts to the callback: signed by its key, or by `forger` (a key it does not publish). */
  token(
    transId: string,
    options?: { status?: string; claims?: Record<string, unknown>; forged?: boolean; expired?: boolean },
  ): Promise<string>;
  env(): Record<string, string>;
  close(): Promise<void>;
}

const APP_ID = 'nafath-test-app';
const APP_KEY = 'nafath-test-key';
const KID = 'nafath-test-signing-key';

/** What the fake Nafath knows of its test people (the names its tokens carry). */
export const NAFATH_PEOPLE = {
  firstName: 'سارة',
  secondName: 'عبدالرحمن',
  thirdName: 'محمد',
  lastName: 'العتيبي',
  englishFirstName: 'Sara',
  englishSecondName: 'Abdulrahman',
  englishThirdName: 'Mohammed',
  englishLastName: 'Alotaibi',
};

/**
 * A local HTTP server speaking Nafath's MFA API as Elm serves it to providers (docs/decisions/0038):
 * `POST /api/v1/mfa/request?local=…&requestId=…` with APP-ID and APP-KEY, `POST
 * /api/v1/mfa/request/status`, `GET /api/v1/mfa/jwk`; the callback's RS256 tokens made on demand.
 */
export async function startFakeNafath(): Promise<FakeNafath> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const forger = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  const hanging = new Set<ServerResponse>();
  const fake: Omit<FakeNafath, 'url' | 'env' | 'close'> = {
    behaviours: new Map(),
    statusDown: false,
    keysDown: false,
    transactions: [],
    calls: [],
    decide(transId, status) {
      const transaction = fake.transactions.find((entry) => entry.transId === transId);
      if (!transaction) throw new Error(`the fake Nafath has no transaction ${transId}`);
      transaction.status = status;
    },
    async token(transId, options = {}) {
      const transaction = fake.transactions.find((entry) => entry.transId === transId);
      const idClaim = transaction?.nationalId.startsWith('2') ? 'iqamaNumber' : 'nin';
      const now = Math.floor(Date.now() / 1000);
      const key: CryptoKey = options.forged ? forger.privateKey : privateKey;
      return new SignJWT({
        transId,
        status: options.status ?? 'COMPLETED',
        [idClaim]: transaction?.nationalId,
        ...NAFATH_PEOPLE,
        ...options.claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setIssuer('https://nafath.api.elm.sa')
        .setIssuedAt(options.expired ? now - 600 : now)
        .setExpirationTime(options.expired ? now - 300 : now + 150)
        .sign(key);
    },
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://nafath.local');
      const authorised = request.headers['app-id'] === APP_ID && request.headers['app-key'] === APP_KEY;
      fake.calls.push({ path: url.pathname, authorised });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method === 'GET' && url.pathname === '/api/v1/mfa/jwk') {
        return fake.keysDown ? json(503, { code: '503' }) : json(200, { keys: [jwk] });
      }
      if (!authorised) return json(403, { code: '403-000-000', reference: randomUUID() });
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      } catch {
        return json(400, { code: '400-000-000' });
      }
      const nationalId = typeof body.nationalId === 'string' ? body.nationalId : '';
      if (request.method === 'POST' && url.pathname === '/api/v1/mfa/request') {
        const behaviour = fake.behaviours.get(nationalId) ?? 'person';
        if (behaviour === 'hang') return void hanging.add(response);
        if (behaviour === 'error500') return json(500, { code: '500-000-000' });
        if (behaviour === 'garbage') {
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end('<html>maintenance</html>');
        }
        if (behaviour === 'active') return json(400, { code: '400-034-050', reference: randomUUID() });
        if (typeof body.service !== 'string') return json(422, { code: '422-031-046' });
        const transaction: NafathTransaction = {
          transId: randomUUID(),
          requestId: url.searchParams.get('requestId'),
          nationalId,
          random: String(randomInt(10, 100)),
          local: url.searchParams.get('local'),
          status: 'WAITING',
        };
        fake.transactions.push(transaction);
        return json(200, { transId: transaction.transId, random: transaction.random });
      }
      if (request.method === 'POST' && url.pathname === '/api/v1/mfa/request/status') {
        if (fake.statusDown) return json(500, { code: '500-000-000' });
        const transaction = fake.transactions.find(
          (entry) =>
            entry.transId === body.transId && entry.nationalId === nationalId && entry.random === body.random,
        );
        if (!transaction) return json(400, { code: '400-034-053' });
        return json(200, { status: transaction.status });
      }
      return json(404, { code: '404' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return Object.assign(fake, {
    url,
    env: () => ({
      IDENTITY_VERIFIER: 'nafath',
      NAFATH_API_URL: url,
      NAFATH_APP_ID: APP_ID,
      NAFATH_APP_KEY: APP_KEY,
      NAFATH_TIMEOUT_SECONDS: '0.5',
    }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
