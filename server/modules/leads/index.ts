/**
 * The advertiser's lead inbox and response times (docs/decisions/0040-the-advertisers-desk.md, "Leads and response time"). What other
 * modules may use of it; the rest is its own.
 */
export { connectLeadReactions } from './reactions.js';
export { leadRoutes } from './routes.js';
export { refreshResponseStats } from './refresh-response-stats.js';
export { RESPONSE_STATS_QUEUE } from './response-stats-queue.js';
export { quickResponseThresholds } from './response-figures.js';
