/**
 * Messages to the company. What other modules may use of it; the rest is its own.
 */
export { supportRoutes } from './routes.js';
