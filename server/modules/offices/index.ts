/**
 * Brokerage offices (docs/decisions/0039-brokerage-offices.md). What other modules may use of it; the
 * rest is its own.
 */
export { officeRoutes } from './routes.js';
