import { timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { TERMS_VERSION } from '#contract/legal.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import { phoneVerifications as pv, users, type PhoneVerificationRow } from '#server/db/schema/index.js';
import { verifyAccessToken } from '#server/lib/auth/jwt.js';
import { AppError, fieldError, rateLimited } from '#server/lib/errors.js';
import { saveSubscriptionFromToken } from '../push/subscriptions.js';
import { failuresInLastDay } from './send-limits.js';
import { startSession, type TokenPair } from './session-tokens.js';
import { lockSignIn } from './sign-in-locks.js';
import { DAY_SECONDS, SIGN_IN_LIMITS } from './sign-in-limits.js';
import { hashVerificationCode } from './verification-code.js';

interface VerifyInput {
  id: string;
  code: string;
  deviceId?: string | undefined;
  /** The spec's push token: here the browser's Web Push subscription as JSON. */
  fcmToken?: string | undefined;
  acceptedTermsVersion?: string | undefined;
}

type Outcome = { consumed: PhoneVerificationRow } | { refused: AppError };

/**
 * Exchanges a code for a session. Every try on a phone runs under that phone's lock: the daily
 * failure cap, the 5-try cap and single use are checked and counted one try at a time, so a burst
 * of parallel guesses gets no more tries than a patient guesser. A right code for a new phone, or for
 * a user who accepted an older version of the terms, is refused (and left usable) until the body
 * accepts the current version (TERMS_VERSION), which is then recorded with its time.
 */
export async function verifyCode(deps: AppDeps, input: VerifyInput): Promise<TokenPair> {
  const now = deps.clock.now();
  const accepts = input.acceptedTermsVersion === TERMS_VERSION;
  const consent = accepts ? { termsVersion: TERMS_VERSION, termsConsentedAt: now } : {};
  const [known] = await deps.db.select({ phone: pv.phoneNumber }).from(pv).where(eq(pv.id, input.id));
  if (!known) throw fieldError('code', 'codeNoLongerValid');

  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockSignIn(tx, { phone: known.phone });
    const [verification] = await tx.select().from(pv).where(eq(pv.id, input.id));
    if (!verification) return { refused: fieldError('code', 'codeNoLongerValid') };
    if ((await failuresInLastDay(tx, known.phone, now)) >= SIGN_IN_LIMITS.failuresPerPhonePerDay) {
      await countFailedTry(tx, verification.id);
      return { refused: rateLimited('tooManyFailures', DAY_SECONDS) };
    }
    const usable =
      verification.consumedAt === null &&
      verification.supersededAt === null &&
      verification.attempts < SIGN_IN_LIMITS.maxAttemptsPerCode &&
      verification.expiresAt > now;
    const presented = hashVerificationCode(deps.secrets.hashKey, verification.id, input.code);
    if (usable && sameHash(presented, verification.codeHash)) {
      // The code is right: the person holds the phone, so they may learn that they must consent.
      if (!accepts && (await needsConsent(tx, known.phone))) {
        return { refused: fieldError('acceptedTermsVersion', 'termsConsentRequired') };
      }
      await tx.update(pv).set({ consumedAt: now }).where(eq(pv.id, verification.id));
      return { consumed: verification };
    }
    await countFailedTry(tx, verification.id);
    return { refused: fieldError('code', usable ? 'codeInvalid' : 'codeNoLongerValid') };
  });
  if ('refused' in outcome) throw outcome.refused;

  const { consumed } = outcome;
  const [user] = await deps.db
    .insert(users)
    .values({
      phoneNumber: consumed.phoneNumber,
      dialCode: consumed.dialCode,
      preferredLanguage: consumed.language,
      ...consent,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({ target: users.phoneNumber, set: { updatedAt: now, ...consent } })
    .returning();
  if (!user) throw new Error('user upsert returned nothing');
  if (user.blockedAt) throw new AppError('forbidden', 'accountBlocked');
  const tokens = await startSession(deps, user, input.deviceId);
  if (input.fcmToken) await keepPushSubscription(deps, tokens.token, input.fcmToken);
  return tokens;
}

/**
 * Saves `fcmToken` for the new session when it is a Web Push subscription; anything else is ignored
 * and a failure to save is logged, never turned into a failed sign-in (product spec §4).
 */
async function keepPushSubscription(deps: AppDeps, token: string, fcmToken: string): Promise<void> {
  try {
    const claims = await verifyAccessToken(token, deps.secrets.jwtKey, deps.clock);
    if (!claims) return;
    const saved = await saveSubscriptionFromToken(
      deps,
      { id: claims.userId, sessionId: claims.sessionId },
      fcmToken,
    );
    if (!saved) deps.log.debug('fcmToken at sign-in is not a Web Push subscription; ignored');
  } catch (error) {
    deps.log.warn({ err: { name: (error as Error).name } }, 'push subscription from sign-in not saved');
  }
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A new phone, or a user who accepted an older version of the terms (or none, before consent was asked). */
async function needsConsent(tx: Pick<Database, 'select'>, phone: string): Promise<boolean> {
  const [user] = await tx
    .select({ termsVersion: users.termsVersion })
    .from(users)
    .where(eq(users.phoneNumber, phone));
  return user?.termsVersion !== TERMS_VERSION;
}

/** Counts a failed try on a code that was not used; consumed codes are not touched. */
async function countFailedTry(tx: Pick<Database, 'update'>, verificationId: string): Promise<void> {
  await tx
    .update(pv)
    .set({ attempts: sql`${pv.attempts} + 1` })
    .where(and(eq(pv.id, verificationId), isNull(pv.consumedAt)));
}
