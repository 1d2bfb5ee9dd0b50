import { and, eq, inArray } from 'drizzle-orm';
import type { SuspensionReason } from '#contract/properties.js';
import type { EventExecutor } from '#server/lib/domain-events.js';
import { properties } from '#server/db/schema/index.js';
import { notifyAdSuspended } from '../notifications/index.js';
import { nextVersion } from '../ads/index.js';
import type { AdStatusBeforeSuspension } from '../offices/index.js';
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

/** Takes every live ad posted for the office off the site: its licence lapsed, or staff suspended it (ADR 0039). */
export async function suspendOfficeAds(
  tx: EventExecutor,
  now: Date,
  officeId: number,
  reason: Extract<SuspensionReason, 'officeLicenceLapsed' | 'officeSuspended'>,
): Promise<number> {
  const live = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.officeId, officeId), inArray(properties.status, LIVE_STATUSES)));
  let suspended = 0;
  for (const { id } of live) if (await suspendAd(tx, now, id, reason)) suspended += 1;
  return suspended;
}

/**
 * Staff reinstated the office: each ad its suspension took down returns to the status it had, unless
 * it changed since (edited, closed, deleted). Nothing else of the office's ads changes.
 */
export async function restoreOfficeAds(
  tx: EventExecutor,
  now: Date,
  officeId: number,
  ads: readonly { id: number; status: AdStatusBeforeSuspension }[],
): Promise<void> {
  for (const ad of ads) {
    await tx
      .update(properties)
      .set({ status: ad.status, suspensionReason: null, updatedAt: now, version: nextVersion() })
      .where(
        and(
          eq(properties.id, ad.id),
          eq(properties.officeId, officeId),
          eq(properties.status, 'suspended'),
          eq(properties.suspensionReason, 'officeSuspended'),
        ),
      );
  }
}
