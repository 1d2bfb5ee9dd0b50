import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationItem, MessageItem, ThreadAnswer } from '../../../../contract/messages';
import { apiRequest } from '../../lib/api-client';
import { i18n } from '../../lib/i18n';
import type { ListEnvelope } from '../catalogue/api';

/** Every messages answer is cached under this root: live notifications invalidate it. */
const ROOT = 'messages';
const lang = () => i18n.language;
const THREAD_PAGE_SIZE = 100;

export const conversationsQuery = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: [ROOT, 'conversations', lang(), page, pageSize],
    queryFn: () =>
      apiRequest<ListEnvelope<ConversationItem>>(
        `website/messages/getAll?PageNumber=${page}&PageSize=${pageSize}`,
        { quiet: true },
      ),
    refetchOnWindowFocus: true,
  });

export interface Thread {
  property: ThreadAnswer['property'];
  otherUser: ThreadAnswer['otherUser'];
  /** Oldest first. */
  messages: MessageItem[];
  /** Older messages exist than those shown; more pages bring them. */
  hasEarlier: boolean;
}

const threadPage = (propertyId: number, userId: string, page: number) =>
  apiRequest<ThreadAnswer>(
    `website/messages/getBySenderId/${userId}?PropertyId=${propertyId}&PageNumber=${page}&PageSize=${THREAD_PAGE_SIZE}`,
    { quiet: true },
  );

/**
 * The newest messages of a conversation. The API pages oldest first, so the first page tells how many
 * pages there are, then the last `pages` full pages (and the partial newest one) are read.
 */
export const threadQuery = (propertyId: number, userId: string, pages: number) =>
  queryOptions({
    queryKey: [ROOT, 'thread', lang(), propertyId, userId, pages],
    queryFn: async ({ client }): Promise<Thread> => {
      const first = await threadPage(propertyId, userId, 0);
      const last = first.totalPages - 1;
      const from = Math.max(0, last - pages);
      const start = Math.max(from, 1);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, last - start + 1) }, (_, index) =>
          threadPage(propertyId, userId, start + index),
        ),
      );
      // Opening read the conversation and its notifications: their counts are stale now.
      void client.invalidateQueries({ queryKey: [ROOT, 'conversations'] });
      void client.invalidateQueries({ queryKey: ['notifications'] });
      const shown = from === 0 ? [first, ...rest] : rest;
      return {
        property: first.property,
        otherUser: first.otherUser,
        messages: shown.flatMap((page) => page.data),
        hasEarlier: from > 0,
      };
    },
    refetchOnWindowFocus: true,
  });

/** Without `receiverId` the message goes to the ad's owner; the owner names whom they answer. */
export interface NewMessage {
  propertyId: number;
  message: string;
  receiverId?: string;
}

/** Sends a message (api.md "Messages"); the error is the caller's to show. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewMessage) =>
      apiRequest<MessageItem>('website/messages/sendPropertyMessage', {
        method: 'POST',
        body,
        quiet: true,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [ROOT] }),
  });
}
