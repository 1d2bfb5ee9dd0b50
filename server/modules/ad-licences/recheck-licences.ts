import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { adLicenceChecks, properties, users } from '#server/db/schema/index.js';
import { LicenceAuthorityUnavailable, stateAt } from '#server/lib/ad-licence/index.js';
import { LIVE_STATUSES, recordLicenceCheck } from './claim-licence.js';
import { suspendAd } from './suspend-ad.js';
import { askAuthority } from './ask-authority.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'log' | 'adLicences' | 'listCache' | 'secrets'>;

const live = and(inArray(properties.status, LIVE_STATUSES), isNotNull(properties.adLicenseNumber));

/**
 * The `ad-licence-recheck` job. First, live ads whose licence's expiry date has passed are suspended
 * without asking anyone. Then the authority is asked again about up to AD_LICENSE_RECHECK_BATCH live
 * ads whose answer is older than AD_LICENSE_RECHECK_HOURS (or missing), oldest first: each answer is
 * kept, and an expired or cancelled licence suspends its ad. An authority that cannot answer ends the
 * run; the next one carries on where it stopped.
 */
export async function recheckLicences(deps: Deps, signal: AbortSignal): Promise<void> {
  const now = deps.clock.now();
  let suspended = 0;

  const lapsed = await deps.db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(adLicenceChecks, eq(adLicenceChecks.propertyId, properties.id))
    .where(
      and(
        live,
        eq(adLicenceChecks.licenceNumber, properties.adLicenseNumber),
        lte(adLicenceChecks.expiresAt, now),
      ),
    );
  for (const { id } of lapsed) {
    signal.throwIfAborted();
    if (await deps.db.transaction((tx) => suspendAd(tx, now, id, 'licenceExpired'))) suspended += 1;
  }

  const due = await deps.db
    .select({
      id: properties.id,
      number: properties.adLicenseNumber,
      ownerId: users.id,
      phoneNumber: users.phoneNumber,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .leftJoin(adLicenceChecks, eq(adLicenceChecks.propertyId, properties.id))
    .where(
      and(
        live,
        or(
          isNull(adLicenceChecks.checkedAt),
          ne(adLicenceChecks.licenceNumber, sql`${properties.adLicenseNumber}`),
          lte(adLicenceChecks.checkedAt, new Date(now.getTime() - deps.config.adLicences.recheckAfterMs)),
        ),
      ),
    )
    .orderBy(sql`${adLicenceChecks.checkedAt} asc nulls first`, asc(properties.id))
    .limit(deps.config.adLicences.recheckBatch);

  let checked = 0;
  for (const ad of due) {
    signal.throwIfAborted();
    if (!ad.number) continue;
    let answer;
    try {
      answer = await askAuthority(deps, { id: ad.ownerId, phoneNumber: ad.phoneNumber }, ad.number, signal);
    } catch (error) {
      if (!(error instanceof LicenceAuthorityUnavailable)) throw error;
      deps.log.warn({ reason: error.message, checked }, 'ad licence re-check: the authority is unavailable');
      break;
    }
    const number = ad.number;
    const state = stateAt(answer, now);
    const wasSuspended = await deps.db.transaction(async (tx) => {
      await recordLicenceCheck(tx, now, ad.id, { number, answer });
      if (state === 'expired') return suspendAd(tx, now, ad.id, 'licenceExpired');
      if (state === 'cancelled') return suspendAd(tx, now, ad.id, 'licenceCancelled');
      return false;
    });
    checked += 1;
    if (wasSuspended) suspended += 1;
  }
  if (suspended > 0) deps.listCache.clear();
  deps.log.info({ checked, suspended }, 'ad licence re-check finished');
}
