import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { adLicenceChecks, properties, type PropertyRow } from '#server/db/schema/index.js';
import type { Database } from '#server/db/client.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { claimLicence, recordLicenceCheck, sameAd, verifyForSave } from '../ad-licences/index.js';
import { nextVersion, deletePhotoFiles, unnamedPhotos } from '../ads/index.js';
import { requireIdentityToPublish } from '../identity/index.js';
import { adContent, moveOwnerWritten } from './draft-of-changes.js';
import { lockOwnedProperty } from './owned-property.js';
import { ownerEdited, refuseWhileOfficeSuspended } from './owner-edit.js';
import { priceMadePublic } from './price-made-public.js';

const LICENCE_CHECK_REUSE_MS = 24 * 3600 * 1000;

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Sent = { id: number; status: 'published' | 'pending' };

/**
 * The owner sends their draft (ADR 0032): a new ad goes to review with moderation on and is published
 * with it off; a draft of changes replaces its ad's texts, facts and photos, which goes where an
 * owner's save takes it (owner-edit.ts). The licence is claimed, and asked of the authority again
 * unless it said "valid" at the draft's save less than a day ago.
 */
export async function submitProperty(deps: AppDeps, caller: AuthUser, draftId: number): Promise<Sent> {
  const draft = await deps.db.transaction((tx) => lockOwnedProperty(tx, caller, draftId));
  if (draft.status !== 'draft') throw new AppError('conflict', 'notADraft');
  await requireIdentityToPublish(deps, caller.id);
  const number = draft.adLicenseNumber;
  const answer = (await checkedToday(deps, draft)) ? undefined : await verifyForSave(deps, caller, number);
  const { sent, replacedPhotos } = await deps.db.transaction(async (tx) => {
    const locked = await lockOwnedProperty(tx, caller, draftId);
    if (locked.status !== 'draft') throw new AppError('conflict', 'notADraft');
    if (locked.adLicenseNumber !== number) throw new AppError('conflict', 'notADraft');
    await refuseWhileOfficeSuspended(tx, locked);
    const now = deps.clock.now();
    if (number !== null) await claimLicence(tx, number, sameAd(locked));
    if (answer !== undefined) {
      await recordLicenceCheck(tx, now, locked.id, number !== null && answer ? { number, answer } : null);
    }
    return locked.revisionOf === null
      ? { sent: await sendNewAd(tx, deps, locked), replacedPhotos: [] }
      : sendChanges(tx, deps, caller, locked, locked.revisionOf);
  });
  await deletePhotoFiles(deps.storage, replacedPhotos);
  return sent;
}

/** The authority said the draft's licence was valid less than a day ago (at its last save): not asked again. */
async function checkedToday(deps: AppDeps, draft: PropertyRow): Promise<boolean> {
  if (draft.adLicenseNumber === null) return false;
  const [check] = await deps.db
    .select()
    .from(adLicenceChecks)
    .where(eq(adLicenceChecks.propertyId, draft.id));
  const now = deps.clock.now();
  return (
    check !== undefined &&
    check.licenceNumber === draft.adLicenseNumber &&
    check.state === 'valid' &&
    (check.expiresAt === null || check.expiresAt > now) &&
    now.getTime() - check.checkedAt.getTime() < LICENCE_CHECK_REUSE_MS
  );
}

async function sendNewAd(tx: Tx, deps: AppDeps, draft: PropertyRow): Promise<Sent> {
  const now = deps.clock.now();
  const status = deps.config.moderation ? 'pending' : 'published';
  const [sent] = await tx
    .update(properties)
    .set({
      status,
      publishedAt: status === 'published' ? now : null,
      unreviewedEditAt: status === 'published' ? null : now,
      updatedAt: now,
      version: nextVersion(),
    })
    .where(eq(properties.id, draft.id))
    .returning();
  if (!sent) throw new Error('the draft was not sent');
  await priceMadePublic(tx, now, sent);
  return { id: sent.id, status };
}

async function sendChanges(tx: Tx, deps: AppDeps, caller: AuthUser, draft: PropertyRow, adId: number) {
  const ad = await lockOwnedProperty(tx, caller, adId);
  const edited = await ownerEdited(tx, deps, ad, 'texts');
  const status = edited.status === 'published' ? 'published' : 'pending';
  const now = deps.clock.now();
  const replaced = await moveOwnerWritten(tx, draft.id, ad.id);
  await tx.delete(properties).where(eq(properties.id, draft.id));
  const [sent] = await tx
    .update(properties)
    .set({
      ...adContent(draft),
      ...edited,
      rejectionReason: null,
      suspensionReason: null,
      publishedAt: status === 'published' ? (ad.publishedAt ?? now) : ad.publishedAt,
      confirmedAt: now,
      expiryRemindedAt: null,
      closedAt: null,
      updatedAt: now,
      version: nextVersion(),
    })
    .where(eq(properties.id, ad.id))
    .returning();
  if (!sent) throw new Error('the changes were not sent');
  await priceMadePublic(tx, now, sent);
  return { sent: { id: ad.id, status } satisfies Sent, replacedPhotos: await unnamedPhotos(tx, replaced) };
}
