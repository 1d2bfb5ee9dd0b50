import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { contactSortOrders } from '../../../../../contract/dashboard/contacts';
import {
  addContactNote,
  deleteContact,
  getContact,
  handleContact,
  listContacts,
  unhandleContact,
} from '../../../../../contract/endpoints/dashboard/contacts';
import { call } from '../../../lib/api-client';
import { endpointQuery, invalidateResources } from '../../../lib/endpoint-queries';
import { pagingQuery, type ListParams } from '../shared/list-params';

export type ContactSort = (typeof contactSortOrders)[number];

export function useContactList(params: ListParams<ContactSort>, handled: boolean | undefined) {
  return useQuery({
    ...endpointQuery(listContacts, { query: { ...pagingQuery(params), Handled: handled } }),
    placeholderData: keepPreviousData,
  });
}

const contactQuery = (id: number) => endpointQuery(getContact, { params: { id } });

export function useContact(id: number) {
  return useQuery(contactQuery(id));
}

export type ContactAction =
  { kind: 'handle' } | { kind: 'unhandle' } | { kind: 'note'; note: string } | { kind: 'delete' };

export function useContactAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContactAction) => {
      const params = { id };
      if (action.kind === 'delete') return call(deleteContact, { params });
      if (action.kind === 'note') return call(addContactNote, { params, body: { note: action.note } });
      return call(action.kind === 'handle' ? handleContact : unhandleContact, { params });
    },
    onSuccess: (answer, action) => {
      const { queryKey } = contactQuery(id);
      if (answer) queryClient.setQueryData(queryKey, answer);
      if (action.kind === 'delete') queryClient.removeQueries({ queryKey });
      // The lists; the detail just set is read again too.
      return invalidateResources(queryClient, listContacts);
    },
  });
}
