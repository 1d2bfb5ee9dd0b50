import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CardOutcome, FakeMoyasarInvoice, FakeMoyasarPayment } from './fake-moyasar-types.js';
import { invoicePage, resultPage, secureCodePage } from './fake-moyasar-pages.js';

/** The bank's messages on the fake's payments. */
export const MESSAGES = {
  approved: 'APPROVED',
  declined: 'Insufficient Funds',
  secureCodeFailed: '3-D Secure transaction attempt failed (Authentication failed)',
};

/** What the hosted pages need of the fake Moyasar's state. */
export interface HostedCheckout {
  invoices: Map<string, FakeMoyasarInvoice>;
  payments: Map<string, FakeMoyasarPayment>;
  cardOutcome(): CardOutcome;
  startPayment(invoiceId: string, method: string): FakeMoyasarPayment;
  settle(payment: FakeMoyasarPayment, approved: boolean, message: string): void;
}

/**
 * The fake's hosted checkout: `GET /checkout/invoices/:id` (the invoice's page), `POST …/pay` (a
 * card goes to 3-D Secure, a wallet is settled at once), `GET/POST /checkout/3ds/:paymentId`, then
 * back to the invoice's `success_url` with `id`, `status` and `message`.
 */
export function serveHostedCheckout(
  checkout: HostedCheckout,
  request: IncomingMessage,
  url: URL,
  form: URLSearchParams,
  response: ServerResponse,
) {
  const html = (status: number, text: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(text);
  };
  const redirect = (location: string) => {
    response.writeHead(303, { location });
    response.end();
  };
  const returnTo = (payment: FakeMoyasarPayment) => {
    const target = checkout.invoices.get(payment.invoice_id)?.success_url;
    if (!target) return html(200, resultPage(payment.status, payment.source.message ?? ''));
    const location = new URL(target);
    location.searchParams.set('id', payment.id);
    location.searchParams.set('status', payment.status);
    location.searchParams.set('message', payment.source.message ?? '');
    redirect(location.toString());
  };
  const invoiceMatch = /^\/checkout\/invoices\/([^/]+)(\/pay)?$/.exec(url.pathname);
  const invoice = invoiceMatch && checkout.invoices.get(invoiceMatch[1] ?? '');
  if (invoice && request.method === 'GET' && !invoiceMatch[2]) {
    const attempts = [...checkout.payments.values()].filter((payment) => payment.invoice_id === invoice.id);
    const last = attempts.at(-1);
    return html(200, invoicePage(invoice, last?.status === 'failed' ? last.source.message : null));
  }
  if (invoice && request.method === 'POST' && invoiceMatch[2] && invoice.status === 'initiated') {
    const method = form.get('method') ?? 'creditcard';
    const payment = checkout.startPayment(invoice.id, method);
    if (method === 'creditcard') return redirect(`/checkout/3ds/${payment.id}`);
    const approved = checkout.cardOutcome() === 'approved';
    checkout.settle(payment, approved, MESSAGES[approved ? 'approved' : 'declined']);
    return returnTo(payment);
  }
  const secureMatch = /^\/checkout\/3ds\/([^/]+)$/.exec(url.pathname);
  const payment = secureMatch && checkout.payments.get(secureMatch[1] ?? '');
  if (payment && payment.status === 'initiated' && request.method === 'GET') {
    return html(200, secureCodePage(payment.id, payment.amount));
  }
  if (payment && payment.status === 'initiated' && request.method === 'POST') {
    const approved = form.get('action') === 'authenticate' && checkout.cardOutcome() === 'approved';
    const message =
      form.get('action') === 'authenticate'
        ? MESSAGES[approved ? 'approved' : 'declined']
        : MESSAGES.secureCodeFailed;
    checkout.settle(payment, approved, message);
    return returnTo(payment);
  }
  html(404, resultPage('404', 'not found'));
}
