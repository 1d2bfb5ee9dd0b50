import { useQuery } from '@tanstack/react-query';
import type { OfficeSortOrder, SuspendOfficeBody, VerificationKind } from '#contract/dashboard/offices';
import {
  approveOffice,
  getOffice,
  listOffices,
  listVerificationQueue,
  reinstateOffice,
  suspendOffice,
} from '#contract/endpoints/dashboard/offices';
import { listModeratedProperties } from '#contract/endpoints/dashboard/properties';
import type { falStates, OfficeStatus } from '#contract/offices';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type FalState = (typeof falStates)[number];

export interface OfficeFilters {
  status?: OfficeStatus;
  licenceState?: FalState;
}

export function useOfficeList(params: ListParams<OfficeSortOrder>, filters: OfficeFilters) {
  return useListQuery(
    endpointQuery(listOffices, {
      query: { ...pagingQuery(params), Status: filters.status, LicenceState: filters.licenceState },
    }),
  );
}

export function useOffice(id: number) {
  return useQuery(endpointQuery(getOffice, { params: { id } }));
}

export type OfficeDecision =
  { kind: 'approve' } | { kind: 'reinstate' } | ({ kind: 'suspend' } & SuspendOfficeBody);

/** Approving, suspending or reinstating changes the office, the lists, the queue and its ads' statuses. */
export function useOfficeDecision(id: number) {
  return useResourceMutation(
    (decision: OfficeDecision) => {
      const params = { id };
      if (decision.kind === 'approve') return call(approveOffice, { params });
      if (decision.kind === 'reinstate') return call(reinstateOffice, { params });
      return call(suspendOffice, { params, body: { reason: decision.reason } });
    },
    listOffices,
    getOffice,
    listVerificationQueue,
    listModeratedProperties,
  );
}

export function useVerificationQueue(params: ListParams<'newest'>, kind: VerificationKind | undefined) {
  const { PageNumber, PageSize } = pagingQuery(params);
  return useListQuery(endpointQuery(listVerificationQueue, { query: { PageNumber, PageSize, Kind: kind } }));
}
