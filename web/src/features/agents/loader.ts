import { pageLoader } from '#web/lib/api/endpoint-queries';
import {
  agentListingsQuery,
  agentsPageQuery,
  chosenAgent,
  officeAgentsQuery,
  officePage,
} from './agents-queries';

/** The company's agents, the verified offices' agents, and the listings of the one chosen in the URL. */
export const agentsLoader = pageLoader(({ url, language, load }) => {
  const agentId = chosenAgent(url.searchParams);
  return Promise.all([
    load(agentsPageQuery(language)),
    load(officeAgentsQuery(officePage(url.searchParams), language)),
    agentId === undefined ? undefined : load(agentListingsQuery(agentId, language)),
  ]);
});
