/**
 * Ads that reach their end date: warned, then expired. What other modules may use of it; the rest
 * is its own.
 */
export { AD_EXPIRY_QUEUE } from './ad-expiry-queue.js';
export { runAdExpiry } from './run-ad-expiry.js';
