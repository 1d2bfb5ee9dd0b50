import type { Language } from '#contract/common.js';
import type { Comparison } from '#contract/compare.js';
import type { AppDeps } from '#server/deps.js';
import { categoryDetails } from './ad-details.js';
import { cardsInOrder } from '../ads/index.js';

/**
 * Up to 4 published ads side by side, in the order asked, each with the facts of its category.
 * Ids of ads that are not public (never were, deleted, hidden, closed) come back as `missing`.
 */
export async function compareProperties(
  deps: AppDeps,
  ids: number[],
  callerId: string | undefined,
  language: Language,
): Promise<Comparison> {
  const cards = await cardsInOrder(deps, ids, callerId, language);
  const data = await Promise.all(
    cards.map(async (card) => ({ ...card, details: await categoryDetails(deps.db, card, language) })),
  );
  const found = new Set(cards.map((card) => card.id));
  return { data, missing: ids.filter((id) => !found.has(id)) };
}
