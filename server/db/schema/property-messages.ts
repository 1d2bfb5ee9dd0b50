import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { identityId, stamp } from './columns.js';
import { propertyLink } from './property-link.js';
import { userLink } from './user-link.js';

/**
 * Messages about one property between an inquirer and the property's owner. A conversation is the
 * property plus the two people; it has no row of its own.
 */
export const propertyMessages = pgTable(
  'property_messages',
  {
    id: identityId(),
    propertyId: propertyLink('property_id'),
    senderId: userLink('sender_id'),
    receiverId: userLink('receiver_id'),
    body: text('body').notNull(),
    createdAt: stamp('created_at').notNull(),
    /** When the receiver opened the conversation. */
    readAt: stamp('read_at'),
    /** Hidden by staff as abusive: left out of every website answer. */
    hiddenAt: stamp('hidden_at'),
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
