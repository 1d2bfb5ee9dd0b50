import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DevelopmentLedger, DevelopmentOutcome, DevelopmentPayment } from './development-ledger.js';
import { BUTTONS, checkoutPage, notFoundPage, type PageButton } from './development-pages.js';

export interface CheckoutPages {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/** What happens after a button, besides the redirect: the webhook. */
export type AfterAttempt = (payment: DevelopmentPayment) => void;

/** A form of a few fields: anything longer is not ours. */
const FORM_LIMIT_BYTES = 1024;
const PATH = /^\/checkout\/([\w-]+)$/;
const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

/**
 * The development gateway's hosted pages on 127.0.0.1 at a port the system picks:
 * `GET /checkout/:id` shows the page, `POST /checkout/:id` with `outcome` (one of the page's buttons)
 * acts, then sends the browser to the return URL (with `id`, `status`, `message`, as Moyasar's
 * success_url gets) or, after Cancel, to the cancel URL.
 */
export async function startCheckoutPages(
  ledger: DevelopmentLedger,
  afterAttempt: AfterAttempt,
): Promise<CheckoutPages> {
  const server = createServer((request, response) => {
    serve(ledger, afterAttempt, request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500, HEADERS);
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${String(port)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function serve(
  ledger: DevelopmentLedger,
  afterAttempt: AfterAttempt,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const html = (status: number, text: string) => response.writeHead(status, HEADERS).end(text);
  const checkout = ledger.checkout(PATH.exec(request.url ?? '')?.[1] ?? '');
  if (!checkout) return void html(404, notFoundPage());
  const show = (status: number) => {
    const last = checkout.payments.at(-1);
    html(
      status,
      checkoutPage(checkout, ledger.statusOf(checkout), last?.status === 'failed' ? last.message : null),
    );
  };
  if (request.method === 'GET') return show(200);
  if (request.method !== 'POST') return void response.writeHead(405, { allow: 'GET, POST' }).end();
  const outcome = new URLSearchParams(await formOf(request)).get('outcome');
  if (!isButton(outcome)) return show(400);
  if (outcome === 'cancel') {
    ledger.cancel(checkout.id);
    return void response.writeHead(303, { location: checkout.cancelUrl }).end();
  }
  const payment = ledger.attempt(checkout.id, outcome satisfies DevelopmentOutcome);
  // Paid, expired or cancelled already: the page says which.
  if (!payment) return show(409);
  const location = new URL(checkout.returnUrl);
  location.searchParams.set('id', payment.id);
  location.searchParams.set('status', payment.status);
  location.searchParams.set('message', payment.message);
  response.writeHead(303, { location: location.toString() }).end();
  afterAttempt(payment);
}

const isButton = (value: string | null): value is PageButton =>
  value !== null && Object.hasOwn(BUTTONS, value);

async function formOf(request: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > FORM_LIMIT_BYTES) return '';
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
