import type { staffSortOrders } from '#contract/dashboard/staff';
import { listStaff } from '#contract/endpoints/dashboard/staff';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type StaffSort = (typeof staffSortOrders)[number];

export interface StaffFilters {
  roleId?: number;
  isBlocked?: boolean;
}

/** A page of staff members: the staff screen's table, and the audit log's staff picker. */
export function useStaffList(params: ListParams<StaffSort>, filters: StaffFilters) {
  return useListQuery(
    endpointQuery(listStaff, {
      query: { ...pagingQuery(params), RoleId: filters.roleId, IsBlocked: filters.isBlocked },
    }),
  );
}
