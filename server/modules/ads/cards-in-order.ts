import type { Language } from '#contract/common.js';
import type { PropertyListItem } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { publishedCards } from './property-query.js';
import { toListItem } from './property-view.js';
import { badgesOf } from './advertiser-badges.js';

/**
 * The cards of the published ads among `ids`, in the order of `ids`, with their advertisers' badges;
 * the others are left out.
 */
export async function cardsInOrder(
  deps: AppDeps,
  ids: number[],
  callerId: string | undefined,
  language: Language,
): Promise<PropertyListItem[]> {
  if (ids.length === 0) return [];
  const rows = await publishedCards(deps, ids, callerId);
  const byId = new Map(rows.map((row) => [row.property.id, row]));
  const now = deps.clock.now();
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ ...toListItem(row, language, deps.storage), advertiserBadges: badgesOf(row, now) }] : [];
  });
}
