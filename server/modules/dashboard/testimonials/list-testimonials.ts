import { and } from 'drizzle-orm';
import type { TestimonialListQuery } from '#contract/dashboard/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import { testimonials } from '#server/db/schema/index.js';
import { equalsIfGiven } from '#server/lib/optional-filters.js';
import { containsText } from '#server/lib/substring-filters/contains-text.js';
import { homeOrder } from '#server/modules/testimonials/index.js';
import { byAge, pagedStaffList } from '../shared/paged-staff-list.js';
import { toDashboardTestimonial } from './testimonial-view.js';

const orders = { order: homeOrder, ...byAge(testimonials) };

/** Every testimonial, published or not, in the home page's order by default. */
export async function listTestimonials(deps: AppDeps, query: TestimonialListQuery) {
  const { authorNameAr, authorNameEn, authorRoleAr, authorRoleEn, quoteAr, quoteEn } = testimonials;
  return pagedStaffList(deps.db, query, {
    rows: deps.db.select().from(testimonials).$dynamic(),
    counted: testimonials,
    where: and(
      containsText([authorNameAr, authorNameEn, authorRoleAr, authorRoleEn, quoteAr, quoteEn], query.Query),
      equalsIfGiven(testimonials.published, query.IsPublished),
    ),
    orderBy: orders[query.SortBy ?? 'order'],
    toItem: toDashboardTestimonial,
  });
}
