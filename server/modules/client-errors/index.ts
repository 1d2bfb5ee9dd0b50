/**
 * The browser's error reports. What other modules may use of it; the rest is its own.
 */
export { clientErrorRoutes } from './routes.js';
