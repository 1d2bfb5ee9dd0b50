import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { sessions, type SessionRow } from '#server/db/schema/index.js';
import { announceRevocation } from '../notifications/index.js';

/** Ends the session and, as it commits, the notification streams opened with it on every server. */
export async function revokeSession(
  deps: AppDeps,
  sessionId: string,
  reason: NonNullable<SessionRow['revokedReason']>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [ended] = await tx
      .update(sessions)
      .set({ revokedAt: deps.clock.now(), revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
      .returning({ userId: sessions.userId, sessionId: sessions.id });
    if (ended) await announceRevocation(tx, ended);
  });
}
