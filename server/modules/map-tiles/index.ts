export { mapTileRoutes } from './routes.js';
