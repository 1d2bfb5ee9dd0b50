import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { staffSessions } from '#server/db/schema/index.js';
import type { StaffCaller } from './authenticate-staff.js';

/** Ends the session of the token in use. */
export async function logout(deps: AppDeps, caller: StaffCaller): Promise<void> {
  await deps.db
    .update(staffSessions)
    .set({ revokedAt: deps.clock.now(), revokedReason: 'logout' })
    .where(and(eq(staffSessions.id, caller.sessionId), isNull(staffSessions.revokedAt)));
}
