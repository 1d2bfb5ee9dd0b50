import { eq, sql } from 'drizzle-orm';
import type { AdvertiserBadge } from '#contract/advertiser-badges.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { offices, properties, type OfficeRow } from '#server/db/schema/index.js';
import { officeLicensedAt } from '#server/lib/office-licence.js';

/**
 * What an ad's badges are read from, selected beside its other columns: whether its owner verified
 * through Nafath (the primary key of `identities` is its user) and its office's licence (joined by
 * `offices`' primary key; null for an ad of no office).
 */
export const advertiserFacts = {
  ownerVerified: sql<boolean>`exists(select 1 from identities i where i.user_id = ${properties.ownerId})`,
  // The hourly count of the owner's answers (the leads module's job), by its primary key.
  ownerQuick: sql<boolean>`exists(select 1 from advertiser_response_stats r where r.user_id = ${properties.ownerId} and r.quick)`,
  adOffice: { status: offices.status, falState: offices.falState, falExpiresAt: offices.falExpiresAt },
};

/** Joins the ad's office, for `advertiserFacts`. */
export const officeOfAd = [offices, eq(offices.id, properties.officeId)] as const;

export interface AdvertiserFacts {
  ownerVerified: boolean;
  ownerQuick: boolean;
  adOffice: Pick<OfficeRow, 'status' | 'falState' | 'falExpiresAt'> | null;
}

/** The badges the facts earn now. */
export function badgesOf(
  { ownerVerified, ownerQuick, adOffice }: AdvertiserFacts,
  now: Date,
): AdvertiserBadge[] {
  const badges: AdvertiserBadge[] = [];
  if (ownerVerified) badges.push('verifiedIdentity');
  if (adOffice && officeLicensedAt(adOffice, now)) badges.push('licensedBroker');
  if (ownerQuick) badges.push('quickResponder');
  return badges;
}

function prepareBadges(db: Database) {
  return db
    .select({ id: properties.id, ...advertiserFacts })
    .from(properties)
    .leftJoin(...officeOfAd)
    .where(sql`${properties.id} = any(${sql.placeholder('ids')})`)
    .prepare('advertiser_badges');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareBadges>>();

/**
 * The advertiser's badges of each ad among `ids`, in one statement, for the answers that do not read
 * their cards with `publishedCards` (details, favourites).
 */
export async function advertiserBadgesOf(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  ids: number[],
): Promise<Map<number, AdvertiserBadge[]>> {
  if (ids.length === 0) return new Map();
  const statement = prepared.get(deps.db) ?? prepareBadges(deps.db);
  prepared.set(deps.db, statement);
  const rows = await statement.execute({ ids });
  const now = deps.clock.now();
  return new Map(rows.map(({ id, ...facts }) => [id, badgesOf(facts, now)]));
}

/** The items with their advertiser's badges (`advertiserBadges`), read in one statement. */
export async function withAdvertiserBadges<Item extends { id: number }>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  items: Item[],
): Promise<(Item & { advertiserBadges: AdvertiserBadge[] })[]> {
  const badges = await advertiserBadgesOf(
    deps,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, advertiserBadges: badges.get(item.id) ?? [] }));
}
