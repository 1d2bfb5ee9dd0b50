import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  contactSortOrders,
  DashboardContact,
  DashboardContactDetail,
} from '../../../../../contract/dashboard/contacts';
import { dashboardRequest } from '../lib/dashboard-api';
import { pagingQuery, type ListEnvelope, type ListParams } from '../lib/list-params';

export type ContactSort = (typeof contactSortOrders)[number];

export function useContactList(params: ListParams<ContactSort>, handled: boolean | undefined) {
  return useQuery({
    queryKey: ['dashboard', 'contacts', 'list', params, handled],
    queryFn: () =>
      dashboardRequest<ListEnvelope<DashboardContact>>('contacts', {
        query: { ...pagingQuery(params), Handled: handled },
      }),
    placeholderData: keepPreviousData,
  });
}

export function useContact(id: number) {
  return useQuery({
    queryKey: ['dashboard', 'contacts', 'detail', id],
    queryFn: () => dashboardRequest<DashboardContactDetail>(`contacts/${id}`),
  });
}

export type ContactAction =
  { kind: 'handle' } | { kind: 'unhandle' } | { kind: 'note'; note: string } | { kind: 'delete' };

export function useContactAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContactAction) => {
      if (action.kind === 'delete')
        return dashboardRequest<undefined>(`contacts/${id}`, { method: 'DELETE' });
      if (action.kind === 'note') {
        return dashboardRequest<DashboardContactDetail>(`contacts/${id}/notes`, {
          method: 'POST',
          body: { note: action.note },
        });
      }
      return dashboardRequest<DashboardContactDetail>(`contacts/${id}/${action.kind}`, { method: 'POST' });
    },
    onSuccess: (answer, action) => {
      if (answer) queryClient.setQueryData(['dashboard', 'contacts', 'detail', id], answer);
      if (action.kind === 'delete')
        queryClient.removeQueries({ queryKey: ['dashboard', 'contacts', 'detail', id] });
      return queryClient.invalidateQueries({ queryKey: ['dashboard', 'contacts', 'list'] });
    },
  });
}
