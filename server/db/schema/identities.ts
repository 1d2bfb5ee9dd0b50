import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityKinds, identityRequestStates } from '#contract/identity.js';
import { stamp } from './columns.js';
import { userLink } from './user-link.js';

/**
 * A user's identity as Nafath verified it (docs/decisions/0038-identity-through-nafath.md). The full
 * ID number is never kept: its keyed hash tells one person from another (one person, one account),
 * its kind and last four digits are what people are shown.
 */
export const identities = pgTable('identities', {
  userId: userLink('user_id').primaryKey(),
  idHash: text('id_hash').notNull().unique(),
  idKind: text('id_kind', { enum: identityKinds }).notNull(),
  idLast4: text('id_last4').notNull(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  /** `nafath`, or `development` where the development verifier vouched. */
  verifiedBy: text('verified_by').notNull(),
  verifiedAt: stamp('verified_at').notNull(),
});

export type IdentityRow = typeof identities.$inferSelect;

/**
 * One verification asked of Nafath. While it is open the ID number is kept sealed (AES-GCM), since
 * Nafath's status question needs it; it is erased when the request ends.
 */
export const identityRequests = pgTable(
  'identity_requests',
  {
    id: uuid('id').primaryKey(),
    userId: userLink('user_id'),
    transId: text('trans_id').notNull().unique(),
    random: text('random').notNull(),
    idHash: text('id_hash').notNull(),
    idKind: text('id_kind', { enum: identityKinds }).notNull(),
    idLast4: text('id_last4').notNull(),
    sealedId: text('sealed_id'),
    state: text('state', { enum: identityRequestStates }).notNull(),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    polledAt: stamp('polled_at'),
    /** When Nafath's status said the person picked the number; its signed answer is awaited. */
    confirmingAt: stamp('confirming_at'),
    endedAt: stamp('ended_at'),
  },
  (table) => [
    index('identity_requests_user_created_idx').on(table.userId, table.createdAt),
    index('identity_requests_hash_created_idx').on(table.idHash, table.createdAt),
    uniqueIndex('identity_requests_one_open_per_user_idx')
      .on(table.userId)
      .where(sql`${table.state} in ('waiting', 'confirming')`),
  ],
);

export type IdentityRequestRow = typeof identityRequests.$inferSelect;
