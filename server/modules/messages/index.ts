export { notHidden } from './conversation-query.js';
export { firstName } from './conversation-view.js';
export { messageRoutes } from './routes.js';
