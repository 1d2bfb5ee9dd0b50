import type { ModerationListQuery } from '#contract/dashboard/properties.js';
import type { AppDeps } from '#server/deps.js';
import type { Language } from '#contract/common.js';
import {
  countProperties,
  moderationConditions,
  moderationOrders,
  selectModerationRows,
  toModerationItem,
} from './moderation-query.js';
import { pagedList } from '#server/lib/paging.js';

/**
 * Ads in every status, newest first by default; `Status=pending` is the review queue. Owners' phone
 * numbers only for a caller who `seesNumbers`.
 */
export async function listModeratedProperties(
  deps: AppDeps,
  query: ModerationListQuery,
  language: Language,
  seesNumbers: boolean,
) {
  const where = moderationConditions(query);
  return pagedList(
    query,
    (limit, offset) =>
      selectModerationRows(deps.db)
        .where(where)
        .orderBy(...moderationOrders[query.SortBy ?? 'newest'])
        .limit(limit)
        .offset(offset),
    () => countProperties(deps.db).where(where),
    (row) => toModerationItem(row, language, deps.storage, seesNumbers),
  );
}
