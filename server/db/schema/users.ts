import { pgTable, text } from 'drizzle-orm/pg-core';
import { randomId, stamp, writtenAt } from './columns.js';

export const users = pgTable('users', {
  id: randomId(),
  phoneNumber: text('phone_number').notNull().unique(),
  dialCode: text('dial_code').notNull(),
  fullName: text('full_name'),
  email: text('email'),
  /**
   * When the owner opened the signed link sent to `email`; null until then, and again whenever the
   * address changes. Nothing but that link is ever mailed to an address without it (ADR 0028).
   */
  emailVerifiedAt: stamp('email_verified_at'),
  whatsapp: text('whatsapp'),
  imageKey: text('image_key'),
  preferredLanguage: text('preferred_language', { enum: ['ar', 'en'] })
    .notNull()
    .default('ar'),
  /** The terms and privacy policy version the user last accepted (TERMS_VERSION), and when. */
  termsVersion: text('terms_version'),
  termsConsentedAt: stamp('terms_consented_at'),
  blockedAt: stamp('blocked_at'),
  ...writtenAt(),
});

export type UserRow = typeof users.$inferSelect;
