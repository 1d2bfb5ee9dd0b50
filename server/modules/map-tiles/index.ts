/**
 * Map tiles, served from our own store. What other modules may use of it; the rest is its own.
 */
export { mapTileRoutes } from './routes.js';
