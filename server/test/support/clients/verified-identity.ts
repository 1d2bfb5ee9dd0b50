import { randomInt } from 'node:crypto';
import * as identityApi from '#contract/endpoints/identity.js';
import { isSaudiIdNumber } from '#contract/identity.js';
import type { FakeNafath } from '../fakes/fake-nafath.js';
import type { ApiCaller } from './api-caller.js';
import type { SignedIn } from './sign-in-flow.js';

/** A valid ID number (its check digit right), drawn at random: a citizen's, or with '2' a resident's. */
export function newIdNumber(first: '1' | '2' = '1'): string {
  const body = `${first}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const digit = [...Array(10).keys()].find((candidate) => isSaudiIdNumber(`${body}${String(candidate)}`));
  return `${body}${String(digit)}`;
}

/**
 * Verifies `who` through the fake Nafath as a person would: a request, then Nafath's signed answer
 * posted to the callback. Answers the ID number verified.
 */
export async function verifyIdentity(
  server: ApiCaller,
  nafath: FakeNafath,
  who: SignedIn,
  idNumber = newIdNumber(),
): Promise<string> {
  const started = await server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber } },
    { token: who.token },
  );
  if (started.status !== 201) throw new Error(`startIdentityRequest answered ${started.status}`);
  const transaction = nafath.transactions.find((entry) => entry.requestId === started.body.id);
  if (!transaction) throw new Error('Nafath was not asked');
  nafath.decide(transaction.transId, 'COMPLETED');
  const posted = await server.send(identityApi.nafathCallback, {
    body: { token: await nafath.token(transaction.transId) },
  });
  if (posted.status !== 200) throw new Error(`nafathCallback answered ${posted.status}`);
  return idNumber;
}
