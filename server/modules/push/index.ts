/**
 * Web Push: browser subscriptions, the VAPID keys and the delivery jobs. What other modules may
 * use of it; the rest is its own.
 */
export { countPushDeliveries } from './counted-push-fetch.js';
export { deliverPush } from './deliver-push.js';
export { PUSH_QUEUE } from './push-queue.js';
export { createPushService, type PushService } from './push-service.js';
export { connectPushReactions } from './reactions.js';
export { pushRoutes } from './routes.js';
export { saveSubscriptionFromToken } from './subscriptions.js';
export { generateVapidKeys } from './vapid.js';
