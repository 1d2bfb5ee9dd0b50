import { eq, sql } from 'drizzle-orm';
import type { AdvertiserBadge } from '#contract/advertiser-badges.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { offices, properties } from '#server/db/schema/index.js';
import { officeLicensedAt } from '../offices/index.js';

function prepareBadges(db: Database) {
  return db
    .select({
      id: properties.id,
      // The primary key of `identities` is its user: one index probe per ad.
      verified: sql<boolean>`exists(select 1 from identities i where i.user_id = ${properties.ownerId})`,
      office: { status: offices.status, falState: offices.falState, falExpiresAt: offices.falExpiresAt },
    })
    .from(properties)
    .leftJoin(offices, eq(offices.id, properties.officeId))
    .where(sql`${properties.id} = any(${sql.placeholder('ids')})`)
    .prepare('advertiser_badges');
}

const prepared = new WeakMap<Database, ReturnType<typeof prepareBadges>>();

/**
 * The advertiser's badges of each ad among `ids`: one statement for a whole page, run after the page
 * is chosen, so the search's own statements stay as they are (issue 33).
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
  return new Map(
    rows.map(({ id, verified, office }) => {
      const badges: AdvertiserBadge[] = [];
      if (verified) badges.push('verifiedIdentity');
      if (office && officeLicensedAt(office, now)) badges.push('licensedBroker');
      return [id, badges];
    }),
  );
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
