/**
 * The advertiser's desk: how an advertiser's or an office's ads perform (ADR 0040, "Listing
 * performance"). What other modules may use of it; the rest is its own.
 */
export { insightRoutes } from './routes.js';
export { refreshSimilarRanks } from './similar-ranks.js';
export { SIMILAR_RANKS_QUEUE } from './similar-ranks-queue.js';
