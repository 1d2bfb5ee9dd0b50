import type { RecordRefundRequest } from '#server/modules/payments/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { recordAudit } from '../audit/record-audit.js';

/**
 * A refund's line in the back-office audit log, written with the refund's request (who asked, how
 * much, why), whatever the gateway answers after: the refund's own row keeps how it ended.
 */
export const auditRefund =
  (actor: AuditActor): RecordRefundRequest =>
  (tx, refund, at) =>
    recordAudit(
      tx,
      actor,
      {
        action: 'refund',
        resource: 'Payments',
        resourceId: refund.orderId,
        after: {
          refundId: refund.id,
          amount: refund.amount,
          reason: refund.reason,
          refundedBefore: refund.refundedBefore,
        },
      },
      at,
    );
