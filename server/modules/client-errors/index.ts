export { clientErrorRoutes } from './routes.js';
