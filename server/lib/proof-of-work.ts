import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  PROOF_OF_WORK_ALGORITHM,
  proofOfWorkChallenge,
  type ProofOfWork,
  type ProofOfWorkChallenge,
} from '#contract/proof-of-work.js';
import type { Database } from '#server/db/client.js';
import { proofOfWorkRedemptions } from '#server/db/schema/index.js';
import { addSeconds } from './clock.js';
import { keyedHash, type Secrets } from './secrets.js';

/** docs/decisions/0026: each try is 1,000 PBKDF2-SHA-256 rounds; a challenge is good for 5 minutes. */
export const PROOF_OF_WORK = { cost: 1000, ttlSeconds: 5 * 60 } as const;

const signingKeys = (secrets: Pick<Secrets, 'proofKey'>) => ({
  hmacSignatureSecret: keyedHash(secrets.proofKey, 'challenge'),
  hmacKeySignatureSecret: keyedHash(secrets.proofKey, 'derived-key'),
});

const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * A signed challenge whose answer is a counter drawn from 0 to `difficulty`: a solver tries counters
 * from 0, so it needs `difficulty / 2` tries on average and `difficulty` at most. Expiry is kept in
 * the signed `data` and checked against the server's clock (altcha-lib's own `expiresAt` reads
 * `Date.now()`, which tests cannot move).
 */
export async function newProofChallenge(
  secrets: Pick<Secrets, 'proofKey'>,
  now: Date,
  difficulty: number,
  /** The answer; drawn at random unless a test needs a known one (the slowest: `difficulty`). */
  counter = randomInt(0, difficulty + 1),
): Promise<ProofOfWorkChallenge> {
  const challenge = await createChallenge({
    algorithm: PROOF_OF_WORK_ALGORITHM,
    cost: PROOF_OF_WORK.cost,
    counter,
    deriveKey,
    data: {
      expiresAt: unixSeconds(addSeconds(now, PROOF_OF_WORK.ttlSeconds)),
      maxCounter: difficulty,
    },
    ...signingKeys(secrets),
  });
  return proofOfWorkChallenge.parse(challenge);
}

/** A proof this server signed, solved and not expired: its key for `redeemProof`, else undefined. */
export async function checkProof(
  secrets: Pick<Secrets, 'proofKey'>,
  now: Date,
  proof: ProofOfWork,
): Promise<{ signature: string; expiresAt: Date } | undefined> {
  const expiresAt = new Date(proof.challenge.parameters.data.expiresAt * 1000);
  if (expiresAt <= now) return undefined;
  try {
    const result = await verifySolution({
      challenge: proof.challenge,
      solution: proof.solution,
      deriveKey,
      ...signingKeys(secrets),
    });
    return result.verified ? { signature: proof.challenge.signature, expiresAt } : undefined;
  } catch {
    return undefined;
  }
}

/** Marks a checked proof used; false when it was used before (each challenge buys one request). */
export async function redeemProof(
  db: Pick<Database, 'insert'>,
  proof: { signature: string; expiresAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(proofOfWorkRedemptions)
    .values(proof)
    .onConflictDoNothing()
    .returning({ signature: proofOfWorkRedemptions.signature });
  return inserted.length === 1;
}
