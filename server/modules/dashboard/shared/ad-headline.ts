import type { Language } from '#contract/common.js';
import { properties, type PropertyRow } from '#server/db/schema/index.js';
import { localText } from '#server/lib/i18n/localize.js';
import { sentStatusOf } from '#server/modules/ads/index.js';

/** What the back office names an ad by in its lists: id, titles, category and status. */
export const adHeadline = {
  id: properties.id,
  titleAr: properties.titleAr,
  titleEn: properties.titleEn,
  category: properties.category,
  status: properties.status,
};

/** The headline with its title in the reader's language. */
export function toAdHeadline(
  row: Pick<PropertyRow, 'id' | 'titleAr' | 'titleEn' | 'category' | 'status'>,
  language: Language,
) {
  return {
    id: row.id,
    title: localText(row.titleAr, row.titleEn, language),
    category: row.category,
    status: sentStatusOf(row.status),
  };
}
