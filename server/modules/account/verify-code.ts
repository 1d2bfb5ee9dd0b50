import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TERMS_VERSION } from '#contract/legal.js';
import type { Database } from '#server/db/client.js';
import type { AppDeps } from '#server/deps.js';
import {
  phoneVerifications as pv,
  signInFailures,
  users,
  type PhoneVerificationRow,
} from '#server/db/schema/index.js';
import { verifyAccessToken } from '#server/lib/auth/jwt.js';
import { networkSource } from '#server/lib/network-source.js';
import { AppError, fieldError, rateLimited } from '#server/lib/errors.js';
import { saveSubscriptionFromToken } from '../push/index.js';
import { isCodeLimit, withOutboxNote } from './outbox-note.js';
import { failuresInLastDay, retryAfter } from './send-limits.js';
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
  ip: string;
}

type Outcome = { consumed: PhoneVerificationRow } | { refused: AppError };

/**
 * Exchanges a code for a session. Every try on a phone runs under that phone's lock: the daily
 * failure cap, the 5-try cap and single use are checked and counted one try at a time, so a burst
 * of parallel guesses gets no more tries than a patient guesser. Only a wrong code while the code can
 * still be used is counted, against the code and against its phone from this source: a code that is
 * burned, expired or replaced, and tries from a source already at its daily cap, count for nothing, so
 * a stranger cannot lock the number's owner out (docs/decisions/0026). A right code for a new phone,
 * or for a user who accepted an older version of the terms, is refused (and left usable) until the
 * body accepts the current version (TERMS_VERSION), which is then recorded with its time.
 */
export async function verifyCode(deps: AppDeps, input: VerifyInput): Promise<TokenPair> {
  const now = deps.clock.now();
  const source = networkSource(input.ip);
  const accepts = input.acceptedTermsVersion === TERMS_VERSION;
  const consent = accepts ? { termsVersion: TERMS_VERSION, termsConsentedAt: now } : {};
  const [known] = await deps.db.select({ phone: pv.phoneNumber }).from(pv).where(eq(pv.id, input.id));
  if (!known) throw fieldError('code', 'codeNoLongerValid');

  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    await lockSignIn(tx, { phone: known.phone });
    const [verification] = await tx.select().from(pv).where(eq(pv.id, input.id));
    if (!verification) return { refused: fieldError('code', 'codeNoLongerValid') };
    const failed = await failuresInLastDay(tx, { phone: known.phone, source }, now);
    if (failed.failures >= SIGN_IN_LIMITS.failuresPerPhonePerDay) {
      return { refused: rateLimited('tooManyFailures', retryAfter(failed.oldest, DAY_SECONDS, now)) };
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
    if (!usable) return { refused: fieldError('code', 'codeNoLongerValid') };
    await countFailedTry(tx, verification.id, source);
    return { refused: fieldError('code', 'codeInvalid') };
  });
  if ('refused' in outcome) {
    throw isCodeLimit(outcome.refused) ? withOutboxNote(deps, outcome.refused) : outcome.refused;
  }

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

/** Counts a wrong code against a usable code, and against its phone from this source. */
async function countFailedTry(
  tx: Pick<Database, 'update' | 'insert'>,
  verificationId: string,
  source: string,
): Promise<void> {
  await tx
    .update(pv)
    .set({ attempts: sql`${pv.attempts} + 1` })
    .where(eq(pv.id, verificationId));
  await tx
    .insert(signInFailures)
    .values({ verificationId, source, failures: 1 })
    .onConflictDoUpdate({
      target: [signInFailures.verificationId, signInFailures.source],
      set: { failures: sql`${signInFailures.failures} + 1` },
    });
}
