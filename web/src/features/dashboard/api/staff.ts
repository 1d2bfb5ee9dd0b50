import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateStaffBody,
  StaffMember,
  staffSortOrders,
  UpdateStaffBody,
} from '../../../../../contract/dashboard/staff';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export type StaffSort = (typeof staffSortOrders)[number];

export interface StaffFilters {
  roleId?: number;
  isBlocked?: boolean;
}

export function useStaffList(params: ListParams<StaffSort>, filters: StaffFilters) {
  return useQuery({
    queryKey: ['dashboard', 'staff', 'list', params, filters],
    queryFn: () =>
      dashboardRequest<ListEnvelope<StaffMember>>('staff', {
        query: { ...pagingQuery(params), RoleId: filters.roleId, IsBlocked: filters.isBlocked },
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateStaff() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['dashboard'] });
}

export function useSaveStaff(id: string | undefined) {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: (body: CreateStaffBody | UpdateStaffBody) =>
      dashboardRequest<StaffMember>(id === undefined ? 'staff' : `staff/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useSetBlocked() {
  const invalidate = useInvalidateStaff();
  return useMutation({
    mutationFn: ({ id, blocked }: { id: string; blocked: boolean }) =>
      dashboardRequest<StaffMember>(`staff/${id}/${blocked ? 'block' : 'unblock'}`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}
