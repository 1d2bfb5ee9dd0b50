import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, inArray, min, or, sql } from 'drizzle-orm';
import type { Language } from '#contract/common.js';
import { identityKindOf, type IdentityRequest } from '#contract/identity.js';
import type { AppDeps } from '#server/deps.js';
import { identities, identityRequests } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { AppError, rateLimited } from '#server/lib/errors.js';
import { NafathRequestActive, NafathUnavailable } from '#server/lib/identity/index.js';
import { seal } from '#server/lib/secrets.js';
import { toIdentityRequest, OPEN_STATES } from './request-view.js';
import { idHashOf } from './settle-request.js';

const HOUR_MS = 3600_000;

/**
 * Asks Nafath to send a verification to the person's app. Checked first: the caller is not verified
 * yet, the ID is no other account's identity, and neither the caller nor the ID has used up its
 * requests of the hour (each one buzzes a person's phone). A new request ends the caller's open one.
 */
export async function startRequest(
  deps: AppDeps,
  caller: AuthUser,
  idNumber: string,
  language: Language,
): Promise<IdentityRequest> {
  const now = deps.clock.now();
  const idHash = idHashOf(deps, idNumber);
  const holders = await deps.db
    .select({ userId: identities.userId })
    .from(identities)
    .where(or(eq(identities.userId, caller.id), eq(identities.idHash, idHash)));
  if (holders.some((holder) => holder.userId === caller.id)) {
    throw new AppError('conflict', 'identityAlreadyVerified');
  }
  if (holders.length > 0) throw new AppError('conflict', 'identityInUse');
  await refuseBeyondHourlyLimit(deps, caller.id, idHash, now);

  const id = randomUUID();
  let started: { transId: string; random: string };
  try {
    started = await deps.identity.start(idNumber, language, id);
  } catch (error) {
    if (error instanceof NafathRequestActive) throw new AppError('conflict', 'identityRequestActive');
    if (!(error instanceof NafathUnavailable)) throw error;
    deps.log.warn({ reason: error.message }, 'identity: Nafath is unavailable');
    throw new AppError('unavailable', 'identityUnavailable');
  }
  const row = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity-requests:${caller.id}`}))`);
    await tx
      .update(identityRequests)
      .set({ state: 'expired', sealedId: null, endedAt: now })
      .where(and(eq(identityRequests.userId, caller.id), inArray(identityRequests.state, OPEN_STATES)));
    const [inserted] = await tx
      .insert(identityRequests)
      .values({
        id,
        userId: caller.id,
        transId: started.transId,
        random: started.random,
        idHash,
        idKind: identityKindOf(idNumber),
        idLast4: idNumber.slice(-4),
        sealedId: seal(deps.secrets.sealKey, idNumber),
        state: 'waiting',
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.config.identity.requestMs),
      })
      .returning();
    if (!inserted) throw new Error('the identity request was not saved');
    return inserted;
  });
  return toIdentityRequest(row, deps.config, now);
}

async function refuseBeyondHourlyLimit(deps: AppDeps, userId: string, idHash: string, now: Date) {
  const since = new Date(now.getTime() - HOUR_MS);
  const limit = deps.config.identity.requestsPerHour;
  for (const mine of [eq(identityRequests.userId, userId), eq(identityRequests.idHash, idHash)]) {
    const [made] = await deps.db
      .select({ n: count(), first: min(identityRequests.createdAt) })
      .from(identityRequests)
      .where(and(mine, gt(identityRequests.createdAt, since)));
    if (made && made.n >= limit && made.first) {
      throw rateLimited('identityTooManyRequests', (made.first.getTime() + HOUR_MS - now.getTime()) / 1000);
    }
  }
}
