import { agentItem, agentList, agentParams, agentQuery } from '../agents.js';
import { anyone, endpoint } from '../endpoint.js';

const tags = ['Agents'];

export const listAgents = endpoint({
  method: 'GET',
  path: '/api/website/agents/getall',
  access: anyone,
  query: agentQuery,
  response: agentList,
  tags,
  summary: 'Company agents with their published listings count',
});

export const getAgent = endpoint({
  method: 'GET',
  path: '/api/website/agents/:id',
  access: anyone,
  params: agentParams,
  response: agentItem,
  tags,
  summary: 'One agent',
});
