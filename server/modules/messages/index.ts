/**
 * Conversations about an ad. What other modules may use of it; the rest is its own.
 */
export { notHidden } from './conversation-query.js';
export { firstName } from './conversation-view.js';
export { messageRoutes } from './routes.js';
export { PROPERTY_MESSAGE_SENT } from './message-sent.js';
