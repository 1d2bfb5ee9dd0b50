import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  phoneNumber: text('phone_number').notNull().unique(),
  dialCode: text('dial_code').notNull(),
  fullName: text('full_name'),
  email: text('email'),
  /**
   * When the owner opened the signed link sent to `email`; null until then, and again whenever the
   * address changes. Nothing but that link is ever mailed to an address without it (ADR 0028).
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  whatsapp: text('whatsapp'),
  imageKey: text('image_key'),
  preferredLanguage: text('preferred_language', { enum: ['ar', 'en'] })
    .notNull()
    .default('ar'),
  /** The terms and privacy policy version the user last accepted (TERMS_VERSION), and when. */
  termsVersion: text('terms_version'),
  termsConsentedAt: timestamp('terms_consented_at', { withTimezone: true }),
  blockedAt: timestamp('blocked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
