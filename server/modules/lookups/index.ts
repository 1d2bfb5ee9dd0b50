export { lookupRoutes } from './routes.js';
