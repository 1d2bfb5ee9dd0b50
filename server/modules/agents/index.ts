export { publishedCount, toAdAgent, toAgentItem } from './agent-view.js';
export { agentRoutes } from './routes.js';
