import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES, serveHostedCheckout, type HostedCheckout } from './fake-moyasar-checkout.js';
import type {
  CardOutcome,
  FakeMoyasarInvoice,
  FakeMoyasarPayment,
  MoyasarApiBehaviour,
  MoyasarWebhookBody,
  WebhookBehaviour,
} from './fake-moyasar-types.js';

export type * from './fake-moyasar-types.js';

export interface FakeMoyasar {
  /** The API's base URL, `/v1` included (MOYASAR_API_URL). */
  url: string;
  api: MoyasarApiBehaviour;
  /** Behaviours for the next API calls, one each, before `api` applies again. */
  nextApiCalls: MoyasarApiBehaviour[];
  cardOutcome: CardOutcome;
  /** Where webhooks are posted (the test's receiver); none are sent while null. */
  webhookUrl: string | null;
  webhooks: WebhookBehaviour;
  heldWebhooks: MoyasarWebhookBody[];
  /** Every webhook: its type and the answer's status (null: not delivered, or no answer). */
  deliveries: { type: string; paymentId: string; status: number | null }[];
  invoices: Map<string, FakeMoyasarInvoice>;
  payments: Map<string, FakeMoyasarPayment>;
  /** Every API call: method, path with query, and whether the secret key was right. */
  calls: { method: string; path: string; authorised: boolean }[];
  /** Pays an invoice as its page would, without a browser: `pending` stops at 3-D Secure. */
  pay(invoiceId: string, outcome: 'paid' | 'declined' | '3dsFailed' | 'pending'): Promise<FakeMoyasarPayment>;
  expire(invoiceId: string): void;
  /** The body Moyasar would post about a payment now; `overrides` replace its fields. */
  webhookBody(paymentId: string, type: string, overrides?: Partial<MoyasarWebhookBody>): MoyasarWebhookBody;
  /** Posts the held webhooks to `webhookUrl`, in the order given ('reversed': the last one first). */
  releaseWebhooks(order?: 'asSent' | 'reversed'): Promise<void>;
  /** Resolves once every webhook sent so far has had its answer. */
  webhooksSettled(): Promise<void>;
  env(): Record<string, string>;
  close(): Promise<void>;
}

export const FAKE_MOYASAR_SECRET_KEY = 'sk_test_fakeMoyasarSecretKey';
export const FAKE_MOYASAR_WEBHOOK_SECRET = 'fake-moyasar-webhook-secret-token';

/**
 * A local HTTP server speaking Moyasar's API as our gateway uses it (docs/decisions/0041-paid-visibility.md, "The payment gateway"):
 * `POST/GET /v1/invoices`, `GET /v1/invoices/:id`, `GET /v1/payments/:id`, `POST
 * /v1/payments/:id/refund`, with basic auth; a hosted page per invoice with 3-D Secure; webhooks with
 * the secret token in the body.
 */
export async function startFakeMoyasar(): Promise<FakeMoyasar> {
  const hanging = new Set<ServerResponse>();
  const inFlight = new Set<Promise<void>>();
  let origin = '';
  const now = () => new Date().toISOString();

  const fake: Omit<FakeMoyasar, 'url' | 'env' | 'close'> = {
    api: 'up',
    nextApiCalls: [],
    cardOutcome: 'approved',
    webhookUrl: null,
    webhooks: 'send',
    heldWebhooks: [],
    deliveries: [],
    invoices: new Map(),
    payments: new Map(),
    calls: [],
    async pay(invoiceId, outcome) {
      const payment = startPayment(invoiceId, 'creditcard');
      if (outcome === 'pending') return payment;
      if (outcome === '3dsFailed') settle(payment, false, MESSAGES.secureCodeFailed);
      else settle(payment, outcome === 'paid', MESSAGES[outcome === 'paid' ? 'approved' : 'declined']);
      await fake.webhooksSettled();
      return payment;
    },
    expire(invoiceId) {
      invoiceOf(invoiceId).status = 'expired';
    },
    webhookBody(paymentId, type, overrides = {}) {
      const payment = fake.payments.get(paymentId);
      if (!payment) throw new Error(`the fake Moyasar has no payment ${paymentId}`);
      return {
        id: randomUUID(),
        type,
        created_at: now(),
        secret_token: FAKE_MOYASAR_WEBHOOK_SECRET,
        account_name: 'Manzil (test)',
        live: false,
        data: structuredClone(payment),
        ...overrides,
      };
    },
    async releaseWebhooks(order = 'asSent') {
      const held = fake.heldWebhooks.splice(0);
      for (const body of order === 'reversed' ? held.reverse() : held) await deliver(body);
    },
    async webhooksSettled() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };

  function invoiceOf(invoiceId: string): FakeMoyasarInvoice {
    const invoice = fake.invoices.get(invoiceId);
    if (!invoice) throw new Error(`the fake Moyasar has no invoice ${invoiceId}`);
    return invoice;
  }

  function startPayment(invoiceId: string, method: string): FakeMoyasarPayment {
    const invoice = invoiceOf(invoiceId);
    if (invoice.status !== 'initiated') throw new Error(`invoice ${invoiceId} is ${invoice.status}`);
    const card = method === 'creditcard';
    const payment: FakeMoyasarPayment = {
      id: randomUUID(),
      status: 'initiated',
      amount: invoice.amount,
      fee: 0,
      currency: 'SAR',
      refunded: 0,
      refunded_at: null,
      description: invoice.description,
      invoice_id: invoice.id,
      metadata: {},
      source: {
        type: method,
        company: card ? 'mada' : null,
        number: card ? '4201-32XX-XXXX-1010' : null,
        message: null,
      },
      created_at: now(),
      updated_at: now(),
    };
    fake.payments.set(payment.id, payment);
    return payment;
  }

  function settle(payment: FakeMoyasarPayment, approved: boolean, message: string) {
    payment.status = approved ? 'paid' : 'failed';
    payment.source.message = message;
    payment.updated_at = now();
    if (approved) {
      const invoice = invoiceOf(payment.invoice_id);
      Object.assign(invoice, { status: 'paid', payment_id: payment.id, paid_at: now(), updated_at: now() });
    }
    emit(payment, approved ? 'payment_paid' : 'payment_failed');
  }

  function emit(payment: FakeMoyasarPayment, type: string) {
    if (fake.webhooks === 'never')
      return void fake.deliveries.push({ type, paymentId: payment.id, status: null });
    const body = fake.webhookBody(payment.id, type);
    if (fake.webhooks === 'held') return void fake.heldWebhooks.push(body);
    if (fake.webhooks === 'wrongSecret') body.secret_token = 'not-the-secret-token';
    const sending = (async () => {
      await deliver(body);
      if (fake.webhooks === 'twice') await deliver(body);
    })();
    inFlight.add(sending);
    void sending.finally(() => inFlight.delete(sending));
  }

  async function deliver(body: MoyasarWebhookBody) {
    const delivery = { type: body.type, paymentId: body.data.id, status: null as number | null };
    fake.deliveries.push(delivery);
    if (!fake.webhookUrl) return;
    try {
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5000),
      });
      await response.body?.cancel();
      delivery.status = response.status;
    } catch {
      // No answer: Moyasar would try again later; the fake records it as undelivered.
    }
  }

  function invoiceJson(invoice: FakeMoyasarInvoice) {
    const payments = [...fake.payments.values()].filter((payment) => payment.invoice_id === invoice.id);
    return {
      ...invoice,
      logo_url: null,
      callback_url: null,
      amount_format: `${(invoice.amount / 100).toFixed(2)} SAR`,
      url: `${origin}/checkout/invoices/${invoice.id}`,
      payments,
    };
  }

  function api(request: IncomingMessage, url: URL, body: Record<string, unknown>, response: ServerResponse) {
    const json = (status: number, value: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(value));
    };
    const refuse = (status: number, type: string, message: string, errors: unknown = null) =>
      json(status, { type, message, errors });
    const expected = `Basic ${Buffer.from(`${FAKE_MOYASAR_SECRET_KEY}:`).toString('base64')}`;
    const authorised = request.headers.authorization === expected;
    fake.calls.push({ method: request.method ?? '', path: `${url.pathname}${url.search}`, authorised });
    const behaviour = fake.nextApiCalls.shift() ?? fake.api;
    const creating = request.method === 'POST' && url.pathname === '/v1/invoices';
    const refunding = request.method === 'POST' && url.pathname.endsWith('/refund');
    if (
      behaviour === 'hang' ||
      (behaviour === 'createThenHang' && !creating) ||
      (behaviour === 'refundThenHang' && !refunding)
    )
      return void hanging.add(response);
    if (behaviour === 'error500') return refuse(500, 'api_error', 'Internal Server Error');
    if (behaviour === 'garbage') {
      response.writeHead(200, { 'content-type': 'text/html' });
      return response.end('<html>maintenance</html>');
    }
    if (!authorised) return refuse(401, 'authentication_error', 'Invalid authorization credentials');

    if (creating) {
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) {
        return refuse(400, 'invalid_request_error', 'Validation Failed', {
          amount: ['must be at least 100'],
        });
      }
      if (typeof body.description !== 'string' || body.description === '') {
        return refuse(400, 'invalid_request_error', 'Validation Failed', { description: ["can't be blank"] });
      }
      const invoice: FakeMoyasarInvoice = {
        id: randomUUID(),
        status: 'initiated',
        amount,
        currency: typeof body.currency === 'string' ? body.currency : 'SAR',
        description: body.description,
        success_url: typeof body.success_url === 'string' ? body.success_url : null,
        back_url: typeof body.back_url === 'string' ? body.back_url : null,
        expired_at: typeof body.expired_at === 'string' ? body.expired_at : null,
        metadata: Object.fromEntries(
          Object.entries((body.metadata ?? {}) as Record<string, unknown>).map(([key, value]) => [
            key,
            String(value),
          ]),
        ),
        payment_id: null,
        paid_at: null,
        created_at: now(),
        updated_at: now(),
      };
      fake.invoices.set(invoice.id, invoice);
      if (behaviour === 'createThenHang') return void hanging.add(response);
      return json(201, invoiceJson(invoice));
    }
    if (request.method === 'GET' && url.pathname === '/v1/invoices') {
      const filters = [...url.searchParams].flatMap(([name, value]) => {
        const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
        return key ? [[key, value] as const] : [];
      });
      const invoices = [...fake.invoices.values()]
        .filter((invoice) => filters.every(([key, value]) => invoice.metadata[key] === value))
        .reverse()
        .map(invoiceJson);
      const meta = {
        current_page: 1,
        next_page: null,
        prev_page: null,
        total_pages: 1,
        total_count: invoices.length,
      };
      return json(200, { invoices, meta });
    }
    const invoiceMatch = /^\/v1\/invoices\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && invoiceMatch) {
      const invoice = fake.invoices.get(decodeURIComponent(invoiceMatch[1] ?? ''));
      return invoice
        ? json(200, invoiceJson(invoice))
        : refuse(404, 'invalid_request_error', 'Object not found');
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(url.pathname);
    const payment = paymentMatch && fake.payments.get(decodeURIComponent(paymentMatch[1] ?? ''));
    if (paymentMatch && !payment) return refuse(404, 'invalid_request_error', 'Object not found');
    if (payment && request.method === 'GET' && !paymentMatch[2]) return json(200, payment);
    if (payment && request.method === 'POST' && paymentMatch[2]) {
      const remaining = payment.amount - payment.refunded;
      const amount = body.amount ?? remaining;
      if (payment.status !== 'paid' && payment.status !== 'refunded') {
        return refuse(400, 'invalid_request_error', `Payment is ${payment.status} and cannot be refunded`);
      }
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > remaining) {
        return refuse(400, 'invalid_request_error', 'Amount to refund is greater than the refundable amount');
      }
      payment.refunded += amount;
      Object.assign(payment, { status: 'refunded', refunded_at: now(), updated_at: now() });
      if (payment.refunded === payment.amount) invoiceOf(payment.invoice_id).status = 'refunded';
      emit(payment, 'payment_refunded');
      if (behaviour === 'refundThenHang') return void hanging.add(response);
      return json(200, payment);
    }
    return refuse(404, 'invalid_request_error', 'Not found');
  }

  const checkout: HostedCheckout = {
    invoices: fake.invoices,
    payments: fake.payments,
    cardOutcome: () => fake.cardOutcome,
    startPayment,
    settle,
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://moyasar.local');
      const raw = Buffer.concat(chunks).toString('utf8');
      if (!url.pathname.startsWith('/v1/')) {
        return serveHostedCheckout(checkout, request, url, new URLSearchParams(raw), response);
      }
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw || '{}') as Record<string, unknown>;
      } catch {
        response.writeHead(400, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({ type: 'invalid_request_error', message: 'Malformed JSON', errors: null }),
        );
      }
      api(request, url, body, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return Object.assign(fake, {
    url: `${origin}/v1`,
    env: () => ({
      MOYASAR_API_URL: `${origin}/v1`,
      MOYASAR_SECRET_KEY: FAKE_MOYASAR_SECRET_KEY,
      MOYASAR_WEBHOOK_SECRET: FAKE_MOYASAR_WEBHOOK_SECRET,
      PAYMENT_GATEWAY_TIMEOUT_MS: '500',
    }),
    close: async () => {
      await fake.webhooksSettled();
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
