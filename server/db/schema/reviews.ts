import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityId, stamp, writtenAt } from './columns.js';
import { propertyLink } from './property-link.js';
import { userLink } from './user-link.js';

/** 1-5 stars and an optional comment; one per user per property (a second one updates the first). */
export const reviews = pgTable(
  'reviews',
  {
    id: identityId(),
    propertyId: propertyLink('property_id'),
    userId: userLink('user_id'),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    ...writtenAt(),
    /** Hidden by staff as abusive: left out of every website answer. */
    hiddenAt: stamp('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    uniqueIndex('reviews_property_user_idx').on(t.propertyId, t.userId),
    index('reviews_property_created_idx').on(t.propertyId, t.createdAt.desc()),
    index('reviews_user_updated_idx').on(t.userId, t.updatedAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
