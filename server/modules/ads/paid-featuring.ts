import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { adPromotions } from '#server/db/schema/index.js';

/**
 * Whether the ad's paid featuring runs now (ADR 0041): its row's `featured_until` is ahead of the
 * database's clock, which grants and the status trigger (migration 0050) write it by. One read of
 * `ad_promotions` by its key.
 */
export const paidFeaturingRuns = (propertyId: AnyPgColumn | SQL): SQL<boolean> =>
  sql<boolean>`exists(select 1 from ${adPromotions} where ${adPromotions.propertyId} = ${propertyId}
    and ${adPromotions.featuredUntil} > now())`;

/** The ads whose paid featuring runs now, through the promotions' own index (few rows: they are paid for). */
export const runningPromotions = (): SQL =>
  sql`select ${adPromotions.propertyId} as "id" from ${adPromotions} where ${adPromotions.featuredUntil} > now()`;
