import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps.js';
import { phoneVerifications as pv, users } from '../../db/schema/index.js';
import { AppError, fieldError, rateLimited } from '../../lib/errors.js';
import { failuresInLastDay } from './send-limits.js';
import { startSession, type TokenPair } from './session-tokens.js';
import { DAY_SECONDS, SIGN_IN_LIMITS } from './sign-in-limits.js';
import { hashVerificationCode } from './verification-code.js';

interface VerifyInput {
  id: string;
  code: string;
  deviceId?: string | undefined;
}

/**
 * Exchanges a code for a session. Consuming the code is one conditional UPDATE, so of many parallel
 * correct submissions exactly one wins; every failed try is counted with an atomic increment.
 */
export async function verifyCode(deps: AppDeps, input: VerifyInput): Promise<TokenPair> {
  const now = deps.clock.now();
  const [verification] = await deps.db.select().from(pv).where(eq(pv.id, input.id));
  if (!verification) throw fieldError('code', 'codeNoLongerValid');

  if (
    (await failuresInLastDay(deps.db, verification.phoneNumber, now)) >= SIGN_IN_LIMITS.failuresPerPhonePerDay
  ) {
    await countFailedTry(deps, verification.id);
    throw rateLimited('tooManyFailures', DAY_SECONDS);
  }

  const codeHash = hashVerificationCode(deps.secrets.hashKey, verification.id, input.code);
  const [consumed] = await deps.db
    .update(pv)
    .set({ consumedAt: now })
    .where(
      and(
        eq(pv.id, verification.id),
        isNull(pv.consumedAt),
        isNull(pv.supersededAt),
        lt(pv.attempts, SIGN_IN_LIMITS.maxAttemptsPerCode),
        gt(pv.expiresAt, now),
        eq(pv.codeHash, codeHash),
      ),
    )
    .returning();

  if (!consumed) {
    const attempts = await countFailedTry(deps, verification.id);
    const stillUsable =
      attempts !== undefined &&
      attempts <= SIGN_IN_LIMITS.maxAttemptsPerCode &&
      verification.supersededAt === null &&
      verification.expiresAt > now &&
      verification.codeHash !== codeHash;
    throw fieldError('code', stillUsable ? 'codeInvalid' : 'codeNoLongerValid');
  }

  const [user] = await deps.db
    .insert(users)
    .values({
      phoneNumber: consumed.phoneNumber,
      dialCode: consumed.dialCode,
      preferredLanguage: consumed.language,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: users.phoneNumber, set: { updatedAt: now } })
    .returning();
  if (!user) throw new Error('user upsert returned nothing');
  if (user.blockedAt) throw new AppError('forbidden', 'accountBlocked');
  return startSession(deps, user, input.deviceId);
}

/** One atomic increment per failed try, so parallel tries are all counted. */
async function countFailedTry(deps: AppDeps, verificationId: string): Promise<number | undefined> {
  const [counted] = await deps.db
    .update(pv)
    .set({ attempts: sql`${pv.attempts} + 1` })
    .where(and(eq(pv.id, verificationId), isNull(pv.consumedAt)))
    .returning({ attempts: pv.attempts });
  return counted?.attempts;
}
