import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ModerationListItem } from '../../../../../contract/dashboard/properties';
import type {
  DashboardUser,
  DashboardUserDetail,
  userSortOrders,
} from '../../../../../contract/dashboard/users';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';
import type { ModerationSort } from './properties';

export type UserSort = (typeof userSortOrders)[number];

export function useUserList(params: ListParams<UserSort>, isBlocked: boolean | undefined) {
  return useQuery({
    queryKey: ['dashboard', 'users', 'list', params, isBlocked],
    queryFn: () =>
      dashboardRequest<ListEnvelope<DashboardUser>>('users', {
        query: { ...pagingQuery(params), IsBlocked: isBlocked },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: ['dashboard', 'users', 'detail', id],
    queryFn: () => dashboardRequest<DashboardUserDetail>(`users/${encodeURIComponent(id)}`),
  });
}

/** One user's ads in every status. */
export function useUserProperties(id: string, params: ListParams<ModerationSort>) {
  return useQuery({
    queryKey: ['dashboard', 'users', 'properties', id, params],
    queryFn: () =>
      dashboardRequest<ListEnvelope<ModerationListItem>>(`users/${encodeURIComponent(id)}/properties`, {
        query: pagingQuery(params),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useSetUserBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      dashboardRequest<DashboardUserDetail>(
        `users/${encodeURIComponent(id)}/${blocked ? 'block' : 'unblock'}`,
        {
          method: 'POST',
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  });
}
