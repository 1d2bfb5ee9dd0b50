import { and, desc, eq } from 'drizzle-orm';
import type { ModerationDetail } from '#contract/dashboard/properties.js';
import type { AppDeps } from '#server/deps.js';
import { auditLog, properties, users } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { sentStatusOf } from '#server/modules/ads/index.js';
import type { Language } from '#contract/common.js';
import { getProperty } from '#server/modules/properties/index.js';
import { toAuditEntry } from '../audit/list-audit-log.js';
import { adChangesOf } from './ad-changes.js';
import { duplicateSuspects } from './duplicate-suspects.js';

const HISTORY_ENTRIES = 50;

/**
 * One ad in any status, as its owner sees it (so reading it counts no view), with the owner's name,
 * the back-office writes about it, what changed since it was last approved, and the ads it may
 * duplicate. The owner's phone and WhatsApp numbers only for a caller who `seesNumbers`; an agent's
 * are public anyway. The version is read before the ad: a change in between shows newer content under
 * the older version, and a decision on it is refused, never the other way round.
 */
export async function getModeratedProperty(
  deps: AppDeps,
  id: number,
  language: Language,
  seesNumbers: boolean,
): Promise<ModerationDetail> {
  const [found] = await deps.db
    .select({
      ad: properties,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      whatsapp: users.whatsapp,
      blockedAt: users.blockedAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, id));
  if (!found || found.ad.status === 'draft') throw new AppError('notFound', 'notFound');
  const { ad } = found;
  const [detail, history, changes, duplicates] = await Promise.all([
    getProperty(deps, id, { callerId: ad.ownerId, language }),
    deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'Properties'), eq(auditLog.resourceId, String(id))))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(HISTORY_ENTRIES),
    adChangesOf(deps.db, deps.storage, ad, language),
    duplicateSuspects(deps.db, deps.storage, ad, language),
  ]);
  const ownersNumber = (number: string | null) => number === found.phoneNumber || number === found.whatsapp;
  const shown = (number: string | null) => (seesNumbers || !ownersNumber(number) ? number : null);
  return {
    ...detail,
    status: sentStatusOf(ad.status),
    contactPhone: shown(detail.contactPhone),
    whatsapp: shown(detail.whatsapp),
    isFavorite: false,
    owner: {
      ...detail.owner,
      fullName: found.fullName,
      phoneNumber: shown(found.phoneNumber),
      isBlocked: found.blockedAt !== null,
    },
    publishedAt: ad.publishedAt?.toISOString() ?? null,
    version: ad.version,
    history: history.map(toAuditEntry),
    changes,
    duplicates,
  };
}
