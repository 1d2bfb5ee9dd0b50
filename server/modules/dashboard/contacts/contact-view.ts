import { sql } from 'drizzle-orm';
import type { ContactNote, DashboardContact } from '#contract/dashboard/contacts.js';
import type { Database } from '#server/db/client.js';
import {
  supportMessages,
  type SupportMessageNoteRow,
  type SupportMessageRow,
} from '#server/db/schema/index.js';

/** Qualified by hand: with a single-table FROM drizzle leaves `id` bare. */
const notesCount =
  sql<number>`(select count(*) from support_message_notes n where n.support_message_id = "support_messages"."id")`.mapWith(
    Number,
  );

/** Support messages with the number of their notes. */
export function selectContacts(db: Pick<Database, 'select'>) {
  return db.select({ message: supportMessages, notesCount }).from(supportMessages).$dynamic();
}

/** What the sender wrote in the form. */
function sentFields(message: SupportMessageRow) {
  return {
    id: message.id,
    fullName: message.fullName,
    phoneNumber: message.phoneNumber,
    email: message.email,
    subject: message.subject,
    message: message.message,
  };
}

export function toDashboardContact(row: {
  message: SupportMessageRow;
  notesCount: number;
}): DashboardContact {
  const { message } = row;
  return {
    ...sentFields(message),
    userId: message.userId,
    language: message.language,
    createdAt: message.createdAt.toISOString(),
    isHandled: message.handledAt !== null,
    handledAt: message.handledAt?.toISOString() ?? null,
    handledBy:
      message.handledAt !== null && message.handledByEmail !== null
        ? { id: message.handledById, email: message.handledByEmail }
        : null,
    notesCount: row.notesCount,
  };
}

export function toContactNote(note: SupportMessageNoteRow): ContactNote {
  return {
    id: note.id,
    note: note.note,
    author: { id: note.staffId, email: note.staffEmail },
    createdAt: note.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a support message. */
export function contactSnapshot(message: SupportMessageRow) {
  return {
    ...sentFields(message),
    handledAt: message.handledAt,
    handledByEmail: message.handledByEmail,
  };
}
