import type { Database } from '#server/db/client.js';
import { notifyChannel } from '#server/lib/database-channel.js';
import { NOTIFICATIONS_CHANNEL } from './create-notifications.js';

/** Sessions that ended: one of the user's (`sessionId`), or all of them (blocked, deleted). */
export interface Revocation {
  userId: string;
  sessionId?: string;
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const PAYLOAD = new RegExp(`^revoked:(${UUID})(?::(${UUID}))?$`);

/**
 * Tells every server process that these sessions ended, so each hub ends the streams opened with them.
 * Call it with the transaction that ends them, passing ids as the database returned them (lower case):
 * the notice goes out at its commit, on the channel that announces notifications, after every
 * notification committed before it.
 */
export async function announceRevocation(
  db: Pick<Database, 'execute'>,
  { userId, sessionId }: Revocation,
): Promise<void> {
  const payload = sessionId ? `revoked:${userId}:${sessionId}` : `revoked:${userId}`;
  await notifyChannel(db, NOTIFICATIONS_CHANNEL, payload);
}

/** The revocation a channel payload announces, or undefined for any other payload. */
export function parseRevocation(payload: string): Revocation | undefined {
  const [, userId, sessionId] = PAYLOAD.exec(payload) ?? [];
  if (!userId) return undefined;
  return sessionId ? { userId, sessionId } : { userId };
}
