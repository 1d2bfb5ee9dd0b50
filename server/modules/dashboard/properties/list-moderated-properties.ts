import type { ModerationListQuery } from '#contract/dashboard/properties.js';
import type { AppDeps } from '#server/deps.js';
import type { Language } from '#contract/common.js';
import { pagedStaffList } from '../shared/paged-staff-list.js';
import {
  countProperties,
  moderationConditions,
  moderationOrders,
  selectModerationRows,
  toModerationItem,
} from './moderation-query.js';

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
  return pagedStaffList(deps.db, query, {
    rows: selectModerationRows(deps.db),
    counted: countProperties(deps.db),
    where: moderationConditions(query),
    orderBy: moderationOrders[query.SortBy ?? 'newest'],
    toItem: (row) => toModerationItem(row, language, deps.storage, seesNumbers),
  });
}
