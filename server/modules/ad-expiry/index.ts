export { AD_EXPIRY_QUEUE } from './ad-expiry-queue.js';
export { runAdExpiry } from './run-ad-expiry.js';
