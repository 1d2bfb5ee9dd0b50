import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffBody, staffSortOrders, UpdateStaffBody } from '#contract/dashboard/staff';
import {
  blockStaff,
  createStaff,
  listStaff,
  unblockStaff,
  updateStaff,
} from '#contract/endpoints/dashboard/staff';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { invalidateBackOffice } from '../shared/back-office-queries';
import { pagingQuery, type ListParams } from '../shared/list-params';

export type StaffSort = (typeof staffSortOrders)[number];

export interface StaffFilters {
  roleId?: number;
  isBlocked?: boolean;
}

export function useStaffList(params: ListParams<StaffSort>, filters: StaffFilters) {
  return useQuery({
    ...endpointQuery(listStaff, {
      query: { ...pagingQuery(params), RoleId: filters.roleId, IsBlocked: filters.isBlocked },
    }),
    placeholderData: keepPreviousData,
  });
}

/** Staff members show on roles, in the audit log and its filter across the back-office. */
function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => invalidateBackOffice(queryClient);
}

/** A new member sends every field (`CreateStaffBody`); an edit sends what changed. */
export function useSaveStaff(id: string | undefined) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (body: CreateStaffBody | UpdateStaffBody) =>
      id === undefined
        ? call(createStaff, { body: body as CreateStaffBody })
        : call(updateStaff, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useSetBlocked() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      call(blocked ? blockStaff : unblockStaff, { params: { id } }),
    onSuccess: invalidate,
  });
}
