import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { identityId, writtenAt } from './columns.js';

/**
 * What clients say about Manzil, shown on the home page once published. Each text is written in
 * Arabic, English or both (null when missing); the reader gets their language, else the other one.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: identityId(),
    authorNameAr: text('author_name_ar'),
    authorNameEn: text('author_name_en'),
    /** Who they are or where they live ("A family in Riyadh"), optional. */
    authorRoleAr: text('author_role_ar'),
    authorRoleEn: text('author_role_en'),
    quoteAr: text('quote_ar'),
    quoteEn: text('quote_en'),
    rating: smallint('rating'),
    published: boolean('published').notNull().default(false),
    /** Smaller first on the home page; equal orders show the newest first. */
    sortOrder: integer('sort_order').notNull().default(0),
    ...writtenAt(),
  },
  (table) => [
    check('testimonials_rating_range', sql`${table.rating} between 1 and 5`),
    check(
      'testimonials_author_named',
      sql`coalesce(${table.authorNameAr}, ${table.authorNameEn}) is not null`,
    ),
    check('testimonials_quote_written', sql`coalesce(${table.quoteAr}, ${table.quoteEn}) is not null`),
    index('testimonials_published_order_idx').on(table.published, table.sortOrder, table.createdAt.desc()),
  ],
);

export type TestimonialRow = typeof testimonials.$inferSelect;
