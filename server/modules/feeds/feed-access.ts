import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { users } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { requireOfficeAction } from '../offices/index.js';

/**
 * Importing is editing every ad of the office: its owner and managers (`officeAccess.editOfficeAds`);
 * a 403 for its agents, a 404 for anyone outside it.
 */
export const requireFeedManager = (db: Pick<Database, 'select'>, officeId: number, userId: string) =>
  requireOfficeAction(db, officeId, userId, 'editOfficeAds');

/**
 * The person a run acts as, for the site's own use cases (save, send, photos, close), which read who
 * the caller is and their number (the licence authority is asked for the advertiser's mobile): the
 * importer, or the row's agent for the ads they post.
 */
export async function actingAs(db: Pick<Database, 'select'>, userId: string): Promise<AuthUser> {
  const [user] = await db.select({ phoneNumber: users.phoneNumber }).from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('notFound', 'notFound');
  return { id: userId, sessionId: 'feed-import', phoneNumber: user.phoneNumber };
}

/**
 * The site's use cases as an import runs them: always with moderation, whatever MODERATION says, so
 * an imported or re-imported ad (or its new photos) waits for a reviewer and is never published by a
 * file alone.
 */
export const moderated = (deps: AppDeps): AppDeps => ({
  ...deps,
  config: { ...deps.config, moderation: true },
});
