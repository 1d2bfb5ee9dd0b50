import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayEvent } from './gateway.js';
import { metadataText, moyasarWebhook, ORDER_ID_KEY } from './moyasar-shapes.js';
import { eventKind } from './moyasar-state.js';

/**
 * A webhook body in Moyasar's shape (`{ id, type, created_at, secret_token, data: payment }`) as our
 * event, when its secret token is `secret`; null for a wrong secret, no secret, or anything unreadable.
 * The development gateway posts the same shape, so one route reads both.
 */
export function readMoyasarWebhook(body: unknown, secret: string): GatewayEvent | null {
  if (!secret) return null;
  const parsed = moyasarWebhook.safeParse(body);
  if (!parsed.success || !sameSecret(parsed.data.secret_token, secret)) return null;
  const { id, type, created_at: createdAt, data: payment } = parsed.data;
  const occurredAt = new Date(createdAt);
  if (Number.isNaN(occurredAt.getTime())) return null;
  return {
    eventId: id,
    kind: eventKind(type),
    type,
    occurredAt,
    paymentId: payment.id,
    checkoutId: payment.invoice_id ?? null,
    orderId: metadataText(payment.metadata, ORDER_ID_KEY),
    paymentStatus: payment.status,
    amount: payment.amount,
    refunded: payment.refunded ?? 0,
    message: payment.source?.message ?? null,
  };
}

/** Compared as digests, so neither the time taken nor a length check tells how much was right. */
const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(
    createHash('sha256').update(given).digest(),
    createHash('sha256').update(expected).digest(),
  );
