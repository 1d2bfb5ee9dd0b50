import { and, eq, inArray } from 'drizzle-orm';
import type { SuspensionReason } from '#contract/properties.js';
import type { EventExecutor } from '#server/lib/domain-events.js';
import { properties } from '#server/db/schema/index.js';
import { notifyAdSuspended } from '../notifications/index.js';
import { nextVersion } from '../ads/index.js';
import { LIVE_STATUSES } from './claim-licence.js';

/**
 * Takes a live ad off the site because of its licence, and tells its owner (panel and push). An ad no
 * longer live (closed or edited meanwhile) is left alone. Whether it was suspended.
 */
export async function suspendAd(
  tx: EventExecutor,
  now: Date,
  propertyId: number,
  reason: SuspensionReason,
): Promise<boolean> {
  const [suspended] = await tx
    .update(properties)
    .set({ status: 'suspended', suspensionReason: reason, updatedAt: now, version: nextVersion() })
    .where(and(eq(properties.id, propertyId), inArray(properties.status, LIVE_STATUSES)))
    .returning();
  if (!suspended) return false;
  await notifyAdSuspended(tx, now, suspended, reason);
  return true;
}

/** Takes every live ad posted for the office off the site, its licence having lapsed (ADR 0039). */
export async function suspendOfficeAds(tx: EventExecutor, now: Date, officeId: number): Promise<number> {
  const live = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.officeId, officeId), inArray(properties.status, LIVE_STATUSES)));
  let suspended = 0;
  for (const { id } of live) if (await suspendAd(tx, now, id, 'officeLicenceLapsed')) suspended += 1;
  return suspended;
}
