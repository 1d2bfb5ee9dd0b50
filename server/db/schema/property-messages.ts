import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { users } from './users.js';

/**
 * Messages about one property between an inquirer and the property's owner. A conversation is the
 * property plus the two people; it has no row of its own.
 */
export const propertyMessages = pgTable(
  'property_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    receiverId: uuid('receiver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the receiver opened the conversation. */
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Hidden by staff as abusive: left out of every website answer. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('property_messages_sender_idx').on(t.senderId, t.createdAt),
    index('property_messages_receiver_idx').on(t.receiverId, t.createdAt),
    index('property_messages_thread_idx').on(t.propertyId, t.senderId, t.receiverId),
    index('property_messages_unread_idx')
      .on(t.receiverId, t.propertyId, t.senderId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type PropertyMessageRow = typeof propertyMessages.$inferSelect;
