import * as agents from '#contract/endpoints/agents.js';
import { answer, endpointRoutes } from '#server/lib/endpoint-routes.js';
import { getAgent } from './get-agent.js';
import { listAgents } from './list-agents.js';
import { listOfficeAgents } from './list-office-agents.js';

export const agentRoutes = endpointRoutes((deps) => [
  answer(agents.listAgents, (request) => listAgents(deps, request.query, request.language)),
  answer(agents.listOfficeAgents, (request) => listOfficeAgents(deps, request.query, request.language)),
  answer(agents.getAgent, (request) => getAgent(deps, request.params.id, request.language)),
]);
