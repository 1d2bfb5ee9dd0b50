import { and, eq, ne } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeMembers, offices, type OfficeRow } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import type { BrokerLicenceAnswer } from '#server/lib/broker-licence/index.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { AppError, fieldError, foundRow } from '#server/lib/errors.js';
import { verifiedIdHash } from '../identity/index.js';
import { heldBy, validFalLicence } from './fal-check.js';
import { toPublicOffice } from './office-view.js';
import { recordOfficeEvent, requireOfficeAction, roleIn } from './office-role.js';

/**
 * The owner makes one of the office's managers its owner and becomes a manager (who may then leave).
 * The new owner is a person Nafath verified, as whoever opens an office. An office whose FAL licence
 * is its owner's own passes with the new owner's own licence, which becomes the office's (ADR 0039,
 * OFFICE_OWNER_HOLDS_LICENCE). The demotion is conditional on the caller still being the owner, so two
 * hand-overs at once give the office one owner (and the one-owner key holds it too).
 */
export async function handOverOffice(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
  input: { userId: string; falNumber?: string | undefined },
  language: Language,
): Promise<PublicOffice> {
  const { userId } = input;
  await requireOfficeAction(deps.db, officeId, caller.id, 'handOver');
  const subject = await roleIn(deps.db, officeId, userId);
  if (subject === null) throw new AppError('notFound', 'notFound');
  if (subject !== 'manager') throw fieldError('userId', 'handOverToManager');
  const idHash = await verifiedIdHash(deps, userId);
  if (idHash === null) throw fieldError('userId', 'newOwnerUnverified');
  const now = deps.clock.now();
  const office = foundRow(await deps.db.select().from(offices).where(eq(offices.id, officeId)));
  const licence = await newOwnersLicence(deps, office, input.falNumber, idHash, now);
  try {
    await deps.db.transaction(async (tx) => {
      const member = (id: string) => and(eq(officeMembers.officeId, officeId), eq(officeMembers.userId, id));
      const demoted = await tx
        .update(officeMembers)
        .set({ role: 'manager' })
        .where(and(member(caller.id), eq(officeMembers.role, 'owner')))
        .returning({ userId: officeMembers.userId });
      if (demoted.length === 0) throw new AppError('forbidden', 'officeRoleForbidden');
      const promoted = await tx
        .update(officeMembers)
        .set({ role: 'owner' })
        .where(and(member(userId), eq(officeMembers.role, 'manager')))
        .returning({ userId: officeMembers.userId });
      if (promoted.length === 0) throw fieldError('userId', 'handOverToManager');
      await tx
        .update(offices)
        .set({ updatedAt: now, ...(licence && licenceColumns(licence, now)) })
        .where(eq(offices.id, officeId));
      await recordOfficeEvent(tx, {
        officeId,
        actorId: caller.id,
        action: 'handedOver',
        subjectUserId: userId,
        details: { from: caller.id, to: userId, ...(licence && { falNumber: licence.falNumber }) },
        at: now,
      });
    });
  } catch (error) {
    // Another office registered the same licence meanwhile.
    if (licence && isUniqueViolation(error) && (await takenElsewhere(deps, officeId, licence.falNumber))) {
      throw new AppError('conflict', 'falLicenceInUse');
    }
    throw error;
  }
  const handed = foundRow(await deps.db.select().from(offices).where(eq(offices.id, officeId)));
  return toPublicOffice(deps, handed, language, now);
}

type NewLicence = BrokerLicenceAnswer & { falNumber: string };

/**
 * The licence the office holds under its new owner: theirs when they give one (valid, issued to them,
 * registered to no other office), which an office of an individual's licence needs while the setting
 * is on; none (the office keeps its licence) otherwise.
 */
async function newOwnersLicence(
  deps: AppDeps,
  office: OfficeRow,
  falNumber: string | undefined,
  idHash: string,
  now: Date,
): Promise<NewLicence | undefined> {
  if (falNumber === undefined) {
    const needsOwn = deps.config.offices.ownerHoldsLicence && office.holderKind !== 'establishment';
    if (needsOwn) throw fieldError('falNumber', 'newOwnerLicenceRequired');
    return undefined;
  }
  if (await takenElsewhere(deps, office.id, falNumber)) throw new AppError('conflict', 'falLicenceInUse');
  const answer = await validFalLicence(deps, falNumber, now);
  if (!heldBy(deps, answer, idHash)) throw fieldError('falNumber', 'newOwnerLicenceMismatch');
  return { ...answer, falNumber };
}

const licenceColumns = (licence: NewLicence, now: Date) => ({
  falNumber: licence.falNumber,
  falState: 'valid' as const,
  falExpiresAt: licence.expiresAt,
  falCheckedAt: now,
  holderKind: licence.holderKind,
});

const takenElsewhere = async (deps: Pick<AppDeps, 'db'>, officeId: number, falNumber: string) =>
  (
    await deps.db
      .select({ id: offices.id })
      .from(offices)
      .where(and(eq(offices.falNumber, falNumber), ne(offices.id, officeId)))
  ).length > 0;
