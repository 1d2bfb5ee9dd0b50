import { sql } from 'drizzle-orm';
import { MAX_RECENTLY_VIEWED } from '#contract/limits.js';
import type { Database } from '#server/db/client.js';
import { recentlyViewed } from '#server/db/schema/index.js';

type Executor = Pick<Database, 'insert' | 'execute'>;

/** Records views (an ad's latest wins) and keeps the user's newest 20. */
export async function recordViews(
  db: Executor,
  userId: string,
  views: { propertyId: number; viewedAt: Date }[],
): Promise<void> {
  if (views.length === 0) return;
  await db
    .insert(recentlyViewed)
    .values(views.map((view) => ({ userId, ...view })))
    .onConflictDoUpdate({
      target: [recentlyViewed.userId, recentlyViewed.propertyId],
      set: { viewedAt: sql`greatest(${recentlyViewed.viewedAt}, excluded.viewed_at)` },
    });
  await db.execute(sql`
    delete from ${recentlyViewed}
     where ${recentlyViewed.userId} = ${userId}
       and ${recentlyViewed.propertyId} not in (
         select ${recentlyViewed.propertyId} from ${recentlyViewed}
          where ${recentlyViewed.userId} = ${userId}
          order by ${recentlyViewed.viewedAt} desc, ${recentlyViewed.propertyId} desc
          limit ${MAX_RECENTLY_VIEWED})`);
}
