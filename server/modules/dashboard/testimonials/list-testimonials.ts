import { and, asc, desc, eq } from 'drizzle-orm';
import type { TestimonialListQuery } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { homeOrder } from '#server/modules/testimonials/index.js';
import { pagedList, rowCount } from '#server/lib/paging.js';
import { toDashboardTestimonial } from './testimonial-view.js';

const orders = {
  order: homeOrder,
  newest: [desc(testimonials.createdAt), desc(testimonials.id)],
  oldest: [asc(testimonials.createdAt), asc(testimonials.id)],
} as const;

/** Every testimonial, published or not, in the home page's order by default. */
export async function listTestimonials(deps: AppDeps, query: TestimonialListQuery) {
  const where = and(
    containsText(
      [
        testimonials.authorNameAr,
        testimonials.authorNameEn,
        testimonials.authorRoleAr,
        testimonials.authorRoleEn,
        testimonials.quoteAr,
        testimonials.quoteEn,
      ],
      query.Query,
    ),
    query.IsPublished === undefined ? undefined : eq(testimonials.published, query.IsPublished),
  );
  return pagedList(
    query,
    (limit, offset) =>
      deps.db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(...orders[query.SortBy ?? 'order'])
        .limit(limit)
        .offset(offset),
    () => deps.db.select(rowCount).from(testimonials).where(where),
    toDashboardTestimonial,
  );
}
