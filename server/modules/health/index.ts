/**
 * Health and readiness probes. What other modules may use of it; the rest is its own.
 */
export { healthRoutes, probeRoutes } from './routes.js';
