export { ratingSummary } from './rating-summary.js';
export { reviewRoutes } from './routes.js';
