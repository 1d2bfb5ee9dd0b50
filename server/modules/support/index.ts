export { supportRoutes } from './routes.js';
