import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** One row per code sent: the send limits and the failure cap are counted from these rows. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    phoneNumber: text('phone_number').notNull(),
    dialCode: text('dial_code').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [
    index('phone_verifications_phone_created_idx').on(table.phoneNumber, table.createdAt),
    index('phone_verifications_ip_created_idx').on(table.ip, table.createdAt),
    index('phone_verifications_created_idx').on(table.createdAt),
  ],
);

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;
