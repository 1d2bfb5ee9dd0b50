import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { GatewayUnavailable, type PaymentGateway } from './gateway.js';
import { DevelopmentLedger, type DevelopmentPayment } from './development-ledger.js';
import { startCheckoutPages, type CheckoutPages } from './development-server.js';
import { ORDER_ID_KEY } from './moyasar-shapes.js';
import { readMoyasarWebhook } from './moyasar-webhook.js';

export interface DevelopmentGatewayOptions {
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where its webhooks go, asked at each one (the API's own address is known only once it listens). */
  webhookUrl: () => string;
}

export interface DevelopmentGateway extends PaymentGateway {
  /** Closes its page server and drops the webhooks still on their way. */
  close(): Promise<void>;
}

/** A webhook that gets no answer within this is dropped (logged). */
const WEBHOOK_TIMEOUT_MS = 5_000;

/**
 * A payment gateway for running the site without Moyasar (docs/operations/payments.md, "Development
 * gateway"): no money moves. It keeps Moyasar's rules in memory (one checkout per order, attempts,
 * refunds by `refundedBefore`), serves its own hosted page on 127.0.0.1 from the first checkout on,
 * and posts Moyasar-shaped webhooks, signed with a secret made at start, to our own webhook route.
 */
export function createDevelopmentGateway(options: DevelopmentGatewayOptions): DevelopmentGateway {
  const ledger = new DevelopmentLedger(options.clock);
  const webhookSecret = randomBytes(32).toString('base64url');
  const deliveries = new AbortController();
  let pages: Promise<CheckoutPages> | undefined;
  let closed = false;

  async function pagesOrigin(): Promise<string> {
    if (closed) throw new GatewayUnavailable('the development gateway is closed');
    pages ??= startCheckoutPages(ledger, (payment) => void deliver(eventOf(payment))).then(
      (started) => {
        options.log.info({ url: started.origin }, 'payments: development checkout pages are up');
        return started;
      },
      (error: unknown) => {
        pages = undefined;
        throw new GatewayUnavailable('the development checkout pages could not start', { cause: error });
      },
    );
    return (await pages).origin;
  }

  function eventOf(payment: DevelopmentPayment, type = `payment_${payment.status}`) {
    return {
      id: randomUUID(),
      type,
      created_at: options.clock.now().toISOString(),
      secret_token: webhookSecret,
      live: false,
      account_name: 'Manzil (development)',
      data: {
        id: payment.id,
        status: payment.status,
        amount: payment.amount,
        refunded: payment.refunded,
        currency: 'SAR',
        invoice_id: payment.checkoutId,
        metadata: { [ORDER_ID_KEY]: payment.orderId },
        source: { type: 'creditcard', company: 'mada', message: payment.message },
        created_at: payment.createdAt.toISOString(),
        updated_at: payment.updatedAt.toISOString(),
      },
    };
  }

  /** One attempt, as Moyasar's first; a failure is logged (the return page and GET settle the order anyway). */
  async function deliver(event: ReturnType<typeof eventOf>): Promise<void> {
    try {
      const answer = await fetch(options.webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
        signal: AbortSignal.any([deliveries.signal, AbortSignal.timeout(WEBHOOK_TIMEOUT_MS)]),
      });
      await answer.body?.cancel();
      if (!answer.ok) {
        options.log.warn(
          { event: event.type, status: answer.status },
          'payments: our webhook refused a development event',
        );
      }
    } catch (error) {
      if (deliveries.signal.aborted) return;
      options.log.warn(
        { event: event.type, reason: error instanceof Error ? error.message : String(error) },
        'payments: a development webhook was not delivered',
      );
    }
  }

  return {
    async createCheckout(input) {
      const origin = await pagesOrigin();
      const checkout = ledger.open(input);
      return {
        checkoutId: checkout.id,
        redirectUrl: `${origin}/checkout/${checkout.id}`,
        amount: checkout.amount,
      };
    },

    checkoutState: (checkoutId) => Promise.resolve().then(() => ledger.state(checkoutId)),

    async refund({ paymentId, amount, refundedBefore }) {
      const { payment, refundedNow } = ledger.refund(paymentId, amount, refundedBefore);
      if (refundedNow) void deliver(eventOf(payment, 'payment_refunded'));
      return Promise.resolve({ refundedTotal: payment.refunded });
    },

    readWebhook: (body) => readMoyasarWebhook(body, webhookSecret),

    async close() {
      closed = true;
      deliveries.abort();
      const started = await pages?.catch(() => undefined);
      await started?.close();
    },
  };
}
