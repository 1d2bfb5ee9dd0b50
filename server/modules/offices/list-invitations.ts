import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { officeInvitationList } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeInvitations } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { toOfficeInvitation } from './invitation-view.js';
import { requireOfficeAction } from './office-role.js';

/** The office's invitations, newest first, for those who may send them. */
export async function listInvitations(
  deps: AppDeps,
  caller: AuthUser,
  officeId: number,
): Promise<z.infer<typeof officeInvitationList>> {
  await requireOfficeAction(deps.db, officeId, caller.id, 'seeInvitations');
  const rows = await deps.db
    .select()
    .from(officeInvitations)
    .where(eq(officeInvitations.officeId, officeId))
    .orderBy(desc(officeInvitations.createdAt))
    .limit(200);
  const now = deps.clock.now();
  return { data: rows.map((row) => toOfficeInvitation(row, now)) };
}
