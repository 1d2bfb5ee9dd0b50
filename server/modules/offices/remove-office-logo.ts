import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { offices } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { recordOfficeEvent, requireOfficeAction } from './office-role.js';

/** The owner or a manager removes the office's logo; nothing happens when it has none. */
export async function removeOfficeLogo(deps: AppDeps, caller: AuthUser, officeId: number): Promise<void> {
  await requireOfficeAction(deps.db, officeId, caller.id, 'changeLogo');
  const now = deps.clock.now();
  const previous = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ logoKey: offices.logoKey })
      .from(offices)
      .where(eq(offices.id, officeId))
      .for('update');
    if (!before?.logoKey) return null;
    await tx.update(offices).set({ logoKey: null, updatedAt: now }).where(eq(offices.id, officeId));
    await recordOfficeEvent(tx, { officeId, actorId: caller.id, action: 'logoRemoved', at: now });
    return before.logoKey;
  });
  if (previous) await deps.storage.delete(previous);
}
