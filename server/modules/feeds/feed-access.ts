import type { Database } from '#server/db/client.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { requireOfficeAction } from '../offices/index.js';

/**
 * Importing is editing every ad of the office: its owner and managers (`officeAccess.editOfficeAds`);
 * a 403 for its agents, a 404 for anyone outside it.
 */
export const requireFeedManager = (db: Pick<Database, 'select'>, officeId: number, userId: string) =>
  requireOfficeAction(db, officeId, userId, 'editOfficeAds');

/**
 * The person a run acts as, for the site's own use cases (save, send, photos, close), which read only
 * who the caller is: the importer, or the row's agent for the ads they post.
 */
export const actingAs = (userId: string): AuthUser => ({
  id: userId,
  sessionId: 'feed-import',
  phoneNumber: '',
});
