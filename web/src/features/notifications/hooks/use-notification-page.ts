import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { NotificationItem } from '#contract/notifications';
import { notificationsPageQuery, useMarkNotificationsRead } from '../api';

/**
 * The current page of notifications and the items marked read on it (spec §4): a mark shows at once,
 * goes to the server, and the list is refetched; the marks reset whenever fresh data arrives.
 */
export function useNotificationPage() {
  const [page, setPage] = useState(0);
  const query = useQuery(notificationsPageQuery(page));
  const markRead = useMarkNotificationsRead();
  const [marks, setMarks] = useState<{ forData: number; ids: ReadonlySet<number> }>({
    forData: 0,
    ids: new Set(),
  });
  const marked = marks.forData === query.dataUpdatedAt ? marks.ids : new Set<number>();

  const items: NotificationItem[] = (query.data?.data ?? []).map((item) =>
    marked.has(item.id) ? { ...item, read: true } : item,
  );
  const unreadIds = items.filter((item) => !item.read).map((item) => item.id);

  const mark = (ids: number[]) => {
    const fresh = ids.filter((id) => !marked.has(id));
    if (fresh.length === 0) return;
    setMarks({ forData: query.dataUpdatedAt, ids: new Set([...marked, ...fresh]) });
    markRead.mutate(fresh);
  };

  const totalPages = query.data?.totalPages ?? 0;
  // A page emptied meanwhile (fewer notifications than before) falls back to the last one.
  if (query.data && page > 0 && page >= totalPages) setPage(Math.max(0, totalPages - 1));

  return {
    page,
    setPage,
    items,
    /** The badge: unread items on the current page (spec §2). */
    unreadOnPage: unreadIds.length,
    totalPages,
    total: query.data?.totalDataCount ?? 0,
    isLoading: query.isPending,
    isError: query.isError,
    markOne: (id: number) => mark([id]),
    markAll: () => mark(unreadIds),
  };
}
