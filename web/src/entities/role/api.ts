import { useQuery } from '@tanstack/react-query';
import type { RoleBody, roleSortOrders } from '#contract/dashboard/roles';
import {
  createRole,
  deleteRole,
  getRole,
  listRoles,
  permissions,
  updateRole,
} from '#contract/endpoints/dashboard/roles';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type RoleSort = (typeof roleSortOrders)[number];

export function useRoles(params: ListParams<RoleSort>, enabled = true) {
  return useListQuery({ ...endpointQuery(listRoles, { query: pagingQuery(params) }), enabled });
}

/** Nothing is asked before the role is known (a new role has none). */
export function useRole(id: number | undefined) {
  return useQuery({
    ...endpointQuery(getRole, { params: { id: id ?? 0 } }),
    enabled: id !== undefined,
  });
}

export function usePermissionCatalogue() {
  return useQuery({
    ...endpointQuery(permissions),
    staleTime: Infinity,
  });
}

export function useSaveRole(id: number | undefined) {
  return useResourceMutation(
    (body: RoleBody) =>
      id === undefined ? call(createRole, { body }) : call(updateRole, { params: { id }, body }),
    listRoles,
  );
}

export function useDeleteRole() {
  return useResourceMutation((id: number) => call(deleteRole, { params: { id } }), listRoles);
}
