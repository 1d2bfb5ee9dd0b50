import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { staff } from './staff.js';
import { randomId, stamp } from './columns.js';

/**
 * Failed back-office sign-ins per email address (known or not, so the lockout answers the same for
 * an address that has no account) and client IP: a lock holds one pair, never the account for all.
 */
export const staffLoginAttempts = pgTable(
  'staff_login_attempts',
  {
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: stamp('window_started_at').notNull(),
    lockedUntil: stamp('locked_until'),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.ip] }),
    index('staff_login_attempts_window_idx').on(t.windowStartedAt),
  ],
);

/** Password reset codes, stored as keyed hashes; one live code per staff member. */
export const staffPasswordResets = pgTable(
  'staff_password_resets',
  {
    id: randomId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /** Every try counted against this code, from any source. */
    attempts: integer('attempts').notNull().default(0),
    /** The source (lib/network-source.ts) that asked for the code; null on codes from before it was kept. */
    requestedFrom: text('requested_from'),
    /** Tries from every source but `requestedFrom`, which share one ceiling (docs/decisions/0026). */
    otherSourceTries: integer('other_source_tries').notNull().default(0),
    createdAt: stamp('created_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    consumedAt: stamp('consumed_at'),
    supersededAt: stamp('superseded_at'),
  },
  (t) => [index('staff_password_resets_staff_created_idx').on(t.staffId, t.createdAt)],
);

/** Tries on a reset code per source: five from one source burn the code for that source only. */
export const staffResetTries = pgTable(
  'staff_reset_tries',
  {
    resetId: uuid('reset_id')
      .notNull()
      .references(() => staffPasswordResets.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    tries: integer('tries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.resetId, t.source] })],
);

export type StaffPasswordResetRow = typeof staffPasswordResets.$inferSelect;
