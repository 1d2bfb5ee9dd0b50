import { and, eq } from 'drizzle-orm';
import type { IdentityRequest } from '#contract/identity.js';
import type { AppDeps } from '#server/deps.js';
import { identityRequests, type IdentityRequestRow } from '#server/db/schema/index.js';
import type { AuthUser } from '#server/lib/auth/authenticate.js';
import { foundRow } from '#server/lib/errors.js';
import { NafathUnavailable } from '#server/lib/identity/index.js';
import { unseal } from '#server/lib/secrets.js';
import { stateAt, toIdentityRequest } from './request-view.js';
import { settleRequest } from './settle-request.js';

/**
 * The caller's request as it stands. A request still waiting asks Nafath about it, at most every
 * NAFATH_POLL_SECONDS: a refusal or expiry ends it; "picked" without a signed answer only moves it to
 * `confirming` (the callback brings the identity); Nafath unreachable leaves it waiting.
 */
export async function readRequest(deps: AppDeps, caller: AuthUser, id: string): Promise<IdentityRequest> {
  let row = foundRow(
    await deps.db
      .select()
      .from(identityRequests)
      .where(and(eq(identityRequests.id, id), eq(identityRequests.userId, caller.id))),
  );
  const now = deps.clock.now();
  const current = stateAt(row, deps.config, now);
  if (current !== row.state) {
    row = await settleRequest(deps, row.id, { state: current === 'expired' ? 'expired' : 'unavailable' });
  } else if (row.state === 'waiting' && dueForQuestion(deps, row, now)) {
    row = await askNafath(deps, row, now);
  }
  return toIdentityRequest(row, deps.config, deps.clock.now());
}

const dueForQuestion = (deps: AppDeps, row: IdentityRequestRow, now: Date) =>
  !row.polledAt || now.getTime() - row.polledAt.getTime() >= deps.config.identity.pollMs;

async function askNafath(deps: AppDeps, row: IdentityRequestRow, now: Date): Promise<IdentityRequestRow> {
  await deps.db.update(identityRequests).set({ polledAt: now }).where(eq(identityRequests.id, row.id));
  const idNumber = unsealed(deps, row.sealedId);
  if (idNumber === null) return settleRequest(deps, row.id, { state: 'unavailable' });
  try {
    const status = await deps.identity.status({ idNumber, transId: row.transId, random: row.random });
    if (status.state === 'waiting') return { ...row, polledAt: now };
    if (status.state !== 'completed') return await settleRequest(deps, row.id, { state: status.state });
    if (status.person) return await settleRequest(deps, row.id, { person: status.person });
    const [confirming] = await deps.db
      .update(identityRequests)
      .set({ state: 'confirming', confirmingAt: now })
      .where(and(eq(identityRequests.id, row.id), eq(identityRequests.state, 'waiting')))
      .returning();
    return confirming ?? row;
  } catch (error) {
    if (!(error instanceof NafathUnavailable)) throw error;
    deps.log.warn({ reason: error.message }, 'identity: Nafath is unavailable; the request keeps waiting');
    return { ...row, polledAt: now };
  }
}

/** The request's ID number, or null where it cannot be read (sealed under a key since changed). */
function unsealed(deps: AppDeps, sealedId: string | null): string | null {
  if (sealedId === null) return null;
  try {
    return unseal(deps.secrets.sealKey, sealedId);
  } catch {
    return null;
  }
}
