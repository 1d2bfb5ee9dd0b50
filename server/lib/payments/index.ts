import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Clock } from '../clock.js';
import { createDevelopmentGateway } from './development-gateway.js';
import { GatewayUnavailable, type PaymentGateway } from './gateway.js';
import { createMoyasarGateway } from './moyasar-gateway.js';

export * from './gateway.js';

/** The gateway the app uses, and what it closes on shutdown. */
export interface AppPaymentGateway extends PaymentGateway {
  close(): Promise<void>;
}

export interface GatewayContext {
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** Where our own webhook route answers (the development gateway posts its events there). */
  webhookUrl: () => string;
}

/**
 * No gateway is configured in production (no MOYASAR_SECRET_KEY): nothing can be paid, and a buyer is
 * told so (503, nothing charged) rather than sent to a page that cannot take the payment; every
 * webhook is refused.
 */
const notConfigured: AppPaymentGateway = {
  createCheckout: () => Promise.reject(new GatewayUnavailable('no payment gateway is configured')),
  checkoutState: () => Promise.reject(new GatewayUnavailable('no payment gateway is configured')),
  refund: () => Promise.reject(new GatewayUnavailable('no payment gateway is configured')),
  readWebhook: () => null,
  close: () => Promise.resolve(),
};

/**
 * Moyasar when its secret key is set (ADR 0041, "The payment gateway"); without it, the development
 * gateway outside production (docs/operations/payments.md, "Development gateway"), else none.
 */
export function createPaymentGateway(config: Config, context: GatewayContext): AppPaymentGateway {
  if (config.payments.moyasar.secretKey) {
    return { ...createMoyasarGateway(config.payments.moyasar), close: () => Promise.resolve() };
  }
  if (config.isProduction) {
    context.log.warn('payments: no MOYASAR_SECRET_KEY: orders are refused until it is set');
    return notConfigured;
  }
  context.log.info('payments: no MOYASAR_SECRET_KEY, so the development gateway is in use: no money moves');
  return createDevelopmentGateway(context);
}
