import { and, eq, inArray, not, sql } from 'drizzle-orm';
import type { AdActivityBeaconBody } from '#contract/ad-activity-beacon.js';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { editableAds } from '../offices/index.js';
import { recordContactTap } from './record-contact-tap.js';
import { isRobot, visitorKeyOf, type Visitor } from './visitor-key.js';

interface Caller {
  userId: string | undefined;
  visitor: Visitor;
}

/**
 * A page's beacon (POST /api/website/property/activity): what counts of it goes to the recorder, and
 * a signed-in visitor's call or WhatsApp tap is written at once as a lead (`recordContactTap`).
 * Robots, ads that are not published, unknown ids and the caller's own ads (theirs, or their
 * office's that they manage) count nothing, silently: the answer is 204 whatever counted.
 */
export async function recordBeacon(
  deps: AppDeps,
  reader: Pick<AppDeps, 'db'>,
  body: AdActivityBeaconBody,
  caller: Caller,
): Promise<void> {
  if (isRobot(caller.visitor.userAgent)) return;
  const ads = await countableAds(reader, body.propertyIds, caller.userId);
  if (ads.length === 0) return;
  const visitorKey = visitorKeyOf(deps, caller.userId, caller.visitor);
  const { kind } = body;
  if (caller.userId !== undefined && (kind === 'callTap' || kind === 'whatsappTap')) {
    for (const propertyId of ads) {
      await recordContactTap(deps, { propertyId, kind, userId: caller.userId, visitorKey });
    }
    return;
  }
  for (const propertyId of ads) deps.activity.record(propertyId, kind, visitorKey);
}

/** The published ads among `ids` that the caller may not edit. */
async function countableAds(
  reader: Pick<AppDeps, 'db'>,
  ids: number[],
  userId: string | undefined,
): Promise<number[]> {
  const published = and(inArray(properties.id, ids), eq(properties.status, 'published'));
  const notMine =
    userId === undefined ? undefined : not(sql`coalesce(${await editableAds(reader.db, userId)}, false)`);
  const rows = await reader.db.select({ id: properties.id }).from(properties).where(and(published, notMine));
  return rows.map((row) => row.id);
}
