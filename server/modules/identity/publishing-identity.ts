import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { identities } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';

/** The keyed hash of the user's verified ID number, or null when they have none. */
export async function verifiedIdHash(deps: Pick<AppDeps, 'db'>, userId: string): Promise<string | null> {
  const [row] = await deps.db
    .select({ idHash: identities.idHash })
    .from(identities)
    .where(eq(identities.userId, userId));
  return row?.idHash ?? null;
}

/** Whether publishing is refused to the user: ADVERTISER_IDENTITY_REQUIRED, and no verified identity. */
export async function identityMissingToPublish(deps: Pick<AppDeps, 'db' | 'config'>, userId: string) {
  return deps.config.identity.required && (await verifiedIdHash(deps, userId)) === null;
}

export const identityRequired = () => new AppError('forbidden', 'identityRequired');

/** Publishing an ad needs a verified identity where ADVERTISER_IDENTITY_REQUIRED (a 403 otherwise). */
export async function requireIdentityToPublish(deps: Pick<AppDeps, 'db' | 'config'>, userId: string) {
  if (await identityMissingToPublish(deps, userId)) throw identityRequired();
}
