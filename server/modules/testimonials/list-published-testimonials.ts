import { asc, desc, eq } from 'drizzle-orm';
import type { TestimonialItem, TestimonialQuery } from '#contract/testimonials.js';
import type { AppDeps } from '#server/deps.js';
import { testimonials, type TestimonialRow } from '#server/db/schema/index.js';
import { localText } from '#server/lib/i18n/localize.js';
import type { Language } from '#contract/common.js';
import { pagedList, rowCount } from '#server/lib/paging.js';

/** The home page's order: staff sort order, then the newest. */
export const homeOrder = [asc(testimonials.sortOrder), desc(testimonials.createdAt), desc(testimonials.id)];

function toTestimonialItem(row: TestimonialRow, language: Language): TestimonialItem {
  const other = language === 'ar' ? 'en' : 'ar';
  const written = language === 'ar' ? row.quoteAr : row.quoteEn;
  return {
    id: row.id,
    authorName: localText(row.authorNameAr, row.authorNameEn, language),
    authorRole: localText(row.authorRoleAr, row.authorRoleEn, language) || null,
    quote: localText(row.quoteAr, row.quoteEn, language),
    quoteLanguage: written ? language : other,
    rating: row.rating,
  };
}

/** Published testimonials in the reader's language; anonymous and the same for all, so cached. */
export async function listPublishedTestimonials(deps: AppDeps, query: TestimonialQuery, language: Language) {
  const key = JSON.stringify(['testimonials', language, query]);
  const published = eq(testimonials.published, true);
  return deps.listCache.get(key, () =>
    pagedList(
      query,
      (limit, offset) =>
        deps.db
          .select()
          .from(testimonials)
          .where(published)
          .orderBy(...homeOrder)
          .limit(limit)
          .offset(offset),
      () => deps.db.select(rowCount).from(testimonials).where(published),
      (row) => toTestimonialItem(row, language),
    ),
  );
}
