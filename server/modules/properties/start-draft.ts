import type { AppDeps } from '#server/deps.js';
import { properties } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { adContent, copyOwnerWritten, draftOfChanges } from './draft-of-changes.js';
import { lockOwnedProperty } from './owned-property.js';

/**
 * The draft in which the owner changes a sent ad: the one already started, else a copy of the ad's
 * texts, facts and photos that nobody else sees until it is sent (ADR 0032). A draft is its own.
 */
export async function startDraft(deps: AppDeps, caller: AuthUser, adId: number): Promise<{ id: number }> {
  return deps.db.transaction(async (tx) => {
    const ad = await lockOwnedProperty(tx, caller, adId);
    if (ad.status === 'draft') return { id: ad.id };
    const started = await draftOfChanges(tx, ad.id);
    if (started !== undefined) return { id: started };
    const now = deps.clock.now();
    const [draft] = await tx
      .insert(properties)
      .values({
        ...adContent(ad),
        status: 'draft',
        ownerId: ad.ownerId,
        officeId: ad.officeId,
        revisionOf: ad.id,
        // Any save or photo change moves it on: a draft still at 1 was only opened (My Ads says nothing).
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: properties.id });
    if (!draft) throw new Error('the draft was not made');
    await copyOwnerWritten(tx, ad.id, draft.id);
    return { id: draft.id };
  });
}
