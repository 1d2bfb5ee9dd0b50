import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { randomId, stamp } from './columns.js';
import { userLink } from './user-link.js';

export const sessions = pgTable(
  'sessions',
  {
    id: randomId(),
    userId: userLink('user_id'),
    deviceId: text('device_id'),
    createdAt: stamp('created_at').notNull(),
    lastUsedAt: stamp('last_used_at').notNull(),
    expiresAt: stamp('expires_at').notNull(),
    revokedAt: stamp('revoked_at'),
    revokedReason: text('revoked_reason', { enum: ['logout', 'refresh_reuse', 'blocked', 'deleted'] }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: randomId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id'),
    createdAt: stamp('created_at').notNull(),
    usedAt: stamp('used_at'),
  },
  (table) => [
    index('refresh_tokens_session_idx').on(table.sessionId),
    index('refresh_tokens_parent_idx').on(table.parentId),
  ],
);

export type SessionRow = typeof sessions.$inferSelect;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
