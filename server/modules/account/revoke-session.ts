import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { sessions, type SessionRow } from '../../db/schema/index.js';

export async function revokeSession(
  deps: AppDeps,
  sessionId: string,
  reason: NonNullable<SessionRow['revokedReason']>,
): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
