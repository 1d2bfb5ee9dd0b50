import { and, eq, isNull } from 'drizzle-orm';
import type { DashboardUserDetail } from '#contract/dashboard/users.js';
import type { AppDeps } from '#server/deps.js';
import { sessions, users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { announceRevocation } from '#server/modules/notifications/index.js';
import type { AuditActor } from '../audit/audit-actor.js';
import { auditedUpdate } from '../audit/audited-update.js';
import { getUser } from './get-user.js';
import { isUserId, userSnapshot } from './user-view.js';

/**
 * Blocking ends every session of the user at once: each request checks its session and the user's
 * block (lib/auth/authenticate.ts), so their access tokens stop working on the next request, their
 * open notification streams end on every server, and sign-in and refresh are refused. Unblocking
 * lets them sign in again (ended sessions stay ended). Repeating either changes nothing and records
 * nothing.
 */
export async function setUserBlocked(
  deps: AppDeps,
  actor: AuditActor,
  id: string,
  blocked: boolean,
): Promise<DashboardUserDetail> {
  if (!isUserId(id)) throw new AppError('notFound', 'notFound');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const { changed } = await auditedUpdate(tx, users, id, {
      actor,
      at: now,
      resource: 'Users',
      action: blocked ? 'block' : 'unblock',
      snapshot: userSnapshot,
      change: (before) =>
        (before.blockedAt !== null) === blocked
          ? undefined
          : { blockedAt: blocked ? now : null, updatedAt: now },
    });
    if (changed && blocked) {
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: 'blocked' })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
      await announceRevocation(tx, { userId: id });
    }
  });
  return getUser(deps, id);
}
