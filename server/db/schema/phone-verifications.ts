import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { randomId, stamp } from './columns.js';

/** One row per code sent: the send limits and budgets are counted from these rows. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: randomId(),
    phoneNumber: text('phone_number').notNull(),
    dialCode: text('dial_code').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    /** Who asked, as the limits count it: the IPv4 address or the IPv6 /64 (lib/network-source.ts). */
    source: text('source').notNull(),
    /** The destination's ISO country (SA, EG, …); null on codes sent before it was recorded. */
    country: text('country'),
    language: text('language', { enum: ['ar', 'en'] }).notNull(),
    /** Tries counted against this code (at most 5); tries once it is burned or expired count nothing. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    consumedAt: stamp('consumed_at'),
    supersededAt: stamp('superseded_at'),
  },
  (table) => [
    index('phone_verifications_phone_created_idx').on(table.phoneNumber, table.createdAt),
    index('phone_verifications_source_created_idx').on(table.source, table.createdAt),
    index('phone_verifications_country_created_idx').on(table.country, table.createdAt),
    index('phone_verifications_created_idx').on(table.createdAt),
  ],
);

export type PhoneVerificationRow = typeof phoneVerifications.$inferSelect;

/**
 * Wrong codes per verification and source: the daily failure cap holds one (phone, source) pair,
 * so a stranger's wrong tries never lock the number's owner out.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    verificationId: uuid('verification_id')
      .notNull()
      .references(() => phoneVerifications.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    failures: integer('failures').notNull(),
  },
  (table) => [primaryKey({ columns: [table.verificationId, table.source] })],
);

/** Proof-of-work challenges already used, kept until they expire so none is used twice. */
export const proofOfWorkRedemptions = pgTable(
  'proof_of_work_redemptions',
  {
    signature: text('signature').primaryKey(),
    expiresAt: stamp('expires_at').notNull(),
  },
  (table) => [index('proof_of_work_redemptions_expires_idx').on(table.expiresAt)],
);
