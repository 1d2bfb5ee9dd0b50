import { and, desc, eq, isNull, like } from 'drizzle-orm';
import type { OwnListQuery } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { substringTerms } from '#server/lib/substring-filters/substring-terms.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { pagedList } from '#server/lib/paging.js';
import type { Language } from '#contract/common.js';
import { selectCount, selectOwnListRows, toListItem } from '../ads/index.js';
import { editableAds } from '../offices/index.js';

/** The caller's own ads in every status, drafts included, newest first. */
export async function listOwnProperties(
  deps: AppDeps,
  caller: AuthUser,
  query: OwnListQuery,
  language: Language,
) {
  const where = and(
    await editableAds(deps.db, caller.id),
    // A draft of changes shows as its ad's `draftId`.
    isNull(properties.revisionOf),
    query.Status ? eq(properties.status, query.Status) : undefined,
    query.Category ? eq(properties.category, query.Category) : undefined,
    ...substringTerms(query.Query ?? '').map((term) => like(properties.searchText, `%${term}%`)),
  );
  return pagedList(
    query,
    (limit, offset) =>
      selectOwnListRows(deps.db, caller.id)
        .where(where)
        .orderBy(desc(properties.createdAt), desc(properties.id))
        .limit(limit)
        .offset(offset),
    () => selectCount(deps.db).where(where),
    (row) => ({
      ...toListItem(row, language, deps.storage),
      rejectionReason: row.rejectionReason,
      heldForReports: row.property.status === 'pending' && row.heldForReportsAt !== null,
      draftId: row.draftId,
    }),
  );
}
