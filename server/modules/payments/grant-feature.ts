import { sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { adPromotions, properties } from '#server/db/schema/index.js';

type Writer = Pick<Database, 'execute'>;

const DAY_SECONDS = 86_400;

/**
 * Adds a feature's days to an ad (ADR 0041, "Visibility bought"): on the site, after what it already
 * has (or from now); off the site, to its paused time, which runs again when it returns. Featuring is
 * timed by the database's clock (`now()`), as the trigger that freezes and thaws it (migration 0050).
 */
export async function grantFeature(tx: Writer, propertyId: number, days: number, now: Date): Promise<void> {
  const seconds = days * DAY_SECONDS;
  await tx.execute(sql`
    insert into ${adPromotions} (property_id, featured_until, paused_seconds, updated_at)
    select p.id,
      case when p.status = 'published' then now() + make_interval(secs => ${seconds}) end,
      case when p.status = 'published' then 0 else ${seconds} end,
      ${now}
    from ${properties} p where p.id = ${propertyId}
    on conflict (property_id) do update set
      featured_until = case when excluded.featured_until is null then ${adPromotions.featuredUntil}
        else greatest(coalesce(${adPromotions.featuredUntil}, now()), now()) + make_interval(secs => ${seconds}) end,
      paused_seconds = ${adPromotions.pausedSeconds} + excluded.paused_seconds,
      updated_at = excluded.updated_at`);
}
