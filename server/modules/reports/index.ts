/**
 * Reports of ads, messages and reviews. What other modules may use of it; the rest is its own.
 */
export { reportRoutes } from './routes.js';
