import { queryOptions } from '@tanstack/react-query';
import type { EndpointInput } from '#contract/endpoint';
import {
  confirmClient,
  getThread,
  listConversations,
  sendPropertyMessage,
} from '#contract/endpoints/messages';
import { listNotifications } from '#contract/endpoints/notifications';
import type { MessageItem, ThreadAnswer } from '#contract/messages';
import { call } from '#web/lib/api/api-client';
import { endpointKey, endpointQuery, invalidateResources } from '#web/lib/api/endpoint-queries';
import { useResourceMutation } from '#web/lib/api/resource-mutation';

const THREAD_PAGE_SIZE = 100;

export const conversationsQuery = (page: number, pageSize: number) => ({
  ...endpointQuery(listConversations, { query: { PageNumber: page, PageSize: pageSize } }, { quiet: true }),
  refetchOnWindowFocus: true,
});

export interface Thread {
  property: ThreadAnswer['property'];
  otherUser: ThreadAnswer['otherUser'];
  /** For the ad's owner: whether they confirmed the other person as a client; null for that person. */
  clientConfirmed: boolean | null;
  /** Oldest first. */
  messages: MessageItem[];
  /** Older messages exist than those shown; more pages bring them. */
  hasEarlier: boolean;
}

const threadInput = (propertyId: number, userId: string) => ({
  params: { senderId: userId },
  query: { PropertyId: String(propertyId), PageSize: THREAD_PAGE_SIZE },
});

const threadPage = (propertyId: number, userId: string, page: number, signal: AbortSignal) => {
  const input = threadInput(propertyId, userId);
  return call(getThread, { ...input, query: { ...input.query, PageNumber: page } }, { quiet: true, signal });
};

/**
 * The newest messages of a conversation. The API pages oldest first, so the first page tells how many
 * pages there are, then the last `pages` full pages (and the partial newest one) are read.
 */
export const threadQuery = (propertyId: number, userId: string, pages: number) =>
  queryOptions({
    queryKey: [...endpointKey(getThread, threadInput(propertyId, userId)), pages],
    meta: { access: getThread.access.kind },
    queryFn: async ({ client, signal }): Promise<Thread> => {
      const first = await threadPage(propertyId, userId, 0, signal);
      const last = first.totalPages - 1;
      const from = Math.max(0, last - pages);
      const start = Math.max(from, 1);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, last - start + 1) }, (_, index) =>
          threadPage(propertyId, userId, start + index, signal),
        ),
      );
      // Opening read the conversation and its notifications: their counts are stale now. Only the
      // conversations (every page, any language: their key's path part), not this thread being read.
      void client.invalidateQueries({ queryKey: endpointKey(listConversations).slice(0, -2) });
      void invalidateResources(client, listNotifications);
      const shown = from === 0 ? [first, ...rest] : rest;
      return {
        property: first.property,
        otherUser: first.otherUser,
        clientConfirmed: first.clientConfirmed,
        messages: shown.flatMap((page) => page.data),
        hasEarlier: from > 0,
      };
    },
    refetchOnWindowFocus: true,
  });

/** Without `receiverId` the message goes to the ad's owner; the owner names whom they answer. */
export type NewMessage = EndpointInput<typeof sendPropertyMessage>['body'];

/** Sends a message (api.md "Messages"); the error is the caller's to show. */
export function useSendMessage() {
  return useResourceMutation(
    (body: NewMessage) => call(sendPropertyMessage, { body }, { quiet: true }),
    sendPropertyMessage,
  );
}

/** The ad's owner confirms the other person as a client, so they may review the ad. */
export function useConfirmClient(propertyId: number, userId: string) {
  return useResourceMutation(
    () => call(confirmClient, { params: { senderId: userId }, query: { PropertyId: String(propertyId) } }),
    getThread,
  );
}
