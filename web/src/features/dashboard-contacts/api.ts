import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { contactSortOrders } from '#contract/dashboard/contacts';
import {
  addContactNote,
  deleteContact,
  getContact,
  handleContact,
  listContacts,
  unhandleContact,
} from '#contract/endpoints/dashboard/contacts';
import { call } from '#web/lib/api/api-client';
import { endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';
import { pagingQuery, type ListParams } from '#web/components/back-office/list-params';
import { useListQuery } from '#web/components/back-office/use-list-query';

export type ContactSort = (typeof contactSortOrders)[number];

export function useContactList(params: ListParams<ContactSort>, handled: boolean | undefined) {
  return useListQuery(endpointQuery(listContacts, { query: { ...pagingQuery(params), Handled: handled } }));
}

const contactQuery = (id: number) => endpointQuery(getContact, { params: { id } });

export function useContact(id: number) {
  return useQuery(contactQuery(id));
}

export type ContactAction = { kind: 'handle' } | { kind: 'unhandle' } | { kind: 'note'; note: string };

/** Handled, not handled, a note: the answer is the message as it is now. */
export function useContactAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ContactAction) => {
      const params = { id };
      if (action.kind === 'note') return call(addContactNote, { params, body: { note: action.note } });
      return call(action.kind === 'handle' ? handleContact : unhandleContact, { params });
    },
    onSuccess: (answer) => {
      queryClient.setQueryData(contactQuery(id).queryKey, answer);
      // The lists; the detail just set is read again too.
      return invalidateResources(queryClient, listContacts);
    },
  });
}

/**
 * Deletes the message. The cache is left as it is: a page still showing the message would read it
 * again and find it gone. The caller leaves that page, then calls `forgetContact`.
 */
export function useDeleteContact(id: number) {
  return useMutation({ mutationFn: () => call(deleteContact, { params: { id } }) });
}

/** After a deletion, once no page shows the message: out of the cache, and the lists read again. */
export function forgetContact(queryClient: QueryClient, id: number) {
  queryClient.removeQueries({ queryKey: contactQuery(id).queryKey });
  return invalidateResources(queryClient, listContacts);
}
