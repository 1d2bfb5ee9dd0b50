import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agentItem, agentList, agentParams, agentQuery } from '../../../contract/agents.js';
import { errorResponses } from '../../../contract/common.js';
import { getAgent } from './get-agent.js';
import { listAgents } from './list-agents.js';

const tags = ['Agents'];

export const agentRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/getall',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Company agents with their published listings count',
        querystring: agentQuery,
        response: { 200: agentList, ...errorResponses },
      },
    },
    (request) => listAgents(app.deps, request.query, request.language),
  );
  routes.get(
    '/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'One agent',
        params: agentParams,
        response: { 200: agentItem, ...errorResponses },
      },
    },
    (request) => getAgent(app.deps, request.params.id, request.language),
  );
};
