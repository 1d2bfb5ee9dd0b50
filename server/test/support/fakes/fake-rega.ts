import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake authority answers for one licence number. */
export type RegaBehaviour =
  | {
      status: 'ACTIVE' | 'EXPIRED' | 'CANCELLED';
      /** The advertiser's mobile at the authority; any other claimant is told it does not match. */
      mobile?: string;
      expiryDate?: string;
      advertiser?: { name: string; type: string; id?: string };
      property?: { deedNumber?: string; area?: number; price?: number };
    }
  | 'hang'
  | 'error500'
  | 'garbage';

/** How the fake authority answers for one FAL brokerage licence number (ADR 0039). */
export type FalBehaviour =
  | {
      status: 'ACTIVE' | 'EXPIRED' | 'CANCELLED' | 'SUSPENDED';
      expiryDate?: string;
      holder?: { id?: string; name?: string; type?: 'individual' | 'establishment' };
    }
  | 'hang'
  | 'error500'
  | 'garbage';

export interface FakeRega {
  url: string;
  apiKey: string;
  licences: Map<string, RegaBehaviour>;
  falLicences: Map<string, FalBehaviour>;
  /** Every question asked: the number, the claimant's mobile and whether the key was right. */
  asked: { number: string; mobile: string | null; authorised: boolean }[];
  env(): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local HTTP server speaking our REGA adapter's expected protocol (docs/decisions/0017-ad-licences.md):
 * GET /v1/ad-licenses/{number}?advertiserMobile=… with a bearer key; 404 for numbers it does not know;
 * and FAL brokerage licences at GET /v1/brokerage-licenses/{number} (docs/decisions/0039).
 */
export async function startFakeRega(): Promise<FakeRega> {
  const apiKey = 'rega-test-key';
  const licences = new Map<string, RegaBehaviour>();
  const falLicences = new Map<string, FalBehaviour>();
  const asked: FakeRega['asked'] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://rega.local');
    const authorised = request.headers.authorization === `Bearer ${apiKey}`;
    const fal = /^\/v1\/brokerage-licenses\/([^/]+)$/.exec(url.pathname);
    if (fal) return answerFal(decodeURIComponent(fal[1] ?? ''), authorised, response);
    const match = /^\/v1\/ad-licenses\/([^/]+)$/.exec(url.pathname);
    const number = decodeURIComponent(match?.[1] ?? '');
    const mobile = url.searchParams.get('advertiserMobile');
    asked.push({ number, mobile, authorised });
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!authorised) return json(401, { error: 'unauthorised' });
    const behaviour = match ? licences.get(number) : undefined;
    if (!behaviour) return json(404, { error: 'not found' });
    if (behaviour === 'hang') {
      hanging.add(response);
      return;
    }
    if (behaviour === 'error500') return json(500, { error: 'internal' });
    if (behaviour === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    return json(200, {
      licenseNumber: number,
      status: behaviour.status,
      advertiserMatches: !behaviour.mobile || behaviour.mobile === mobile,
      expiryDate: behaviour.expiryDate ?? null,
      advertiser: behaviour.advertiser ?? null,
      property: behaviour.property ?? null,
    });
  });
  function answerFal(number: string, authorised: boolean, response: ServerResponse) {
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (!authorised) return json(401, { error: 'unauthorised' });
    const behaviour = falLicences.get(number);
    if (!behaviour) return json(404, { error: 'not found' });
    if (behaviour === 'hang') return void hanging.add(response);
    if (behaviour === 'error500') return json(500, { error: 'internal' });
    if (behaviour === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    return json(200, { licenseNumber: number, expiryDate: null, holder: null, ...behaviour });
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    url,
    apiKey,
    licences,
    falLicences,
    asked,
    env: () => ({
      AD_LICENSE_VERIFIER: 'rega',
      REGA_API_URL: url,
      REGA_API_KEY: apiKey,
      REGA_TIMEOUT_SECONDS: '0.5',
    }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
