import type { Language } from '#contract/common';
import { listProperties } from '#contract/endpoints/properties';
import { agentsQuery, propertyListQuery } from '#web/entities/catalogue/api';

/** The agents /Agents lists: the first 50. */
export const agentsPageQuery = (language: Language) => agentsQuery(0, 50, language);

/** The agent whose listings are shown: `?agent=id`, shareable. */
export const chosenAgent = (search: URLSearchParams): number | undefined =>
  Number(search.get('agent')) || undefined;

/** The chosen agent's listings. */
export const agentListingsQuery = (agentId: number | undefined, language: Language) =>
  propertyListQuery(listProperties, { AgentId: agentId, PageSize: 12 }, language);
