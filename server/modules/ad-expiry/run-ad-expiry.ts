import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import { addSeconds } from '#server/lib/clock.js';
import { notifyChannel } from '#server/lib/database-channel.js';
import { LIST_CACHE_CHANNEL } from '#server/lib/list-cache.js';
import { notifyAdsExpired, notifyAdsExpiring } from '../notifications/index.js';
import { nextVersion } from '../ads/index.js';

const DAY = 24 * 3600;
/** Ads changed per transaction: a long backlog is worked through in short transactions. */
const BATCH = 200;

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'log' | 'listCache'>;

/** When the ad's current age started: its publication, or its owner's last confirmation if later. */
export const ageStart = sql`greatest(${properties.publishedAt}, ${properties.confirmedAt})`;

const notified = {
  id: properties.id,
  ownerId: properties.ownerId,
  category: properties.category,
  titleAr: properties.titleAr,
  titleEn: properties.titleEn,
};

/**
 * The `ad-expiry` job. A published ad expires AD_MAX_AGE_DAYS after its age started, and never
 * before its owner had AD_EXPIRY_REMINDER_DAYS of notice: the reminder goes out once per age (its
 * mark, `expiry_reminded_at`, is set by the statement that picks the ad, so instances running
 * together or a run repeated after a crash remind no one twice), and an ad reminded late (the job
 * was down) gets the full notice before it expires. Expired ads leave the public pages at once.
 */
export async function runAdExpiry(deps: Deps, signal: AbortSignal): Promise<void> {
  const now = deps.clock.now();
  const { maxAgeDays, reminderDays } = deps.config.adLifecycle;
  const ageLimit = addSeconds(now, -maxAgeDays * DAY);
  const published = eq(properties.status, 'published');

  let reminded = 0;
  if (reminderDays > 0) {
    const remindFrom = addSeconds(now, -(maxAgeDays - reminderDays) * DAY);
    const due = and(published, isNull(properties.expiryRemindedAt), lte(ageStart, remindFrom));
    reminded = await inBatches(deps, signal, due, async (tx, ids) => {
      const ads = await tx
        .update(properties)
        .set({ expiryRemindedAt: now })
        .where(and(inArray(properties.id, ids), due))
        .returning(notified);
      await notifyAdsExpiring(tx, now, ads, reminderDays);
      return ads.length;
    });
  }

  const noticeGiven = addSeconds(now, -reminderDays * DAY);
  const expiring = and(
    published,
    lte(ageStart, ageLimit),
    reminderDays > 0 ? lte(properties.expiryRemindedAt, noticeGiven) : undefined,
  );
  const expired = await inBatches(deps, signal, expiring, async (tx, ids) => {
    const ads = await tx
      .update(properties)
      .set({ status: 'expired', closedAt: now, updatedAt: now, version: nextVersion() })
      .where(and(inArray(properties.id, ids), expiring))
      .returning(notified);
    await notifyAdsExpired(tx, now, ads);
    return ads.length;
  });

  if (expired > 0) {
    // A write outside any request: empty this process's list cache and tell the others.
    deps.listCache.clear();
    await notifyChannel(deps.db, LIST_CACHE_CHANNEL, 'ad-expiry');
  }
  deps.log.info({ reminded, expired }, 'ad expiry finished');
}

type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];

/** Runs `change` on the ads matching `where`, BATCH at a time, each batch in its own transaction. */
async function inBatches(
  deps: Deps,
  signal: AbortSignal,
  where: SQL | undefined,
  change: (tx: Tx, ids: number[]) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (;;) {
    signal.throwIfAborted();
    const changed = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: properties.id })
        .from(properties)
        .where(where)
        .orderBy(properties.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (rows.length === 0) return 0;
      return change(
        tx,
        rows.map((row) => row.id),
      );
    });
    if (changed === 0) return total;
    total += changed;
  }
}
