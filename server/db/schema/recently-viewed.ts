import { index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.js';
import { users } from './users.js';

/** The ads a user last opened, one row per ad (its last view); kept to the newest 20 per user. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc()),
    index('recently_viewed_property_idx').on(t.propertyId),
  ],
);
