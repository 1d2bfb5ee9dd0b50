import { agentItem, agentList, agentParams, agentQuery } from '../agents.js';
import { anyone, endpoint } from '../endpoint.js';

const tags = ['Agents'] as const;

export const listAgents = endpoint({
  method: 'GET',
  path: '/api/website/agents/getall',
  access: anyone,
  query: agentQuery,
  response: agentList,
  tags,
  summary: 'Company agents with their published listings count',
  description:
    'The agents the company shows on the website (hidden ones are left out), paged, each with ' +
    'their contact details, languages and how many published ads name them.',
});

export const getAgent = endpoint({
  method: 'GET',
  path: '/api/website/agents/:id',
  access: anyone,
  params: agentParams,
  response: agentItem,
  tags,
  summary: 'One agent',
  description:
    'One visible agent with their contact details and published ads count; 404 for a hidden or ' +
    'unknown agent.',
});
