import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { notificationTypes } from '#contract/notifications.js';
import { properties } from './properties.js';
import { identityId, stamp } from './columns.js';
import { userLink } from './user-link.js';

/**
 * What happened to a user, stored as a type and its parameters; the text is written in the reader's
 * language when the list is read. `property_id` and `category` let the panel open the ad.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: identityId(),
    userId: userLink('user_id'),
    type: text('type', { enum: notificationTypes }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    category: smallint('category'),
    createdAt: stamp('created_at').notNull(),
    readAt: stamp('read_at'),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // Deleting an ad removes its notifications.
    index('notifications_property_idx').on(t.propertyId),
    index('notifications_user_unread_idx')
      .on(t.userId, t.propertyId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
