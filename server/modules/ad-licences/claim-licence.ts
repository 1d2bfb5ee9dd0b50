import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.js';
import { adLicenceChecks, properties, type PropertyRow } from '#server/db/schema/index.js';
import type { LicenceAnswer } from '#server/lib/ad-licence/index.js';
import { fieldError } from '#server/lib/errors.js';

type Tx = Pick<Database, 'select' | 'insert' | 'delete' | 'execute'>;

/** The statuses in which an ad holds its licence number (waiting for review, public, or with its owner for changes): no other ad may use it meanwhile. */
export const LIVE_STATUSES = ['pending', 'published', 'changesRequested'] as const;

/** The rows that are one ad: the ad and the draft of changes to it (ADR 0032), which share its licence. */
export const sameAd = (ad: Pick<PropertyRow, 'id' | 'revisionOf'>): number[] =>
  ad.revisionOf === null ? [ad.id] : [ad.id, ad.revisionOf];

/**
 * One licence, one live ad: refuses a number another live ad (LIVE_STATUSES, of any owner) uses.
 * A transaction lock on the number makes two saves of the same number take turns.
 */
export async function claimLicence(tx: Tx, number: string, sameAdIds: readonly number[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`ad-licence:${number}`}))`);
  if (await licenceTaken(tx, number, sameAdIds)) throw fieldError('adLicenseNumber', 'adLicenseInUse');
}

/** Whether a live ad other than `sameAdIds` uses the number (read without the claim's lock). */
export async function licenceTaken(
  db: Pick<Database, 'select'>,
  number: string,
  sameAdIds: readonly number[],
): Promise<boolean> {
  const [other] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.adLicenseNumber, number),
        inArray(properties.status, LIVE_STATUSES),
        sameAdIds.length ? notInArray(properties.id, [...sameAdIds]) : undefined,
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** Keeps the authority's answer with the ad (none when the ad has no number). */
export async function recordLicenceCheck(
  tx: Tx,
  now: Date,
  propertyId: number,
  licence: { number: string; answer: LicenceAnswer } | null,
): Promise<void> {
  if (!licence) {
    await tx.delete(adLicenceChecks).where(eq(adLicenceChecks.propertyId, propertyId));
    return;
  }
  const values = { licenceNumber: licence.number, checkedAt: now, ...licence.answer };
  await tx
    .insert(adLicenceChecks)
    .values({ propertyId, ...values })
    .onConflictDoUpdate({ target: adLicenceChecks.propertyId, set: values });
}
