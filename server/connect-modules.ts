import { connectAdActivityReactions } from './modules/ad-activity/index.js';
import { connectAdLicenceReactions } from './modules/ad-licences/index.js';
import { connectLeadReactions } from './modules/leads/index.js';
import { connectPropertyReactions } from './modules/properties/index.js';
import { connectPushReactions } from './modules/push/index.js';
import { connectRecentlyViewedReactions } from './modules/recently-viewed/index.js';
import { connectSavedSearchReactions } from './modules/saved-searches/index.js';

/**
 * Connects each module's reactions to the events other modules announce (lib/domain-events.ts), so
 * that an announcer never imports who reacts. Connecting again replaces rather than doubles.
 */
export function connectModules(): void {
  connectPushReactions();
  connectSavedSearchReactions();
  connectRecentlyViewedReactions();
  connectPropertyReactions();
  connectAdLicenceReactions();
  connectAdActivityReactions();
  connectLeadReactions();
}
