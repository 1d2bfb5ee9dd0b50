import { eq, sql } from 'drizzle-orm';
import type { IdentityRequestState } from '#contract/identity.js';
import type { AppDeps } from '#server/deps.js';
import { identities, identityRequests, type IdentityRequestRow } from '#server/db/schema/index.js';
import type { VerifiedPerson } from '#server/lib/identity/index.js';
import { keyedHash } from '#server/lib/secrets.js';
import { OPEN_STATES } from './request-view.js';

export type Outcome =
  { state: Exclude<IdentityRequestState, 'waiting' | 'verified'> } | { person: VerifiedPerson };

/**
 * Ends an open request once, whoever learns its outcome first (the callback, a status question):
 * under the row's lock, a request already ended is left as it is. A person already verified on
 * another account ends it as `inUse`; the sealed ID number is erased either way.
 */
export async function settleRequest(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'config'>,
  requestId: string,
  outcome: Outcome,
): Promise<IdentityRequestRow> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(identityRequests)
      .where(eq(identityRequests.id, requestId))
      .for('update');
    if (!row) throw new Error('settleRequest: no such request');
    if (!OPEN_STATES.includes(row.state)) return row;
    const ended = (state: IdentityRequestState) =>
      tx
        .update(identityRequests)
        .set({ state, sealedId: null, endedAt: now })
        .where(eq(identityRequests.id, requestId))
        .returning()
        .then(([updated]) => updated ?? row);
    if (!('person' in outcome)) return ended(outcome.state);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`identity:${row.idHash}`}))`);
    const [holder] = await tx
      .select({ userId: identities.userId })
      .from(identities)
      .where(eq(identities.idHash, row.idHash));
    if (holder && holder.userId !== row.userId) return ended('inUse');
    await tx
      .insert(identities)
      .values({
        userId: row.userId,
        idHash: row.idHash,
        idKind: row.idKind,
        idLast4: row.idLast4,
        nameAr: outcome.person.nameAr || outcome.person.nameEn,
        nameEn: outcome.person.nameEn || outcome.person.nameAr,
        verifiedBy: deps.config.identity.verifier,
        verifiedAt: now,
      })
      .onConflictDoNothing();
    return ended('verified');
  });
}

/** Whether the person Nafath names is the one whose ID the request was made for. */
export function samePerson(
  deps: Pick<AppDeps, 'secrets'>,
  row: Pick<IdentityRequestRow, 'idHash'>,
  person: VerifiedPerson,
): boolean {
  return person.idNumber === null || idHashOf(deps, person.idNumber) === row.idHash;
}

export const idHashOf = (deps: Pick<AppDeps, 'secrets'>, idNumber: string) =>
  keyedHash(deps.secrets.identityKey, 'id-number', idNumber);
