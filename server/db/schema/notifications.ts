import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { notificationTypes } from '#contract/notifications.js';
import { properties } from './properties.js';
import { users } from './users.js';

/**
 * What happened to a user, stored as a type and its parameters; the text is written in the reader's
 * language when the list is read. `property_id` and `category` let the panel open the ad.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationTypes }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    propertyId: integer('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    category: smallint('category'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
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
