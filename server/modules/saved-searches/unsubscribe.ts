import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { savedSearches } from '#server/db/schema/index.js';
import { fieldError } from '#server/lib/errors.js';
import { isUnsubscribeToken } from './signed-links.js';

/**
 * The signed link of an alert pauses its saved search, with no sign-in. A wrong signature, or a search
 * deleted since, is the same 422: the answer tells nothing of which ids exist.
 */
export async function unsubscribe(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  link: { id: number; token: string },
): Promise<{ name: string; paused: true }> {
  if (!isUnsubscribeToken(deps.secrets, link.id, link.token))
    throw fieldError('token', 'unsubscribeLinkInvalid');
  const [row] = await deps.db
    .update(savedSearches)
    .set({ paused: true, updatedAt: deps.clock.now() })
    .where(eq(savedSearches.id, link.id))
    .returning({ name: savedSearches.name });
  if (!row) throw fieldError('token', 'unsubscribeLinkInvalid');
  return { name: row.name, paused: true };
}
