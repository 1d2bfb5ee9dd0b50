import { and, desc, eq, max, or, sql, sum } from 'drizzle-orm';
import type { ConversationItem } from '#contract/messages.js';
import type { AppDeps } from '#server/deps.js';
import { properties, propertyMessages as m, users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import type { Language } from '#contract/common.js';
import { pagedList, rowCount } from '#server/lib/paging.js';
import { publicCover, publicTitles } from '../ads/index.js';
import { notHidden } from './conversation-query.js';
import { toConversationProperty, toConversationUser, toMessageItem } from './conversation-view.js';

interface Paging {
  PageSize: number;
  PageNumber: number;
}

/**
 * The caller's conversations, one per property and other person, the most recent first: the last
 * message, and how many the caller received there and has not opened.
 */
export async function listConversations(deps: AppDeps, caller: AuthUser, paging: Paging, language: Language) {
  const { db } = deps;
  const me = caller.id;
  // The CTEs' column names are unique across the final join: drizzle does not qualify them.
  const mine = db.$with('mine').as(
    db
      .select({
        id: m.id,
        propertyId: sql<number>`${m.propertyId}`.as('thread_property_id'),
        otherId: sql<string>`case when ${m.senderId} = ${me} then ${m.receiverId} else ${m.senderId} end`.as(
          'thread_other_id',
        ),
        unread: sql<number>`(${m.receiverId} = ${me} and ${m.readAt} is null)::int`.as('unread'),
      })
      .from(m)
      .where(and(notHidden, or(eq(m.senderId, me), eq(m.receiverId, me)))),
  );
  const threads = db.$with('threads').as(
    db
      .select({
        propertyId: mine.propertyId,
        otherId: mine.otherId,
        lastId: max(mine.id).as('last_id'),
        unread: sum(mine.unread).mapWith(Number).as('unread_count'),
      })
      .from(mine)
      .groupBy(mine.propertyId, mine.otherId),
  );

  return pagedList(
    paging,
    (limit, offset) =>
      db
        .with(mine, threads)
        .select({
          message: m,
          unread: threads.unread,
          property: {
            id: properties.id,
            ...publicTitles,
            category: properties.category,
          },
          cover: publicCover,
          other: { id: users.id, fullName: users.fullName, imageKey: users.imageKey },
        })
        .from(threads)
        .innerJoin(m, eq(m.id, threads.lastId))
        .innerJoin(properties, eq(properties.id, threads.propertyId))
        .innerJoin(users, eq(users.id, threads.otherId))
        .orderBy(desc(m.createdAt), desc(m.id))
        .limit(limit)
        .offset(offset),
    () => db.with(mine, threads).select(rowCount).from(threads),
    (row): ConversationItem => ({
      property: toConversationProperty({ ...row.property, cover: row.cover }, language, deps.storage),
      otherUser: toConversationUser(row.other, deps.storage),
      lastMessage: toMessageItem(row.message),
      unreadCount: row.unread,
    }),
  );
}
