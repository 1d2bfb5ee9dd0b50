import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModeratedPropertyEdit } from '#contract/dashboard/properties';
import { listAgents } from '#contract/endpoints/dashboard/agents';
import {
  approveProperty,
  deleteModeratedProperty,
  editModeratedProperty,
  featureProperty,
  getModeratedProperty,
  listModeratedProperties,
  rejectProperty,
  requestPropertyChanges,
  unfeatureProperty,
} from '#contract/endpoints/dashboard/properties';
import { ApiError, call } from '#web/lib/api/api-client';
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import type { ModerationSort, PropertyStatus } from '#web/entities/moderated-ad/status';

export interface ModerationFilters {
  status?: PropertyStatus;
  category?: number;
  /** The ads posted for one brokerage office (from the office's page). */
  officeId?: number;
}

export function useModerationList(params: ListParams<ModerationSort>, filters: ModerationFilters) {
  return useListQuery(
    endpointQuery(listModeratedProperties, {
      query: {
        ...pagingQuery(params),
        Status: filters.status,
        Category: filters.category,
        OfficeId: filters.officeId,
      },
    }),
  );
}

/** The review queue's length, for its tab. */
export function usePendingCount() {
  return useQuery({
    ...endpointQuery(listModeratedProperties, { query: { Status: 'pending', PageSize: 1, PageNumber: 0 } }),
    select: (answer) => answer.totalDataCount,
  });
}

/** The oldest ad still waiting, to review next. */
export function fetchNextPending() {
  return call(listModeratedProperties, {
    query: { Status: 'pending', PageSize: 1, PageNumber: 0, SortBy: 'oldest' },
  });
}

export function useModerationDetail(id: number) {
  return useQuery(endpointQuery(getModeratedProperty, { params: { id } }));
}

/** Approve, reject and ask for changes name the version of the ad the reviewer is looking at. */
export type ModerationAction =
  | { kind: 'approve'; version: number }
  | { kind: 'reject'; reason: string; version: number }
  | { kind: 'requestChanges'; reason: string; version: number }
  | { kind: 'feature' }
  | { kind: 'unfeature' }
  | { kind: 'delete' };

function moderate(id: number, action: ModerationAction) {
  const params = { id };
  switch (action.kind) {
    case 'approve':
      return call(approveProperty, { params, body: { version: action.version } });
    case 'reject':
      return call(rejectProperty, { params, body: { reason: action.reason, version: action.version } });
    case 'requestChanges':
      return call(requestPropertyChanges, {
        params,
        body: { reason: action.reason, version: action.version },
      });
    case 'feature':
      return call(featureProperty, { params });
    case 'unfeature':
      return call(unfeatureProperty, { params });
    case 'delete':
      return call(deleteModeratedProperty, { params });
  }
}

export function useModerate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ModerationAction) => moderate(id, action),
    onSuccess: () => invalidateResources(queryClient, listModeratedProperties),
    // Decided elsewhere or changed since it was opened: show the ad as it is now.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void invalidateResources(queryClient, listModeratedProperties);
    },
  });
}

/** Staff correct an ad's texts, price or agent; the detail and lists refresh. */
export function useEditProperty(id: number) {
  return useResourceMutation(
    (edit: ModeratedPropertyEdit) => call(editModeratedProperty, { params: { id }, body: edit }),
    listModeratedProperties,
  );
}

/** The agents an ad can name (visible ones), for staff who may list agents. */
export function useAssignableAgents(enabled: boolean) {
  return useQuery({
    ...endpointQuery(listAgents, { query: { IsHidden: false, PageSize: 100 } }),
    enabled,
  });
}
