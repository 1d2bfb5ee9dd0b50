/**
 * The company's agents, as the website shows them. What other modules may use of it; the rest is
 * its own.
 */
export { publishedCount, toAdAgent, toAgentItem } from './agent-view.js';
export { agentRoutes } from './routes.js';
