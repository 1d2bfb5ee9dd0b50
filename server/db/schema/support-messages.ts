import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff.js';
import { users } from './users.js';
import { identityId, stamp } from './columns.js';

/** Messages from the contact-us page; the back-office inbox reads and closes them. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: identityId(),
    fullName: text('full_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The sender's account when they were signed in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    createdAt: stamp('created_at').notNull(),
    handledAt: stamp('handled_at'),
    /** Who marked it handled; the email stays when the staff account is deleted. */
    handledById: uuid('handled_by_id').references(() => staff.id, { onDelete: 'set null' }),
    handledByEmail: text('handled_by_email'),
  },
  (table) => [index('support_messages_created_idx').on(table.createdAt.desc())],
);

export type SupportMessageRow = typeof supportMessages.$inferSelect;

/** Staff notes on a support message, oldest first. */
export const supportMessageNotes = pgTable(
  'support_message_notes',
  {
    id: identityId(),
    supportMessageId: integer('support_message_id')
      .notNull()
      .references(() => supportMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffEmail: text('staff_email').notNull(),
    note: text('note').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (table) => [index('support_message_notes_message_idx').on(table.supportMessageId, table.createdAt)],
);

export type SupportMessageNoteRow = typeof supportMessageNotes.$inferSelect;
