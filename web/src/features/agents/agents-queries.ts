import type { Language } from '#contract/common';
import { listOfficeAgents } from '#contract/endpoints/agents';
import { listProperties } from '#contract/endpoints/properties';
import { agentsQuery, propertyListQuery } from '#web/entities/catalogue/api';
import { endpointQuery } from '#web/lib/api/endpoint-queries';

/** The agents /Agents lists: the first 50. */
export const agentsPageQuery = (language: Language) => agentsQuery(0, 50, language);

/** The agent whose listings are shown: `?agent=id`, shareable. */
export const chosenAgent = (search: URLSearchParams): number | undefined =>
  Number(search.get('agent')) || undefined;

/** The page of the verified offices' agents: `?officePage=n` (zero-based), shareable. */
export const OFFICE_PAGE = 'officePage';
export const officePage = (search: URLSearchParams): number =>
  Math.max(0, Math.floor(Number(search.get(OFFICE_PAGE)) || 0));

/** The agents of verified offices, 12 a page. */
export const officeAgentsQuery = (page: number, language: Language) =>
  endpointQuery(listOfficeAgents, { query: { PageNumber: page, PageSize: 12 } }, { language });

/** The chosen agent's listings. */
export const agentListingsQuery = (agentId: number | undefined, language: Language) =>
  propertyListQuery(listProperties, { AgentId: agentId, PageSize: 12 }, language);
