import { and, asc, eq, exists, gt, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { BroadcastSegment } from '#contract/dashboard/notifications.js';
import type { Database } from '#server/db/client.js';
import { lookups, properties, users } from '#server/db/schema/index.js';
import { fieldError } from '#server/lib/errors.js';

type Reader = Pick<Database, 'select'>;

/** The start of a Saudi day (UTC+3, no daylight saving). */
const saudiMidnight = (date: string) => new Date(`${date}T00:00:00+03:00`);

const hasAd = (extra?: SQL) =>
  exists(sql`(select 1 from ${properties} where ${and(eq(properties.ownerId, users.id), extra)})`);

/**
 * The users a segment reaches: never a blocked one, and only those who existed at `cutoff`, so the
 * preview, the check and every batch count the same people.
 */
export function audienceFilter(segment: BroadcastSegment, cutoff: Date): SQL | undefined {
  const base = [isNull(users.blockedAt), lte(users.createdAt, cutoff)];
  switch (segment.kind) {
    case 'all':
      return and(...base);
    case 'advertisers':
      return and(...base, hasAd());
    case 'region':
      return and(...base, hasAd(eq(properties.regionId, segment.regionId)));
    case 'joinedSince':
      return and(...base, gte(users.createdAt, saudiMidnight(segment.since)));
  }
}

/** A region segment must name a region, not a city (422 on `segment.regionId` otherwise). */
export async function checkSegment(db: Reader, segment: BroadcastSegment): Promise<void> {
  if (segment.kind !== 'region') return;
  const [region] = await db
    .select({ id: lookups.id })
    .from(lookups)
    .where(and(eq(lookups.id, segment.regionId), eq(lookups.kind, 'region'), isNull(lookups.parentId)));
  if (!region) throw fieldError('segment.regionId', 'broadcastRegionUnknown');
}

export async function countAudience(db: Reader, segment: BroadcastSegment, cutoff: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(users)
    .where(audienceFilter(segment, cutoff));
  return row?.n ?? 0;
}

/** The next `size` users of the audience after `afterId` (keyset order by id). */
export async function audiencePage(
  db: Reader,
  segment: BroadcastSegment,
  cutoff: Date,
  afterId: string | null,
  size: number,
): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(audienceFilter(segment, cutoff), afterId === null ? undefined : gt(users.id, afterId)))
    .orderBy(asc(users.id))
    .limit(size);
  return rows.map((row) => row.id);
}
