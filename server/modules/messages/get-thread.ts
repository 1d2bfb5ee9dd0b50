import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ThreadAnswer, ThreadQuery } from '#contract/messages.js';
import type { AppDeps } from '#server/deps.js';
import { confirmedClients, properties, propertyMessages, users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import type { Language } from '#contract/common.js';
import { pagedList } from '#server/lib/paging.js';
import { readConversationNotices } from '../notifications/index.js';
import { publicCover, publicTitles } from '../ads/index.js';
import { between } from './conversation-query.js';
import { toConversationProperty, toConversationUser, toMessageItem } from './conversation-view.js';

/**
 * The conversation of the caller with `otherId` about one property, oldest first. Opening it marks
 * what the caller received there read, with its notifications. Anyone not in it gets 404.
 */
export async function getThread(
  deps: AppDeps,
  caller: AuthUser,
  otherId: string,
  query: ThreadQuery,
  language: Language,
): Promise<ThreadAnswer> {
  const { db } = deps;
  const propertyId = query.PropertyId;
  const inThread = between(propertyId, caller.id, otherId);
  const total = await db.$count(propertyMessages, inThread);
  if (total === 0) throw new AppError('notFound', 'notFound');

  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(propertyMessages)
      .set({ readAt: now })
      .where(
        and(
          eq(propertyMessages.propertyId, propertyId),
          eq(propertyMessages.senderId, otherId),
          eq(propertyMessages.receiverId, caller.id),
          isNull(propertyMessages.readAt),
        ),
      );
    await readConversationNotices(tx, now, { userId: caller.id, propertyId, otherId });
  });

  const [messages, [property], [other]] = await Promise.all([
    pagedList(
      query,
      (limit, offset) =>
        db
          .select()
          .from(propertyMessages)
          .where(inThread)
          .orderBy(asc(propertyMessages.createdAt), asc(propertyMessages.id))
          .limit(limit)
          .offset(offset),
      () => Promise.resolve([{ n: total }]),
      toMessageItem,
    ),
    db
      .select({
        id: properties.id,
        ...publicTitles,
        category: properties.category,
        ownerId: properties.ownerId,
        cover: publicCover,
      })
      .from(properties)
      .where(eq(properties.id, propertyId)),
    db
      .select({ id: users.id, fullName: users.fullName, imageKey: users.imageKey })
      .from(users)
      .where(eq(users.id, otherId)),
  ]);
  // Messages go with their property and both people (cascade), so these are found.
  if (!property || !other) throw new AppError('notFound', 'notFound');
  const clientConfirmed =
    property.ownerId === caller.id
      ? (await db.$count(
          confirmedClients,
          and(eq(confirmedClients.propertyId, propertyId), eq(confirmedClients.userId, otherId)),
        )) > 0
      : null;
  return {
    clientConfirmed,
    ...messages,
    property: toConversationProperty(property, language, deps.storage),
    otherUser: toConversationUser(other, deps.storage),
  };
}
