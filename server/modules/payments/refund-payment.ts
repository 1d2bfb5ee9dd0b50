import { AppError } from '#server/lib/errors.js';
import { completeRefund, type CompleteRefundDeps } from './complete-refund.js';
import { requestRefund, type NewRefund, type RecordRefundRequest } from './request-refund.js';

/** Seconds after which a refund the gateway did not answer is worth asking about (the job's pace). */
const RETRY_AFTER_SECONDS = 60;

/**
 * Staff refund an order's payment, fully or partly, with a reason (ADR 0041, "Refunds"): the refund
 * is written with its key first, then asked of the gateway and recorded with its credit note. The
 * same key again answers the same refund, finishing it when it was left pending. Returns its id;
 * a gateway that refuses is a 422 (the refund failed), one that does not answer a 503 (the refund
 * waits for the reconciliation job, or for the same request again).
 */
export async function refundPayment(
  deps: CompleteRefundDeps,
  input: NewRefund,
  recordRequest: RecordRefundRequest,
): Promise<number> {
  const refund = await requestRefund(deps, input, recordRequest);
  const outcome = await completeRefund(deps, refund.id);
  if (outcome === 'unavailable') {
    throw new AppError('unavailable', 'refundGatewayUnavailable', { retryAfterSeconds: RETRY_AFTER_SECONDS });
  }
  if (outcome === 'failed') throw new AppError('invalid', 'refundRefused');
  return refund.id;
}
