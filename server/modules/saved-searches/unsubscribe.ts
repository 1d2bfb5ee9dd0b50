import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { savedSearches } from '#server/db/schema/index.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { isLinkExpired } from '#server/lib/signed-links.js';
import { isUnsubscribeLink } from './signed-links.js';

const DAY_SECONDS = 24 * 3600;

/**
 * The signed link of an alert pauses its saved search, with no sign-in. A wrong signature, or a search
 * deleted since, is the same 422 (the answer tells nothing of which ids exist); a link older than
 * SAVED_SEARCH_UNSUBSCRIBE_LINK_DAYS is a 422 on `at`; one made before its owner last resumed the
 * search is a 409 and leaves it running.
 */
export async function unsubscribe(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'config'>,
  body: { id: number; at: number; token: string },
): Promise<{ name: string; paused: true }> {
  const link = { madeAt: body.at, token: body.token };
  if (!isUnsubscribeLink(deps.secrets, body.id, link)) throw fieldError('token', 'unsubscribeLinkInvalid');
  const now = deps.clock.now();
  if (isLinkExpired(link, deps.config.savedSearches.unsubscribeLinkDays * DAY_SECONDS, now)) {
    throw fieldError('at', 'unsubscribeLinkExpired');
  }
  const madeAt = new Date(body.at);
  const [row] = await deps.db
    .update(savedSearches)
    .set({ paused: true, updatedAt: now })
    .where(
      and(
        eq(savedSearches.id, body.id),
        or(isNull(savedSearches.resumedAt), lte(savedSearches.resumedAt, madeAt)),
      ),
    )
    .returning({ name: savedSearches.name });
  if (row) return { name: row.name, paused: true };
  const [exists] = await deps.db
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(eq(savedSearches.id, body.id));
  if (!exists) throw fieldError('token', 'unsubscribeLinkInvalid');
  throw new AppError('conflict', 'unsubscribeLinkSuperseded');
}
