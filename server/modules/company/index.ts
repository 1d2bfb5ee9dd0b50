/**
 * The company's own details. What other modules may use of it; the rest is its own.
 */
export { companyRoutes } from './routes.js';
