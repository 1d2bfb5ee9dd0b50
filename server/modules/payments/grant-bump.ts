import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { adBumps, properties } from '#server/db/schema/index.js';
import { riyadhDay } from '#server/lib/tax-invoice/invoice-pdf.js';

type Writer = Pick<Database, 'select' | 'insert' | 'update'>;

/** One bump per ad in any 24 hours (ADR 0041): the stricter reading of "once a day". */
const BUMP_INTERVAL_MS = 24 * 3600 * 1000;

/** How long until the ad may be bumped again, in whole seconds; 0 when it may be now. */
export function secondsUntilNextBump(lastBump: Date | null, now: Date): number {
  if (lastBump === null) return 0;
  return Math.max(0, Math.ceil((lastBump.getTime() + BUMP_INTERVAL_MS - now.getTime()) / 1000));
}

export type BumpOutcome = 'bumped' | 'tooSoon' | 'notLive' | 'gone';

/**
 * Returns a live ad to the top of "newest" (ADR 0041, "A bump"): under the ad's row lock, unless it
 * was bumped in the last 24 hours, a bump of its Riyadh day is written and `bumped_at` set, which the
 * search table's trigger reads in the same transaction (migration 0052). Says why when it did not.
 */
export async function grantBump(
  tx: Writer,
  bump: {
    propertyId: number;
    at: Date;
    userId: string | null;
    orderId?: string;
    creditEntryId?: number;
  },
): Promise<BumpOutcome> {
  const [ad] = await tx
    .select({ status: properties.status, bumpedAt: properties.bumpedAt })
    .from(properties)
    .where(eq(properties.id, bump.propertyId))
    .for('update');
  if (!ad) return 'gone';
  if (ad.status !== 'published') return 'notLive';
  if (secondsUntilNextBump(ad.bumpedAt, bump.at) > 0) return 'tooSoon';
  const [written] = await tx
    .insert(adBumps)
    .values({
      propertyId: bump.propertyId,
      day: riyadhDay(bump.at),
      bumpedAt: bump.at,
      orderId: bump.orderId ?? null,
      creditEntryId: bump.creditEntryId ?? null,
      userId: bump.userId,
    })
    .onConflictDoNothing()
    .returning({ id: adBumps.id });
  if (!written) return 'tooSoon';
  await tx.update(properties).set({ bumpedAt: bump.at }).where(eq(properties.id, bump.propertyId));
  return 'bumped';
}
