import { and, eq, sql } from 'drizzle-orm';
import type { DashboardUserDetail } from '#contract/dashboard/users.js';
import { sentStatuses } from '#contract/properties.js';
import type { AppDeps } from '#server/deps.js';
import { properties, sessions, users } from '#server/db/schema/index.js';
import { openSession } from '#server/lib/auth/open-session.js';
import { AppError } from '#server/lib/errors.js';
import { sentAd } from '#server/modules/ads/index.js';
import { isUserId, selectUsers, toDashboardUser } from './user-view.js';

export async function getUser(deps: AppDeps, id: string): Promise<DashboardUserDetail> {
  if (!isUserId(id)) throw new AppError('notFound', 'notFound');
  const [[row], byStatus, [open]] = await Promise.all([
    selectUsers(deps.db).where(eq(users.id, id)),
    deps.db
      .select({ status: properties.status, n: sql<number>`count(*)`.mapWith(Number) })
      .from(properties)
      .where(and(eq(properties.ownerId, id), sentAd))
      .groupBy(properties.status),
    deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(sessions)
      .where(and(eq(sessions.userId, id), openSession(sessions, deps.clock.now()))),
  ]);
  if (!row) throw new AppError('notFound', 'notFound');
  const counts = new Map(byStatus.map((entry) => [entry.status, entry.n]));
  return {
    ...toDashboardUser(row, deps.storage),
    propertiesByStatus: Object.fromEntries(
      sentStatuses.map((status) => [status, counts.get(status) ?? 0]),
    ) as DashboardUserDetail['propertiesByStatus'],
    openSessions: open?.n ?? 0,
  };
}
