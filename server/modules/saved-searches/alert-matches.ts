import { inArray } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { savedSearchAlerts, savedSearches } from '#server/db/schema/index.js';
import { createNotifications, type NewNotification } from '../notifications/index.js';
import type { AlertEvent } from './alert-queues.js';
import { matchedAd, matchingSearches, type MatchedAd } from '../search/index.js';
import { searchPath, unsubscribePath } from './signed-links.js';

const ROWS_PER_INSERT = 1000;

/** A search to notify: its owner, and its name and filters for the texts and links. */
interface Notified {
  id: number;
  userId: string;
  name: string;
  filters: typeof savedSearches.$inferSelect.filters;
}

/** The ad and the search an alert names, and the links every alert carries (made at `now`). */
export function alertParams(
  deps: Pick<AppDeps, 'secrets'>,
  ad: Pick<MatchedAd, 'titleAr' | 'titleEn'>,
  search: Notified,
  now: Date,
) {
  return {
    titleAr: ad.titleAr,
    titleEn: ad.titleEn,
    savedSearchId: search.id,
    searchName: search.name,
    searchPath: searchPath(search.filters),
    unsubscribePath: unsubscribePath(deps.secrets, search.id, now),
  };
}

function notificationOf(
  deps: Pick<AppDeps, 'secrets'>,
  ad: MatchedAd,
  search: Notified,
  event: AlertEvent,
  now: Date,
): NewNotification {
  const about = { userId: search.userId, propertyId: ad.id, category: ad.category };
  const params = alertParams(deps, ad, search, now);
  return event.kind === 'new'
    ? { ...about, type: 'savedSearchMatch', params }
    : {
        ...about,
        type: 'savedSearchPriceDrop',
        params: { ...params, oldPrice: event.oldPrice, newPrice: event.newPrice, currency: event.currency },
      };
}

/**
 * The `saved-search-match` job: the saved searches the ad matches record the event once each (a
 * second run, or the same event again, adds nothing), and those that alert instantly notify their
 * owner (panel, live stream and Web Push, ADR 0007); daily and weekly ones wait for their digest.
 * An ad no longer published by the time the job runs alerts no one.
 */
export async function alertMatches(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'log'>,
  propertyId: number,
  event: AlertEvent,
): Promise<void> {
  const now = deps.clock.now();
  const key = event.kind === 'new' ? 'new' : `drop:${event.newPrice}`;
  const notified = await deps.db.transaction(async (tx) => {
    const ad = await matchedAd(tx, propertyId);
    if (!ad) return 0;
    const matches = await matchingSearches(tx, ad);
    const fresh = new Set<number>();
    for (let start = 0; start < matches.length; start += ROWS_PER_INSERT) {
      const rows = matches.slice(start, start + ROWS_PER_INSERT).map((search) => ({
        savedSearchId: search.id,
        propertyId,
        event: key,
        createdAt: now,
        sentAt: search.frequency === 'instant' ? now : null,
      }));
      const recorded = await tx
        .insert(savedSearchAlerts)
        .values(rows)
        .onConflictDoNothing()
        .returning({ savedSearchId: savedSearchAlerts.savedSearchId });
      for (const row of recorded) fresh.add(row.savedSearchId);
    }
    const instantIds = matches
      .filter((search) => search.frequency === 'instant' && fresh.has(search.id))
      .map((search) => search.id);
    const instant =
      instantIds.length === 0
        ? []
        : await tx
            .select({
              id: savedSearches.id,
              userId: savedSearches.userId,
              name: savedSearches.name,
              filters: savedSearches.filters,
            })
            .from(savedSearches)
            .where(inArray(savedSearches.id, instantIds));
    await createNotifications(
      tx,
      now,
      instant.map((search) => notificationOf(deps, ad, search, event, now)),
    );
    return instant.length;
  });
  deps.log.info({ propertyId, event: event.kind, notified }, 'saved-search alerts matched');
}
