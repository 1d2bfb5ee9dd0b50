import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardAgent } from '../../../../../contract/dashboard/agents';
import type {
  ModeratedPropertyEdit,
  ModerationDetail,
  ModerationListItem,
  moderationSortOrders,
} from '../../../../../contract/dashboard/properties';
import type { propertyStatuses } from '../../../../../contract/properties';
import { dashboardRequest } from '../lib/dashboard-api';
import { ApiError } from '../../../lib/api-client';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export type ModerationSort = (typeof moderationSortOrders)[number];
export type PropertyStatus = (typeof propertyStatuses)[number];

export interface ModerationFilters {
  status?: PropertyStatus;
  category?: number;
}

export function useModerationList(params: ListParams<ModerationSort>, filters: ModerationFilters) {
  return useQuery({
    queryKey: ['dashboard', 'properties', 'list', params, filters],
    queryFn: () =>
      dashboardRequest<ListEnvelope<ModerationListItem>>('properties', {
        query: { ...pagingQuery(params), Status: filters.status, Category: filters.category },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The review queue's length, for its tab. */
export function usePendingCount() {
  return useQuery({
    queryKey: ['dashboard', 'properties', 'pending-count'],
    queryFn: () =>
      dashboardRequest<ListEnvelope<ModerationListItem>>('properties', {
        query: { Status: 'pending', PageSize: 1, PageNumber: 0 },
      }),
    select: (answer) => answer.totalDataCount,
  });
}

/** The oldest ad still waiting, to review next. */
export function fetchNextPending(): Promise<ListEnvelope<ModerationListItem>> {
  return dashboardRequest<ListEnvelope<ModerationListItem>>('properties', {
    query: { Status: 'pending', PageSize: 1, PageNumber: 0, SortBy: 'oldest' },
  });
}

export function useModerationDetail(id: number) {
  return useQuery({
    queryKey: ['dashboard', 'properties', 'detail', id],
    queryFn: () => dashboardRequest<ModerationDetail>(`properties/${id}`),
  });
}

/** Approve and reject name the version of the ad the reviewer is looking at. */
export type ModerationAction =
  | { kind: 'approve'; version: number }
  | { kind: 'reject'; reason: string; version: number }
  | { kind: 'feature' }
  | { kind: 'unfeature' }
  | { kind: 'delete' };

export function useModerate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => {
      if (action.kind === 'delete')
        return dashboardRequest<undefined>(`properties/${id}`, { method: 'DELETE' });
      const { kind, ...body } = action;
      return dashboardRequest<unknown>(`properties/${id}/${kind}`, {
        method: 'POST',
        body: kind === 'approve' || kind === 'reject' ? body : undefined,
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard', 'properties'] }),
    // Decided elsewhere or changed since it was opened: show the ad as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: ['dashboard', 'properties'] });
    },
  });
}

/** Staff correct an ad's texts, price or agent; the detail and lists refresh. */
export function useEditProperty(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: ModeratedPropertyEdit) =>
      dashboardRequest<ModerationDetail>(`properties/${id}`, { method: 'PUT', body: edit }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard', 'properties'] }),
  });
}

/** The agents an ad can name (visible ones), for staff who may list agents. */
export function useAssignableAgents(enabled: boolean) {
  return useQuery({
    queryKey: ['dashboard', 'agents', 'assignable'],
    queryFn: () =>
      dashboardRequest<ListEnvelope<DashboardAgent>>('agents', { query: { IsHidden: false, PageSize: 100 } }),
    enabled,
  });
}
