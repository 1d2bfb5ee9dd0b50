import { eq } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { MyOffice } from '#contract/offices.js';
import type { AppDeps } from '#server/deps.js';
import { officeMembers, offices } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { toPublicOffice } from './office-view.js';

/** The office the caller belongs to, whatever its status, and their role in it. */
export async function getMyOffice(deps: AppDeps, caller: AuthUser, language: Language): Promise<MyOffice> {
  const [membership] = await deps.db
    .select({ office: offices, role: officeMembers.role })
    .from(officeMembers)
    .innerJoin(offices, eq(offices.id, officeMembers.officeId))
    .where(eq(officeMembers.userId, caller.id));
  if (!membership) return { office: null, role: null };
  return {
    office: await toPublicOffice(deps, membership.office, language, deps.clock.now()),
    role: membership.role,
  };
}
