import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Messages from the contact-us page; the back-office inbox reads and closes them. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The sender's account when they were signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [index('support_messages_created_idx').on(table.createdAt.desc())],
);
