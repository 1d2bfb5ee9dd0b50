import { react } from '#server/lib/domain-events.js';
import { AD_VIEWED } from '../properties/index.js';
import { recordViews } from './record-views.js';

/** A signed-in reader's opened ad goes to the top of their recently viewed. */
export function connectRecentlyViewedReactions(): void {
  react(AD_VIEWED, 'recently-viewed', (tx, now, { userId, propertyId }) =>
    recordViews(tx, userId, [{ propertyId, viewedAt: now }]),
  );
}
