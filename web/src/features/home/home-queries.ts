import type { Language } from '#contract/common';
import { listIndustries, listProperties, listResidences } from '#contract/endpoints/properties';
import { agentsQuery, lookupQuery, type ListEndpoint, type ListQuery } from '#web/entities/catalogue/api';

/** The home page's strips of ads: which list each shows. */
export const homeLists = {
  featured: { endpoint: listProperties, query: { IsFeatured: true, PageSize: 4 } },
  residential: { endpoint: listResidences, query: { PageSize: 4 } },
  industrial: { endpoint: listIndustries, query: { PageSize: 4 } },
} satisfies Record<string, { endpoint: ListEndpoint; query: ListQuery }>;

/** The hero search's choices: sale or rent, and the places (regions with their cities). */
export const heroLookupQueries = (language: Language) => ({
  transactions: lookupQuery('transactiontype', {}, language),
  places: lookupQuery('region', {}, language),
});

/** The agents the home page shows. */
export const homeAgentsQuery = (language: Language) => agentsQuery(0, 8, language);
