import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { stamp } from './columns.js';
import { propertyLink } from './property-link.js';
import { userLink } from './user-link.js';

/** The ads a user last opened, one row per ad (its last view); kept to the newest 20 per user. */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    userId: userLink('user_id'),
    propertyId: propertyLink('property_id'),
    viewedAt: stamp('viewed_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc()),
    index('recently_viewed_property_idx').on(t.propertyId),
  ],
);
