import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { falStates, memberRoles, officeRoles, officeStatuses } from '#contract/offices.js';
import { stamp, writtenAt } from './columns.js';
import { userLink } from './user-link.js';

/**
 * A brokerage office (docs/decisions/0039-brokerage-offices.md): its FAL licence as the authority last
 * answered, and whether it may act. Its people are `office_members`.
 */
export const offices = pgTable('offices', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
  falNumber: text('fal_number').notNull().unique(),
  falState: text('fal_state', { enum: falStates }).notNull(),
  falExpiresAt: stamp('fal_expires_at'),
  falCheckedAt: stamp('fal_checked_at').notNull(),
  /** The licence is an individual broker's or an establishment's (the latter confirmed by staff). */
  holderKind: text('holder_kind', { enum: ['individual', 'establishment'] }),
  status: text('status', { enum: officeStatuses }).notNull(),
  suspensionReason: text('suspension_reason'),
  logoKey: text('logo_key'),
  ...writtenAt(),
});

export type OfficeRow = typeof offices.$inferSelect;

/** Who works in an office, and as what; a person belongs to one office at most, an office has one owner. */
export const officeMembers = pgTable(
  'office_members',
  {
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    userId: userLink('user_id').unique(),
    role: text('role', { enum: officeRoles }).notNull(),
    joinedAt: stamp('joined_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.officeId, table.userId] }),
    // One owner an office, whatever a hand-over races with (ADR 0039).
    uniqueIndex('office_members_one_owner')
      .on(table.officeId)
      .where(sql`${table.role} = 'owner'`),
  ],
);

/** Every change to an office and its people: who did what to whom, and when. */
export const officeEvents = pgTable(
  'office_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    /** Null for the system (the licence re-check). */
    actorId: uuid('actor_id'),
    action: text('action').notNull(),
    subjectUserId: uuid('subject_user_id'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: stamp('created_at').notNull(),
  },
  (table) => [index('office_events_office_created_idx').on(table.officeId, table.createdAt)],
);

/** An invitation to join an office, sent by SMS to one number; its link carries a token kept hashed. */
export const officeInvitations = pgTable(
  'office_invitations',
  {
    id: uuid('id').primaryKey(),
    officeId: integer('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    role: text('role', { enum: memberRoles }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').notNull(),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    acceptedAt: stamp('accepted_at'),
    acceptedBy: uuid('accepted_by'),
    revokedAt: stamp('revoked_at'),
  },
  (table) => [index('office_invitations_office_created_idx').on(table.officeId, table.createdAt)],
);

export type OfficeInvitationRow = typeof officeInvitations.$inferSelect;
