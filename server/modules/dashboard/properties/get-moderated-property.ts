import { and, desc, eq } from 'drizzle-orm';
import type { ModerationDetail } from '#contract/dashboard/properties.js';
import type { AppDeps } from '#server/deps.js';
import { auditLog, properties, users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import type { Language } from '#contract/common.js';
import { getProperty } from '#server/modules/properties/get-property.js';
import { toAuditEntry } from '../audit/list-audit-log.js';

const HISTORY_ENTRIES = 50;

/**
 * One ad in any status, as its owner sees it (so reading it counts no view), with the owner's name
 * and phone and the back-office writes about it. The version is read before the ad: a change in
 * between shows newer content under the older version, and a decision on it is refused, never the
 * other way round.
 */
export async function getModeratedProperty(
  deps: AppDeps,
  id: number,
  language: Language,
): Promise<ModerationDetail> {
  const [found] = await deps.db
    .select({
      ownerId: properties.ownerId,
      publishedAt: properties.publishedAt,
      version: properties.version,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      blockedAt: users.blockedAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id));
  if (!found) throw new AppError('notFound', 'notFound');
  const [detail, history] = await Promise.all([
    getProperty(deps, id, { callerId: found.ownerId, language }),
    deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'Properties'), eq(auditLog.resourceId, String(id))))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(HISTORY_ENTRIES),
  ]);
  return {
    ...detail,
    isFavorite: false,
    owner: {
      ...detail.owner,
      fullName: found.fullName,
      phoneNumber: found.phoneNumber,
      isBlocked: found.blockedAt !== null,
    },
    publishedAt: found.publishedAt?.toISOString() ?? null,
    version: found.version,
    history: history.map(toAuditEntry),
  };
}
