import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AgentItem } from '../../../../contract/agents';
import type { LookupItem, lookupNames } from '../../../../contract/lookups';
import type { PropertyDetail, PropertyListItem, SearchResults } from '../../../../contract/properties';
import { apiRequest } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';

export interface ListEnvelope<T> {
  data: T[];
  totalPages: number;
  totalDataCount: number;
}

/**
 * The public catalogue's answer (contract `searchResults`): a search looks at most at the first
 * SEARCH_WINDOW matches (`./search-window`), so past them `totalDataCount` stops at the window and
 * `totalCapped` is true.
 */
export type CatalogueAnswer = SearchResults;

/** The three public list endpoints of api.md "Properties". */
export type ListPath = 'GetAllMainProperty' | 'getallresidence' | 'getallindustry';

/** Query values as they go on the URL (api.md names: Category, MinPrice, SortBy, PageNumber, …). */
export type ListParams = Record<string, string | number | boolean | undefined>;

export function toSearch(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** Every cached answer depends on the language (names, titles): it is part of each key. */
const lang = () => i18n.language;

export const propertyListQuery = (path: ListPath, params: ListParams) =>
  queryOptions({
    queryKey: ['properties', 'list', lang(), path, params],
    queryFn: () => apiRequest<CatalogueAnswer>(`website/property/${path}?${toSearch(params)}`),
  });

/** One ad; `category` picks the per-category endpoint, which answers 404 for the other category. */
export const propertyQuery = (id: number, category?: 1 | 2) =>
  queryOptions({
    queryKey: ['properties', 'detail', lang(), id, category ?? 0],
    queryFn: () =>
      apiRequest<PropertyDetail>(
        `website/property/${category === 1 ? 'GetRecidenceById' : category === 2 ? 'GetIndustryById' : 'GetById'}/${id}`,
      ),
  });

export const favoritesQuery = (page: number, pageSize = 12) =>
  queryOptions({
    queryKey: ['properties', 'favorites', lang(), page, pageSize],
    queryFn: () =>
      apiRequest<ListEnvelope<PropertyListItem>>(
        `website/property/getallfavorite?${toSearch({ PageNumber: page, PageSize: pageSize })}`,
      ),
  });

export const ownAdsQuery = (params: ListParams) =>
  queryOptions({
    queryKey: ['properties', 'own', lang(), params],
    queryFn: () => apiRequest<ListEnvelope<PropertyListItem>>(`website/property/getall?${toSearch(params)}`),
  });

export type LookupKind = (typeof lookupNames)[number];

export const lookupQuery = (kind: LookupKind, params: ListParams = {}) =>
  queryOptions({
    queryKey: ['lookups', lang(), kind, params],
    queryFn: () => apiRequest<ListEnvelope<LookupItem>>(`website/${kind}/getall?${toSearch(params)}`),
    staleTime: 10 * 60_000,
  });

export const agentsQuery = (page: number, pageSize = 12) =>
  queryOptions({
    queryKey: ['agents', lang(), page, pageSize],
    queryFn: () =>
      apiRequest<ListEnvelope<AgentItem>>(
        `website/agents/getall?${toSearch({ PageNumber: page, PageSize: pageSize })}`,
      ),
  });

/** Toggles a favourite (api.md set-favorite) and refreshes every cached property answer. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) =>
      apiRequest<{ propertyId: number; isFavorite: boolean }>('website/property/set-favorite', {
        method: 'POST',
        body: { propertyId },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['properties'] }),
  });
}
