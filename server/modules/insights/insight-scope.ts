import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { adActivityTotals, advertiserActivityDays, properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { managesOffice } from '../offices/index.js';

/**
 * What a view of the desk is about: `ads`, a condition on `properties` (sent ads: a draft has no
 * visitors; a draft of changes is a copy of its ad), for the ads list and the ad count; and for an
 * advertiser's or an office's totals and daily chart, `activity`, a condition on
 * `advertiser_activity_days` (activity on ads while they were the advertiser's or the office's; ADR
 * 0040, "Cost"); for the ads list and the CSV, `totals`, a condition on `ad_activity_totals` (the
 * advertiser's or office's own rows, read as a range of an index). Without them the totals are the
 * ads' own.
 */
export interface InsightScope {
  ads: SQL;
  activity?: SQL;
  totals?: SQL;
}

/** Every condition (`and` types its answer as possibly absent; with one given it never is). */
export const every = (...conditions: (SQL | undefined)[]): SQL => and(...conditions) ?? sql`true`;

const sent = every(isNull(properties.revisionOf), ne(properties.status, 'draft'));

/** The ads the caller posted. */
export const ownAds = (caller: AuthUser): InsightScope => ({
  ads: every(eq(properties.ownerId, caller.id), sent),
  activity: eq(advertiserActivityDays.ownerId, caller.id),
  totals: eq(adActivityTotals.ownerId, caller.id),
});

/**
 * The office's ads, or those of them one of its people posted; only for the office's owner and
 * managers (404 for anyone else, its agents included: the office's figures are not theirs).
 */
export async function officeAds(
  deps: Pick<AppDeps, 'db'>,
  caller: AuthUser,
  officeId: number,
  agentId: string | undefined,
): Promise<InsightScope> {
  if (!(await managesOffice(deps.db, caller.id, officeId))) throw new AppError('notFound', 'notFound');
  return {
    ads: every(
      eq(properties.officeId, officeId),
      agentId === undefined ? undefined : eq(properties.ownerId, agentId),
      sent,
    ),
    activity: every(
      eq(advertiserActivityDays.officeId, officeId),
      agentId === undefined ? undefined : eq(advertiserActivityDays.ownerId, agentId),
    ),
    totals: every(
      eq(adActivityTotals.officeId, officeId),
      agentId === undefined ? undefined : eq(adActivityTotals.ownerId, agentId),
    ),
  };
}

/** One ad of a scope, or a 404. */
export const oneAd = (scope: InsightScope, propertyId: number): InsightScope => ({
  ads: every(scope.ads, eq(properties.id, propertyId)),
});
