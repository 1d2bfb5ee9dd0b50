import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { identityId, randomId, stamp, writtenAt } from './columns.js';

/** A named set of back-office permissions; the one super-admin role holds every permission. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    id: identityId(),
    name: text('name').notNull(),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    ...writtenAt(),
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
    id: randomId(),
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull(),
    /** E.164; password reset codes go here by SMS when set, else by email. */
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => staffRoles.id, { onDelete: 'restrict' }),
    blockedAt: stamp('blocked_at'),
    passwordChangedAt: stamp('password_changed_at').notNull(),
    lastLoginAt: stamp('last_login_at'),
    ...writtenAt(),
  },
  (t) => [index('staff_role_idx').on(t.roleId)],
);

/** One per back-office sign-in; the token names it, and every request checks it is still open. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: randomId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    revokedReason: text('revoked_reason', {
      enum: ['logout', 'password_changed', 'password_reset', 'blocked', 'bootstrap'],
    }),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

export type StaffRoleRow = typeof staffRoles.$inferSelect;
export type StaffRow = typeof staff.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
