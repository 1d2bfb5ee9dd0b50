import type { Database } from '#server/db/client.js';
import type { PropertyRow, PropertyStatus } from '#server/db/schema/index.js';
import type { AppDeps } from '#server/deps.js';
import { AppError } from '#server/lib/errors.js';
import { keepApprovedVersion } from '../ads/index.js';
import { officeIsSuspended } from '../offices/index.js';

/** What an owner changed of what the public sees: the texts and facts (a save), or the photos and their order. */
export type OwnerEdit = 'texts' | 'photos';

/** Statuses whose page the public sees: a sold or rented ad stays reachable, marked, for a while. */
const PUBLIC_STATUSES: readonly PropertyStatus[] = ['published', 'sold', 'rented'];

/**
 * Where an owner's edit takes an ad (ADR 0018, "Edits and review"). A draft stays one until its
 * owner sends it (ADR 0032). A save is a new submission: to
 * review with moderation on, published with it off, and an ad that reports hold stays held. Photos
 * take a public ad (or one sent back for changes) to review, and otherwise wait, unreviewed, for the
 * owner's save or renewal, which never publish them unreviewed; a closed ad's photos are refused:
 * its page is public, and only a save (which checks the licence again) reopens it.
 */
export function statusAfterOwnerEdit(
  before: Pick<PropertyRow, 'status' | 'heldForReportsAt' | 'suspensionReason'>,
  edit: OwnerEdit,
  moderation: boolean,
): PropertyStatus {
  if (before.status === 'draft') return 'draft';
  // Staff suspended its office: the ad waits, as it was, for the office's reinstatement (ADR 0039).
  if (before.status === 'suspended' && before.suspensionReason === 'officeSuspended') {
    throw new AppError('conflict', 'adOfSuspendedOffice');
  }
  if (before.status === 'pending' && before.heldForReportsAt !== null) return 'pending';
  if (edit === 'texts') return moderation ? 'pending' : 'published';
  if (before.status === 'sold' || before.status === 'rented') {
    throw new AppError('conflict', 'closedAdPhotos');
  }
  const reviewable: readonly PropertyStatus[] = ['pending', 'published', 'changesRequested'];
  return moderation && reviewable.includes(before.status) ? 'pending' : before.status;
}

/**
 * The status and unreviewed-edit mark an owner's edit gives the ad, for the caller's update. The
 * first unreviewed edit of a public ad keeps what the public saw (the approved version), which others
 * go on seeing in conversations and notifications (`public-titles.ts`) and reviewers diff against.
 */
export async function ownerEdited(
  tx: Pick<Database, 'select' | 'update'>,
  deps: Pick<AppDeps, 'config' | 'clock'>,
  before: PropertyRow,
  edit: OwnerEdit,
): Promise<{ status: PropertyStatus; unreviewedEditAt: Date | null }> {
  const status = statusAfterOwnerEdit(before, edit, deps.config.moderation);
  if (status !== 'draft') await refuseWhileOfficeSuspended(tx, before);
  const now = deps.clock.now();
  if (status === 'published' || status === 'draft') return { status, unreviewedEditAt: null };
  if (before.unreviewedEditAt === null && PUBLIC_STATUSES.includes(before.status)) {
    await keepApprovedVersion(tx, before, now);
  }
  return { status, unreviewedEditAt: before.unreviewedEditAt ?? now };
}

/**
 * An ad posted for an office that is suspended (its licence lapsed, or staff suspended it) is not
 * sent, sent again or renewed until the office is active again (ADR 0039).
 */
export async function refuseWhileOfficeSuspended(
  tx: Pick<Database, 'select'>,
  ad: Pick<PropertyRow, 'officeId'>,
): Promise<void> {
  if (ad.officeId !== null && (await officeIsSuspended(tx, ad.officeId))) {
    throw new AppError('conflict', 'officeSuspendedAds');
  }
}

/**
 * Where an ad goes when it comes back to the public without a reviewer (a renewal, a dismissal of the
 * reports that held it): published, unless its owner changed it since and moderation is on.
 */
export const statusOnReturn = (
  ad: Pick<PropertyRow, 'unreviewedEditAt'>,
  moderation: boolean,
): 'published' | 'pending' => (moderation && ad.unreviewedEditAt !== null ? 'pending' : 'published');
