import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';

export type RoleSort = (typeof roleSortOrders)[number];

export function useRoles(params: ListParams<RoleSort>, enabled = true) {
  return useQuery({
    ...endpointQuery(listRoles, { query: pagingQuery(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
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

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () => invalidateResources(queryClient, listRoles);
}

export function useSaveRole(id: number | undefined) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: RoleBody) =>
      id === undefined ? call(createRole, { body }) : call(updateRole, { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: number) => call(deleteRole, { params: { id } }),
    onSuccess: invalidate,
  });
}
