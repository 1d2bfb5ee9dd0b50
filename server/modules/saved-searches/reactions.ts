import { react } from '#server/lib/domain-events.js';
import { AD_MADE_PUBLIC } from '../properties/index.js';
import { queueAlertMatch } from './queue-alerts.js';

/** A newly public ad, or a lower public price, is matched against the saved searches after commit. */
export function connectSavedSearchReactions(): void {
  react(AD_MADE_PUBLIC, 'saved-searches', (tx, _now, { propertyId, news }) =>
    queueAlertMatch(tx, propertyId, news),
  );
}
