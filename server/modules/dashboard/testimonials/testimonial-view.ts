import type { DashboardTestimonial, ValidTestimonialBody } from '#contract/dashboard/testimonials.js';
import type { TestimonialRow } from '#server/db/schema/index.js';

/** The back office's testimonial: what the log keeps, and when it was written. */
export function toDashboardTestimonial(row: TestimonialRow): DashboardTestimonial {
  return {
    ...testimonialSnapshot(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The columns a create or an update writes. */
export function testimonialValues(body: ValidTestimonialBody) {
  return {
    authorNameAr: body.authorNameAr,
    authorNameEn: body.authorNameEn,
    authorRoleAr: body.authorRoleAr,
    authorRoleEn: body.authorRoleEn,
    quoteAr: body.quoteAr,
    quoteEn: body.quoteEn,
    rating: body.rating,
    published: body.isPublished,
    sortOrder: body.sortOrder,
  };
}

/** What the audit log keeps of a testimonial: its texts and how it shows, not its timestamps. */
export function testimonialSnapshot(row: TestimonialRow) {
  return {
    id: row.id,
    authorNameAr: row.authorNameAr,
    authorNameEn: row.authorNameEn,
    authorRoleAr: row.authorRoleAr,
    authorRoleEn: row.authorRoleEn,
    quoteAr: row.quoteAr,
    quoteEn: row.quoteEn,
    rating: row.rating,
    isPublished: row.published,
    sortOrder: row.sortOrder,
  };
}
