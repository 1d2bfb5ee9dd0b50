import type { ModerationListQuery } from '../../../../contract/dashboard/properties.js';
import { envelope, MAX_OFFSET } from '../../../../contract/paging.js';
import type { AppDeps } from '../../../deps.js';
import { reachableOffset } from '../../../lib/errors.js';
import type { Language } from '../../../lib/i18n/messages.js';
import {
  countProperties,
  moderationConditions,
  moderationOrders,
  selectModerationRows,
  toModerationItem,
} from './moderation-query.js';

/** Ads in every status, newest first by default; `Status=pending` is the review queue. */
export async function listModeratedProperties(deps: AppDeps, query: ModerationListQuery, language: Language) {
  const where = moderationConditions(query);
  const [rows, [total]] = await Promise.all([
    selectModerationRows(deps.db)
      .where(where)
      .orderBy(...moderationOrders[query.SortBy ?? 'newest'])
      .limit(query.PageSize)
      .offset(reachableOffset(query, MAX_OFFSET)),
    countProperties(deps.db).where(where),
  ]);
  return envelope(
    rows.map((row) => toModerationItem(row, language, deps.storage)),
    total?.n ?? 0,
    query.PageSize,
  );
}
