import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { notifications } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';

/** Marks the caller's notifications among `ids` read; anyone else's ids change nothing. */
export async function readNotifications(
  deps: AppDeps,
  caller: AuthUser,
  ids: readonly number[],
): Promise<{ updated: number }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { updated: 0 };
  const changed = await deps.db
    .update(notifications)
    .set({ readAt: deps.clock.now() })
    .where(
      and(
        eq(notifications.userId, caller.id),
        inArray(notifications.id, unique),
        isNull(notifications.readAt),
      ),
    )
    .returning({ id: notifications.id });
  return { updated: changed.length };
}
