import { eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { z } from 'zod';
import type { invitationPreview } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { offices } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { foundRow } from '#server/lib/errors.js';
import { openInvitation } from './open-invitation.js';

/** What the link offers the invited person: the office, the role, until when. */
export async function getInvitation(
  deps: AppDeps,
  caller: AuthUser,
  token: string,
  language: Language,
): Promise<z.infer<typeof invitationPreview>> {
  const invitation = await openInvitation(deps, deps.db, caller, token);
  const office = foundRow(await deps.db.select().from(offices).where(eq(offices.id, invitation.officeId)));
  return {
    officeId: office.id,
    officeName: language === 'ar' ? office.nameAr : office.nameEn,
    role: invitation.role,
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
