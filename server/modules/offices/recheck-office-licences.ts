import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { offices, type OfficeRow } from '#server/db/schema/index.js';
import { BrokerAuthorityUnavailable, type BrokerLicenceAnswer } from '#server/lib/broker-licence/index.js';
import { announce } from '#server/lib/domain-events.js';
import { licenceStateAt } from '#server/lib/licence-state.js';
import { officeLicenceLapsed } from './office-ads.js';
import { recordOfficeEvent } from './office-role.js';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'log' | 'brokerLicences' | 'listCache'>;

/**
 * Keeps offices' FAL licences current (ADR 0039), run by the `office-licence-recheck` job: every
 * active or licence-suspended office whose answer is older than AD_LICENSE_RECHECK_HOURS, or whose
 * licence's expiry date has passed, is asked about again, oldest answer first. An expired or cancelled
 * licence suspends the office and takes its live ads off the site (their owners told); a valid one
 * again makes a suspended office active (its ads come back as their owners edit them, as after an ad
 * licence's renewal). An unavailable authority ends the run; the next carries on.
 */
export async function recheckOfficeLicences(deps: Deps, signal: AbortSignal): Promise<void> {
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - deps.config.adLicences.recheckAfterMs);
  const due = await deps.db
    .select()
    .from(offices)
    .where(
      and(
        inArray(offices.status, ['active', 'suspended']),
        or(lte(offices.falCheckedAt, stale), lte(offices.falExpiresAt, now)),
      ),
    )
    .orderBy(asc(offices.falCheckedAt), asc(offices.id))
    .limit(deps.config.adLicences.recheckBatch);
  let checked = 0;
  let suspended = 0;
  for (const office of due) {
    signal.throwIfAborted();
    if (office.status === 'suspended' && office.suspensionReason !== 'licence') continue;
    let answer: BrokerLicenceAnswer;
    try {
      answer = await deps.brokerLicences.verify(office.falNumber, signal);
    } catch (error) {
      if (!(error instanceof BrokerAuthorityUnavailable)) throw error;
      deps.log.warn({ reason: error.message, checked }, 'FAL licence re-check: the authority is unavailable');
      break;
    }
    if (await apply(deps, office, answer, now)) suspended += 1;
    checked += 1;
  }
  if (suspended > 0) deps.listCache.clear();
  deps.log.info({ checked, suspended }, 'FAL licence re-check finished');
}

/** Whether the office was suspended. */
async function apply(
  deps: Deps,
  office: OfficeRow,
  answer: BrokerLicenceAnswer,
  now: Date,
): Promise<boolean> {
  const state = licenceStateAt(answer, now);
  const lapsed = state === 'expired' || state === 'cancelled';
  return deps.db.transaction(async (tx) => {
    await tx
      .update(offices)
      .set({
        falState: state,
        falExpiresAt: answer.expiresAt,
        falCheckedAt: now,
        ...(lapsed && office.status === 'active' && { status: 'suspended', suspensionReason: 'licence' }),
        ...(state === 'valid' &&
          office.status === 'suspended' && { status: 'active', suspensionReason: null }),
        updatedAt: now,
      })
      .where(eq(offices.id, office.id));
    if (lapsed && office.status === 'active') {
      await recordOfficeEvent(tx, {
        officeId: office.id,
        actorId: null,
        action: 'suspended',
        details: { falState: state },
        at: now,
      });
      await announce(tx, now, officeLicenceLapsed, { officeId: office.id });
      return true;
    }
    if (state === 'valid' && office.status === 'suspended') {
      await recordOfficeEvent(tx, { officeId: office.id, actorId: null, action: 'restored', at: now });
    }
    return false;
  });
}
