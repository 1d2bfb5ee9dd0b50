/**
 * Saved searches, their alerts and digests. What other modules may use of it; the rest is its own.
 */
export { alertMatches } from './alert-matches.js';
export { ALERT_MATCH_QUEUE, DIGEST_QUEUE } from './alert-queues.js';
export { connectSavedSearchReactions } from './reactions.js';
export { savedSearchRoutes } from './routes.js';
export { sendDigests } from './send-digests.js';
export { unsubscribePath } from './signed-links.js';
