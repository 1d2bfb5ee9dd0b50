import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import type { Lead, UpdateLeadBody } from '#contract/leads.js';
import type { AppDeps } from '#server/deps.js';
import { leads } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError } from '#server/lib/errors.js';
import { managesOffice, officeOf } from '../offices/index.js';
import { selectLeads, toLead } from './lead-query.js';

/** Leads the user may change: those of their ads, and every lead of an office they own or manage. */
async function changeableLeads(deps: Pick<AppDeps, 'db'>, userId: string): Promise<SQL> {
  const own = eq(leads.advertiserId, userId);
  const officeId = await officeOf(deps.db, userId);
  if (officeId === null || !(await managesOffice(deps.db, userId, officeId))) return own;
  return or(own, eq(leads.officeId, officeId)) ?? own;
}

/**
 * Changes a lead's status, note or reminder: by the ad's owner, or an owner or manager of its office;
 * anyone else gets 404, as for a lead they cannot see.
 */
export async function updateLead(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: AuthUser,
  id: number,
  change: UpdateLeadBody,
  language: Language,
): Promise<Lead> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const allowed = await changeableLeads({ db: tx }, caller.id);
    const [updated] = await tx
      .update(leads)
      .set({ ...change, updatedAt: now })
      .where(and(eq(leads.id, id), allowed))
      .returning({ id: leads.id });
    if (!updated) throw new AppError('notFound', 'notFound');
    const [row] = await selectLeads(tx, eq(leads.id, id));
    if (!row) throw new AppError('notFound', 'notFound');
    return toLead(row, language);
  });
}
