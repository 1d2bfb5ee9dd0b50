import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PermissionCatalogue } from '../../../../../contract/dashboard/permissions';
import type { Role, RoleBody } from '../../../../../contract/dashboard/roles';
import type { roleSortOrders } from '../../../../../contract/dashboard/roles';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export type RoleSort = (typeof roleSortOrders)[number];

export function useRoles(params: ListParams<RoleSort>, enabled = true) {
  return useQuery({
    queryKey: ['dashboard', 'roles', 'list', params],
    queryFn: () => dashboardRequest<ListEnvelope<Role>>('roles', { query: pagingQuery(params) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRole(id: number | undefined) {
  return useQuery({
    queryKey: ['dashboard', 'roles', 'detail', id],
    queryFn: () => dashboardRequest<Role>(`roles/${id}`),
    enabled: id !== undefined,
  });
}

export function usePermissionCatalogue() {
  return useQuery({
    queryKey: ['dashboard', 'permissions'],
    queryFn: () => dashboardRequest<PermissionCatalogue>('permissions'),
    staleTime: Infinity,
  });
}

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['dashboard', 'roles'] });
}

export function useSaveRole(id: number | undefined) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (body: RoleBody) =>
      dashboardRequest<Role>(id === undefined ? 'roles' : `roles/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (id: number) => dashboardRequest<undefined>(`roles/${id}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
