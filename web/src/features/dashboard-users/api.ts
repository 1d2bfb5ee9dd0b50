import { useQuery } from '@tanstack/react-query';
import type { userSortOrders } from '#contract/dashboard/users';
import {
  blockUser,
  getUser,
  listUserProperties,
  listUsers,
  unblockUser,
} from '#contract/endpoints/dashboard/users';
import { call } from '#web/lib/api/api-client';
import { endpointQuery } from '#web/lib/api/endpoint-queries';
import { useBackOfficeMutation } from '#web/lib/api/back-office-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';
import type { ModerationSort } from '#web/entities/moderated-ad/status';

export type UserSort = (typeof userSortOrders)[number];

export function useUserList(params: ListParams<UserSort>, isBlocked: boolean | undefined) {
  return useListQuery(endpointQuery(listUsers, { query: { ...pagingQuery(params), IsBlocked: isBlocked } }));
}

export function useUser(id: string) {
  return useQuery(endpointQuery(getUser, { params: { id } }));
}

/** One user's ads in every status. */
export function useUserProperties(id: string, params: ListParams<ModerationSort>) {
  return useListQuery(endpointQuery(listUserProperties, { params: { id }, query: pagingQuery(params) }));
}

/** A user's block shows on their ads, their messages and the lists across the back-office. */
export function useSetUserBlocked(id: string) {
  return useBackOfficeMutation((blocked: boolean) =>
    call(blocked ? blockUser : unblockUser, { params: { id } }),
  );
}
