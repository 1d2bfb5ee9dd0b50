import { asc, count, desc, eq } from 'drizzle-orm';
import { envelope, MAX_OFFSET } from '../../../contract/paging.js';
import type { TestimonialItem, TestimonialQuery } from '../../../contract/testimonials.js';
import type { AppDeps } from '../../deps.js';
import { testimonials, type TestimonialRow } from '../../db/schema/index.js';
import { reachableOffset } from '../../lib/errors.js';
import { localText } from '../../lib/i18n/localize.js';
import type { Language } from '../../lib/i18n/messages.js';

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
  const offset = reachableOffset(query, MAX_OFFSET);
  const key = JSON.stringify(['testimonials', language, query]);
  return deps.listCache.get(key, async () => {
    const where = eq(testimonials.published, true);
    const [rows, [total]] = await Promise.all([
      deps.db
        .select()
        .from(testimonials)
        .where(where)
        .orderBy(...homeOrder)
        .limit(query.PageSize)
        .offset(offset),
      deps.db.select({ n: count() }).from(testimonials).where(where),
    ]);
    return envelope(
      rows.map((row) => toTestimonialItem(row, language)),
      total?.n ?? 0,
      query.PageSize,
    );
  });
}
