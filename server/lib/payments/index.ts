import type { Config } from '../../config.js';
import { GatewayUnavailable, type PaymentGateway } from './gateway.js';
import { createMoyasarGateway } from './moyasar-gateway.js';

export * from './gateway.js';

/**
 * No gateway is configured (no MOYASAR_SECRET_KEY): nothing can be paid, and a buyer is told so (503,
 * nothing charged) rather than sent to a page that cannot take the payment; every webhook is refused.
 */
const notConfigured: PaymentGateway = {
  createCheckout: () => Promise.reject(new GatewayUnavailable('no payment gateway is configured')),
  checkoutState: () => Promise.reject(new GatewayUnavailable('no payment gateway is configured')),
  refund: () => Promise.reject(new GatewayUnavailable('no payment gateway is configured')),
  readWebhook: () => null,
};

/** Moyasar when its secret key is set (ADR 0041, "The payment gateway"). */
export function createPaymentGateway(config: Config): PaymentGateway {
  return config.payments.moyasar.secretKey ? createMoyasarGateway(config.payments.moyasar) : notConfigured;
}
