/**
 * What the orders module asks of a payment gateway (docs/decisions/0041-paid-visibility.md, "The payment gateway"). Amounts
 * are integer halalas. Card data never passes through us: the customer pays on the gateway's hosted
 * page (3-D Secure, mada, Apple Pay and STC Pay happen there).
 */
export interface PaymentGateway {
  /**
   * A hosted checkout for an order: where to send the customer. Asking again for the same order
   * answers the checkout it already has (unless that one expired or was cancelled), so a retry after
   * a lost answer never makes a second one.
   */
  createCheckout(input: CheckoutRequest): Promise<Checkout>;
  /** What the gateway says now about a checkout. */
  checkoutState(checkoutId: string): Promise<CheckoutState>;
  /**
   * Refunds part or all of a paid payment. `refundedBefore` is what the caller knows was refunded
   * on it before this refund: when the gateway already shows this refund done (a retry after a lost
   * answer), nothing is sent again; when it shows another total, GatewayRefusal('refund_mismatch').
   */
  refund(input: RefundRequest): Promise<{ refundedTotal: number }>;
  /** A webhook's parsed body: the event when its secret is right, else null (never throws on garbage). */
  readWebhook(body: unknown): GatewayEvent | null;
}

export interface CheckoutRequest {
  /** Our order's id; kept in the checkout's metadata, and how a second request finds the first. */
  orderId: string;
  /** Halalas; at least 100 (1 SAR). */
  amount: number;
  /** Shown to the customer on the hosted page. */
  description: string;
  /** Where the customer lands after paying (the gateway adds its own query parameters). */
  returnUrl: string;
  /** Where the page's back button leads. */
  cancelUrl: string;
  /** After this the page takes no more attempts (unset: the gateway's default, no expiry). */
  expiresAt?: Date;
}

export interface Checkout {
  checkoutId: string;
  redirectUrl: string;
  /** The amount the checkout asks (an existing checkout's own: the caller compares). */
  amount: number;
}

export type CheckoutState =
  /** No attempt yet, or one under way (the customer is on the 3-D Secure page). */
  | { status: 'pending' }
  | {
      status: 'paid';
      paymentId: string;
      amount: number;
      paidAt: Date;
      /** Refunded on this payment so far (the amount when refunded in full). */
      refunded: number;
    }
  /** The last attempt failed (declined, 3-D Secure failed); the page still takes another. */
  | { status: 'failed'; paymentId: string; reason: string }
  /** Expired or cancelled: the page takes no more attempts. */
  | { status: 'expired' }
  /** Paid, then voided on the gateway's side before settlement: no money moved. */
  | { status: 'voided'; paymentId: string };

export interface RefundRequest {
  paymentId: string;
  /** Halalas to refund now. */
  amount: number;
  /** Halalas the caller's records say were refunded on this payment before this refund. */
  refundedBefore: number;
}

export type GatewayEventKind = 'paid' | 'failed' | 'refunded' | 'voided' | 'other';

/** One webhook: what happened to one payment. Re-read `checkoutState` before acting on it. */
export interface GatewayEvent {
  /** The gateway's id of this event: the same event delivered twice carries the same id. */
  eventId: string;
  kind: GatewayEventKind;
  /** The gateway's own name of the event (`payment_paid`…). */
  type: string;
  occurredAt: Date;
  paymentId: string;
  /** The checkout (invoice) the payment was made on; null for a payment made elsewhere. */
  checkoutId: string | null;
  /** Our order's id when the payment carries it in its metadata. */
  orderId: string | null;
  /** The payment's status, amount and refunded total as the event tells them. */
  paymentStatus: string;
  amount: number;
  refunded: number;
  /** The gateway's message on the payment (why it failed). */
  message: string | null;
}

/** The gateway did not answer in time, could not be reached, answered 5xx or 429, or something unreadable. */
export class GatewayUnavailable extends Error {
  override readonly name = 'GatewayUnavailable';
}

/** The gateway answered and said no (a 4xx with its message), or the answer contradicts the request. */
export class GatewayRefusal extends Error {
  override readonly name = 'GatewayRefusal';

  constructor(
    /** The gateway's error type (`invalid_request_error`…), or ours: `amount_mismatch`, `refund_mismatch`. */
    readonly code: string,
    /** The gateway's own message, for the logs and the back office (never card data). */
    readonly gatewayMessage: string,
    /** The HTTP status, when the gateway answered one. */
    readonly status: number | null = null,
  ) {
    super(`the payment gateway refused: ${code}: ${gatewayMessage}`);
  }
}
