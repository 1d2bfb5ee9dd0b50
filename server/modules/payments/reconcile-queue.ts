import { defineSweepQueue } from '#server/lib/jobs/job-queue.js';

/** Orders left waiting settled with what the gateway says (reconcile-orders.ts), on PAYMENT_RECONCILE_CRON. */
export const PAYMENT_RECONCILE_QUEUE = defineSweepQueue('payment-reconcile');
