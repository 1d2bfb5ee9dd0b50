export { recentlyViewedRoutes } from './routes.js';
export { connectRecentlyViewedReactions } from './reactions.js';
