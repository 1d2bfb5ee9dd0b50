import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A named set of back-office permissions; the one super-admin role holds every permission. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('staff_roles_name_unique').on(sql`lower(${t.name})`),
    uniqueIndex('staff_roles_one_super_admin')
      .on(t.isSuperAdmin)
      .where(sql`${t.isSuperAdmin}`),
  ],
);

/** Back-office accounts: email (stored lower-case) and an argon2id password hash. */
export const staff = pgTable(
  'staff',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    /** E.164; password reset codes go here by SMS when set, else by email. */
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'restrict' }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_role_idx').on(t.roleId)],
);

/** One per back-office sign-in; the token names it, and every request checks it is still open. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason', {
      enum: ['logout', 'password_changed', 'password_reset', 'blocked', 'bootstrap'],
    }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
