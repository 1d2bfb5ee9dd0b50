import type { Language } from '#contract/common';
import type { EndpointInput } from '#contract/endpoint';
import { listAgents } from '#contract/endpoints/agents';
import { lookupLists } from '#contract/endpoints/lookups';
import {
  getIndustry,
  getProperty,
  getResidence,
  listFavorites,
  listOwnProperties,
  setFavorite,
  type listIndustries,
  type listProperties,
  type listResidences,
} from '#contract/endpoints/properties';
import type { lookupNames } from '#contract/lookups';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

/**
 * The public lists of published ads (api.md "Properties"): both categories, or one. They take the
 * same query and answer the same `searchResults`: a search looks at most at the first SEARCH_WINDOW
 * matches (`./search-window`), so past them `totalDataCount` stops at the window and `totalCapped` is true.
 */
export type ListEndpoint = typeof listProperties | typeof listResidences | typeof listIndustries;

/** A public list's query (api.md names: Category, MinPrice, SortBy, PageNumber, …). */
export type ListQuery = NonNullable<EndpointInput<typeof listProperties>['query']>;

/*
 * The public queries take the page's language (`useLanguage()` in a screen, the context in a loader):
 * a page the server renders is in the request's language, and its screen asks with the same key.
 * Where it is optional, screens only the browser renders leave it to the browser's current language.
 */

export const propertyListQuery = (endpoint: ListEndpoint, query: ListQuery, language: Language) =>
  endpointQuery(endpoint, { query }, { language });

/** One ad; `category` picks the per-category endpoint, which answers 404 for the other category. */
export const propertyQuery = (id: number, category?: 1 | 2, language?: Language) =>
  endpointQuery(
    category === 1 ? getResidence : category === 2 ? getIndustry : getProperty,
    { params: { id } },
    { language },
  );

export const favoritesQuery = (page: number, pageSize = 12) =>
  endpointQuery(listFavorites, { query: { PageNumber: page, PageSize: pageSize } });

export type OwnAdsQuery = NonNullable<EndpointInput<typeof listOwnProperties>['query']>;

export const ownAdsQuery = (query: OwnAdsQuery) => endpointQuery(listOwnProperties, { query });

export type LookupKind = (typeof lookupNames)[number];
export type LookupQuery = NonNullable<EndpointInput<(typeof lookupLists)[LookupKind]>['query']>;

export const lookupQuery = (kind: LookupKind, query: LookupQuery = {}, language?: Language) => ({
  ...endpointQuery(lookupLists[kind], { query }, { language }),
  staleTime: 10 * 60_000,
});

export const agentsQuery = (page: number, pageSize: number, language: Language) =>
  endpointQuery(listAgents, { query: { PageNumber: page, PageSize: pageSize } }, { language });

/** Toggles a favourite (api.md set-favorite) and refreshes every cached property answer. */
export function useToggleFavorite() {
  return useResourceMutation(
    (propertyId: number) => call(setFavorite, { body: { propertyId } }),
    setFavorite,
  );
}
