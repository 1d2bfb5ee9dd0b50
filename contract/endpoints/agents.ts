import {
  agentItem,
  agentList,
  agentParams,
  agentQuery,
  officeAgentList,
  officeAgentQuery,
} from '../agents.js';
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

export const listOfficeAgents = endpoint({
  method: 'GET',
  path: '/api/website/agents/office-agents',
  access: anyone,
  query: officeAgentQuery,
  response: officeAgentList,
  tags,
  summary: 'The people of verified brokerage offices, with their office and live ads count',
  description:
    'Every member (owner, manager, agent) of an office that is active, whose FAL licence is valid ' +
    'now and whose owner verified their identity through Nafath; paged, by office, then owner, managers and agents, each by joining date. ' +
    'Each with their office (name, FAL number) and how many published ads they posted for it; no ' +
    'phone numbers.',
});
