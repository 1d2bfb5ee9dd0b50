/**
 * A reader's recently viewed ads. What other modules may use of it; the rest is its own.
 */
export { connectRecentlyViewedReactions } from './reactions.js';
export { recentlyViewedRoutes } from './routes.js';
