export { healthRoutes, probeRoutes } from './routes.js';
