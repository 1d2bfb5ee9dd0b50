import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as account from '#contract/endpoints/account.js';
import type { ProofOfWork, ProofOfWorkChallenge, ProofOfWorkRequired } from '#contract/proof-of-work.js';
import type { ApiCaller } from './api-caller.js';

/** Solves a challenge as a browser would (altcha-lib, counters from 0), in this process. */
export async function solveProof(challenge: ProofOfWorkChallenge): Promise<ProofOfWork> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
}

/** The challenge of a 428 answer. */
export function challengeOf(answer: { status: number; error: unknown }): ProofOfWorkChallenge {
  if (answer.status !== 428) throw new Error(`expected 428, got ${answer.status}`);
  return (answer.error as ProofOfWorkRequired).challenge;
}

/**
 * Asks for a code as the web app does: when the server answers 428, solves its challenge and asks
 * again with the proof. The last answer.
 */
export async function requestCodeWithProof(
  server: ApiCaller,
  body: { phoneNumber: string; dialCode?: string },
  headers: Record<string, string> = {},
) {
  const request = { phoneNumber: body.phoneNumber, dialCode: body.dialCode ?? '+966' };
  const first = await server.send(account.register, { body: request }, { headers });
  if (first.status !== 428) return first;
  const pow = await solveProof(challengeOf(first));
  return server.send(account.register, { body: { ...request, pow } }, { headers });
}
