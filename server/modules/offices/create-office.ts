import { eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { PublicOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeEvents, officeMembers, offices } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { isUniqueViolation } from '#server/lib/db-errors.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { verifiedIdHash } from '../identity/index.js';
import { heldBy, validFalLicence } from './fal-check.js';
import { toPublicOffice } from './office-view.js';

/**
 * A verified person opens an office with their FAL licence and becomes its owner. The authority must
 * say the licence is valid and held by them; an establishment's licence (a unified number, not a
 * person) opens the office for staff to confirm first. One office per person, one office per licence.
 */
export async function createOffice(
  deps: AppDeps,
  caller: AuthUser,
  input: { nameAr: string; nameEn: string; falNumber: string },
  language: Language,
): Promise<PublicOffice> {
  const idHash = await verifiedIdHash(deps, caller.id);
  if (idHash === null) throw new AppError('forbidden', 'identityRequiredForOffice');
  await refuseTaken(deps, caller.id, input.falNumber);
  const now = deps.clock.now();
  const answer = await validFalLicence(deps, input.falNumber, now);
  const heldByCaller = heldBy(deps, answer, idHash);
  if (answer.holderKind !== 'establishment' && !heldByCaller) {
    throw fieldError('falNumber', 'falHolderMismatch');
  }
  try {
    return await deps.db.transaction(async (tx) => {
      const [office] = await tx
        .insert(offices)
        .values({
          nameAr: input.nameAr,
          nameEn: input.nameEn,
          falNumber: input.falNumber,
          falState: 'valid',
          falExpiresAt: answer.expiresAt,
          falCheckedAt: now,
          holderKind: answer.holderKind,
          status: heldByCaller ? 'active' : 'pendingReview',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!office) throw new Error('the office was not saved');
      await tx
        .insert(officeMembers)
        .values({ officeId: office.id, userId: caller.id, role: 'owner', joinedAt: now });
      await tx.insert(officeEvents).values({
        officeId: office.id,
        actorId: caller.id,
        action: 'created',
        subjectUserId: caller.id,
        details: { falNumber: input.falNumber, status: office.status },
        createdAt: now,
      });
      return toPublicOffice({ db: tx, storage: deps.storage }, office, language, now);
    });
  } catch (error) {
    // Two at once with the same person or licence: the second meets the unique keys.
    if (!isUniqueViolation(error)) throw error;
    throw (await takenError(deps, caller.id, input.falNumber)) ?? error;
  }
}

async function refuseTaken(deps: AppDeps, userId: string, falNumber: string) {
  const taken = await takenError(deps, userId, falNumber);
  if (taken) throw taken;
}

async function takenError(deps: AppDeps, userId: string, falNumber: string): Promise<AppError | undefined> {
  const [member] = await deps.db
    .select({ userId: officeMembers.userId })
    .from(officeMembers)
    .where(eq(officeMembers.userId, userId));
  if (member) return new AppError('conflict', 'alreadyInOffice');
  const [office] = await deps.db
    .select({ id: offices.id })
    .from(offices)
    .where(eq(offices.falNumber, falNumber));
  return office ? new AppError('conflict', 'falLicenceInUse') : undefined;
}
