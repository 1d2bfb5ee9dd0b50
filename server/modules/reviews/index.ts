/**
 * Reviews of an owner after a conversation. What other modules may use of it; the rest is its own.
 */
export { officeAdReviews } from './list-office-reviews.js';
export { ratingSummary } from './rating-summary.js';
export { reviewRoutes } from './routes.js';
