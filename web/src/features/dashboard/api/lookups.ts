import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateLookupBody,
  DashboardLookup,
  LookupKindName,
  LookupSortOrder,
  UpdateLookupBody,
} from '../../../../../contract/dashboard/lookups';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export type LookupSort = LookupSortOrder;

export interface LookupFilters {
  isHidden?: boolean;
  /** Regions only: a region's cities. */
  parentId?: number;
  /** Regions only: regions (false) or cities (true). */
  isCity?: boolean;
}

export function useLookupList(kind: LookupKindName, params: ListParams<LookupSort>, filters: LookupFilters) {
  return useQuery({
    queryKey: ['dashboard', 'lookups', 'list', kind, params, filters],
    queryFn: () =>
      dashboardRequest<ListEnvelope<DashboardLookup>>('lookups', {
        query: {
          ...pagingQuery(params),
          Kind: kind,
          IsHidden: filters.isHidden,
          ParentId: filters.parentId,
          IsCity: filters.isCity,
        },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every region (hidden ones too), for the region filter and the city's region picker. */
export function useRegions(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'lookups', 'regions'],
    queryFn: () =>
      dashboardRequest<ListEnvelope<DashboardLookup>>('lookups', {
        query: { Kind: 'region', IsCity: false, PageSize: 100, SortBy: 'orderAsc' },
      }),
    enabled,
  });
}

function useInvalidateLookups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}

export function useSaveLookup(id: number | undefined) {
  const invalidate = useInvalidateLookups();
  return useMutation({
    mutationFn: (body: CreateLookupBody | UpdateLookupBody) =>
      dashboardRequest<DashboardLookup>(id === undefined ? 'lookups' : `lookups/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useSetLookupHidden() {
  const invalidate = useInvalidateLookups();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: number; hidden: boolean }) =>
      dashboardRequest<DashboardLookup>(`lookups/${id}/${hidden ? 'hide' : 'show'}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

export function useDeleteLookup() {
  const invalidate = useInvalidateLookups();
  return useMutation({
    mutationFn: (id: number) => dashboardRequest<undefined>(`lookups/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
