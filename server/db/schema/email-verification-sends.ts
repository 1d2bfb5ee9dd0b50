import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { randomId, stamp } from './columns.js';

/**
 * One row per verification link mailed: the sending limits per user, per address and per IP are
 * counted from these rows. The address is kept only as a keyed hash; a deleted user's rows stay
 * (without the user) so deleting an account does not reset the address's or the IP's count.
 */
export const emailVerificationSends = pgTable(
  'email_verification_sends',
  {
    id: randomId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    addressHash: text('address_hash').notNull(),
    ip: text('ip').notNull(),
    createdAt: stamp('created_at').notNull(),
  },
  (t) => [
    index('email_verification_sends_user_idx').on(t.userId, t.createdAt),
    index('email_verification_sends_address_idx').on(t.addressHash, t.createdAt),
    index('email_verification_sends_ip_idx').on(t.ip, t.createdAt),
    index('email_verification_sends_created_idx').on(t.createdAt),
  ],
);
