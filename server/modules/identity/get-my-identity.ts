import { and, desc, eq, inArray } from 'drizzle-orm';
import type { MyIdentity } from '#contract/identity.js';
import type { AppDeps } from '#server/deps.js';
import { identities, identityRequests } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { DEVELOPMENT_TEST_IDS } from '#server/lib/identity/index.js';
import { OPEN_STATES, toIdentityRequest } from './request-view.js';

/** The caller's verified identity, whether publishing needs one, and the request still open. */
export async function getMyIdentity(deps: AppDeps, caller: AuthUser): Promise<MyIdentity> {
  const [identity] = await deps.db.select().from(identities).where(eq(identities.userId, caller.id));
  const [open] = await deps.db
    .select()
    .from(identityRequests)
    .where(and(eq(identityRequests.userId, caller.id), inArray(identityRequests.state, OPEN_STATES)))
    .orderBy(desc(identityRequests.createdAt))
    .limit(1);
  return {
    identity: identity
      ? {
          nameAr: identity.nameAr,
          nameEn: identity.nameEn,
          idKind: identity.idKind,
          idLast4: identity.idLast4,
          verifiedAt: identity.verifiedAt.toISOString(),
        }
      : null,
    requiredToPublish: deps.config.identity.required,
    openRequest: open && !identity ? toIdentityRequest(open, deps.config, deps.clock.now()) : null,
    testIds: deps.config.identity.verifier === 'development' ? Object.values(DEVELOPMENT_TEST_IDS) : null,
  };
}
