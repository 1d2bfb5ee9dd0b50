import { useQuery } from '@tanstack/react-query';
import type {
  CreateLookupBody,
  LookupKindName,
  LookupSortOrder,
  UpdateLookupBody,
} from '#contract/dashboard/lookups';
import {
  createLookup,
  deleteLookup,
  hideLookup,
  listLookups,
  showLookup,
  updateLookup,
} from '#contract/endpoints/dashboard/lookups';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useBackOfficeMutation } from '#web/lib/api/back-office-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type LookupSort = LookupSortOrder;

export interface LookupFilters {
  isHidden?: boolean;
  /** Regions only: a region's cities. */
  parentId?: number;
  /** Regions only: regions (false) or cities (true). */
  isCity?: boolean;
}

export function useLookupList(kind: LookupKindName, params: ListParams<LookupSort>, filters: LookupFilters) {
  return useListQuery(
    endpointQuery(listLookups, {
      query: {
        ...pagingQuery(params),
        Kind: kind,
        IsHidden: filters.isHidden,
        ParentId: filters.parentId,
        IsCity: filters.isCity,
      },
    }),
  );
}

/** Every region (hidden ones too), for the region filter and the city's region picker. */
export function useRegions(enabled: boolean) {
  return useQuery({
    ...endpointQuery(listLookups, {
      query: { Kind: 'region', IsCity: false, PageSize: 100, SortBy: 'orderAsc' },
    }),
    enabled,
  });
}

// Lookups show on ads and in pickers across the back-office: a change reads it all again.

/** A new entry names its kind (`CreateLookupBody`); an edit sends the fields only. */
export function useSaveLookup(id: number | undefined) {
  return useBackOfficeMutation((body: CreateLookupBody | UpdateLookupBody) =>
    id === undefined
      ? call(createLookup, { body: body as CreateLookupBody })
      : call(updateLookup, { params: { id }, body }),
  );
}

export function useSetLookupHidden() {
  return useBackOfficeMutation(({ id, hidden }: { id: number; hidden: boolean }) =>
    call(hidden ? hideLookup : showLookup, { params: { id } }),
  );
}

export function useDeleteLookup() {
  return useBackOfficeMutation((id: number) => call(deleteLookup, { params: { id } }));
}
