import { and, desc, eq, isNull, lte, or } from 'drizzle-orm';
import { DIGEST_MAX_ADS } from '#contract/limits.js';
import { translate } from '#contract/message-catalogue.js';
import type { AppDeps } from '#server/deps.js';
import { properties, savedSearchAlerts, savedSearches, users } from '#server/db/schema/index.js';
import { addSeconds } from '#server/lib/clock.js';
import { EmailDeliveryError, verifiedUserAddress, type Recipient } from '#server/lib/email/index.js';
import { alertEmail } from '#server/lib/email/templates/alert.js';
import { localText } from '#server/lib/i18n/localize.js';
import { createNotifications } from '../notifications/index.js';
import { searchPath, unsubscribePath } from './signed-links.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'email' | 'config' | 'log'>;
type Tx = Parameters<Parameters<Deps['db']['transaction']>[0]>[0];
type Search = typeof savedSearches.$inferSelect;

const HOUR = 3600;
/** A digest is due a period after the last, less an hour, so a daily cron that runs late still sends. */
const PERIOD_SECONDS = { daily: 24 * HOUR - HOUR, weekly: 7 * 24 * HOUR - HOUR } as const;
/** Searches a transaction sends the digest of. */
const BATCH = 50;

const bilingual = (key: Parameters<typeof translate>[0], params: Record<string, string | number> = {}) => ({
  ar: translate(key, 'ar', params),
  en: translate(key, 'en', params),
});

/**
 * The `saved-search-digest` job: every daily search a day after its last digest, every weekly one a
 * week after, sends what it gathered (still published ads only): the newest DIGEST_MAX_ADS and a link to
 * all the results, by email when its owner verified an address, else as a notification (panel and Web
 * Push). Each search is locked while its digest is sent, so instances running together send it once.
 */
export async function sendDigests(deps: Deps, signal: AbortSignal): Promise<void> {
  const now = deps.clock.now();
  const due = and(
    eq(savedSearches.paused, false),
    or(
      and(
        eq(savedSearches.frequency, 'daily'),
        lte(savedSearches.lastDigestAt, addSeconds(now, -PERIOD_SECONDS.daily)),
      ),
      and(
        eq(savedSearches.frequency, 'weekly'),
        lte(savedSearches.lastDigestAt, addSeconds(now, -PERIOD_SECONDS.weekly)),
      ),
    ),
  );
  let sent = 0;
  for (;;) {
    signal.throwIfAborted();
    const done = await deps.db.transaction(async (tx) => {
      const searches = await tx
        .select()
        .from(savedSearches)
        .where(due)
        .orderBy(savedSearches.id)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const search of searches) sent += await sendDigest(deps, tx, now, search);
      return searches.length;
    });
    if (done === 0) break;
  }
  deps.log.info({ sent }, 'saved-search digests sent');
}

/** One search's digest; 1 when something was sent. Its period starts again either way. */
async function sendDigest(deps: Deps, tx: Tx, now: Date, search: Search): Promise<number> {
  const pending = and(eq(savedSearchAlerts.savedSearchId, search.id), isNull(savedSearchAlerts.sentAt));
  const stillPublished = eq(properties.status, 'published');
  const ads = await tx
    .select({
      id: properties.id,
      titleAr: properties.titleAr,
      titleEn: properties.titleEn,
      at: savedSearchAlerts.createdAt,
    })
    .from(savedSearchAlerts)
    .innerJoin(properties, eq(properties.id, savedSearchAlerts.propertyId))
    .where(and(pending, stillPublished))
    .orderBy(desc(savedSearchAlerts.createdAt), desc(properties.id));
  const newest = [...new Map(ads.map((ad) => [ad.id, ad])).values()].slice(0, DIGEST_MAX_ADS);
  const total = new Set(ads.map((ad) => ad.id)).size;
  await tx.update(savedSearchAlerts).set({ sentAt: now }).where(pending);
  await tx.update(savedSearches).set({ lastDigestAt: now }).where(eq(savedSearches.id, search.id));
  if (total === 0) return 0;

  const [owner] = await tx
    .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, search.userId));
  const links = {
    searchPath: searchPath(search.filters),
    unsubscribePath: unsubscribePath(deps.secrets, search.id, now),
  };
  // Only to an address its owner verified: what anyone merely typed in a profile gets nothing.
  const to = owner ? verifiedUserAddress(owner) : null;
  if (to && (await emailed(deps, to, search, newest, total, links))) return 1;
  await createNotifications(tx, now, [
    {
      userId: search.userId,
      type: 'savedSearchDigest',
      params: { savedSearchId: search.id, searchName: search.name, count: total, ...links },
      propertyId: null,
      category: null,
    },
  ]);
  return 1;
}

/** Sends the digest email; false when the provider cannot (then the owner is told by push instead). */
async function emailed(
  deps: Deps,
  to: Recipient,
  search: Search,
  ads: { id: number; titleAr: string | null; titleEn: string | null }[],
  total: number,
  links: { searchPath: string; unsubscribePath: string },
): Promise<boolean> {
  const site = deps.config.publicUrl.replace(/\/+$/, '');
  const content = alertEmail({
    title: bilingual('notificationSavedSearchDigestTitle'),
    summary: bilingual('alertEmailSummary', { search: search.name, count: total }),
    items: ads.map((ad) => ({
      label: {
        ar: localText(ad.titleAr, ad.titleEn, 'ar'),
        en: localText(ad.titleAr, ad.titleEn, 'en'),
      },
      url: `${site}/Property/${ad.id}`,
    })),
    action: { label: bilingual('alertEmailAction'), url: `${site}${links.searchPath}` },
    unsubscribe: { label: bilingual('alertEmailUnsubscribe'), url: `${site}${links.unsubscribePath}` },
  });
  try {
    await deps.email.send({ to, ...content });
    return true;
  } catch (error) {
    if (!(error instanceof EmailDeliveryError)) throw error;
    deps.log.warn({ savedSearchId: search.id, reason: error.reason }, 'digest email not sent; sent by push');
    return false;
  }
}
