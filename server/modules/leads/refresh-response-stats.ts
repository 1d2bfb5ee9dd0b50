import { lt, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { advertiserResponseStats } from '#server/db/schema/index.js';
import { countResponses, figuresOf } from './response-figures.js';

const BATCH = 1000;

/**
 * Counts every advertiser's response figures afresh into `advertiser_response_stats`, which the ads'
 * cards read for the "Quick to respond" badge; advertisers without conversations in the window lose
 * their row. One transaction: a card never sees half a run.
 */
export async function refreshResponseStats(deps: Pick<AppDeps, 'db' | 'clock' | 'config'>): Promise<number> {
  const now = deps.clock.now();
  const rules = deps.config.quickResponse;
  const counted = await countResponses(deps.db, now, rules, null);
  await deps.db.transaction(async (tx) => {
    // A statement's values are bounded: a thousand advertisers at a time.
    for (let start = 0; start < counted.length; start += BATCH) {
      await tx
        .insert(advertiserResponseStats)
        .values(
          counted.slice(start, start + BATCH).map((row) => {
            const figures = figuresOf(row, rules);
            return {
              userId: row.advertiserId,
              conversations: figures.conversations,
              answered: figures.answered,
              medianMinutes: row.medianMinutes,
              quick: figures.quick,
              computedAt: now,
            };
          }),
        )
        .onConflictDoUpdate({
          target: advertiserResponseStats.userId,
          set: {
            conversations: sql`excluded.conversations`,
            answered: sql`excluded.answered`,
            medianMinutes: sql`excluded.median_minutes`,
            quick: sql`excluded.quick`,
            computedAt: sql`excluded.computed_at`,
          },
        });
    }
    await tx.delete(advertiserResponseStats).where(lt(advertiserResponseStats.computedAt, now));
  });
  return counted.length;
}
