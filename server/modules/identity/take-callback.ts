import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { identityRequests } from '#server/db/schema/index.js';
import { AppError } from '#server/lib/errors.js';
import { InvalidNafathAnswer, NafathUnavailable, type NafathAnswer } from '#server/lib/identity/index.js';
import { samePerson, settleRequest } from './settle-request.js';

/**
 * Nafath's signed answer to a request. Only a token that verifies is read; it must name an open or
 * ended request of ours and, when it names the person, the one whose ID was asked about. The same
 * answer twice is applied once (settleRequest ends a request once).
 */
export async function takeCallback(deps: AppDeps, token: string): Promise<{ received: boolean }> {
  let answer: NafathAnswer;
  try {
    answer = await deps.identity.readCallback(token);
  } catch (error) {
    if (error instanceof NafathUnavailable) {
      deps.log.warn(
        { reason: error.message },
        'identity: a callback came while Nafath’s keys were out of reach',
      );
      throw new AppError('unavailable', 'identityUnavailable');
    }
    if (!(error instanceof InvalidNafathAnswer)) throw error;
    deps.log.warn({ reason: error.message }, 'identity: a callback was refused');
    throw new AppError('invalid', 'identityCallbackInvalid');
  }
  const [row] = await deps.db
    .select()
    .from(identityRequests)
    .where(eq(identityRequests.transId, answer.transId));
  if (!row) throw new AppError('invalid', 'identityCallbackInvalid');
  const { status } = answer;
  if (status.state === 'waiting') return { received: true };
  if (status.state !== 'completed') {
    await settleRequest(deps, row.id, { state: status.state });
    return { received: true };
  }
  if (!status.person || !samePerson(deps, row, status.person)) {
    deps.log.warn(
      { request: row.id },
      'identity: a signed answer named another person than the one asked about',
    );
    throw new AppError('invalid', 'identityCallbackInvalid');
  }
  await settleRequest(deps, row.id, { person: status.person });
  return { received: true };
}
