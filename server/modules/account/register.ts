import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ProofOfWork } from '#contract/proof-of-work.js';
import type { AppDeps } from '#server/deps.js';
import { phoneVerifications, users } from '#server/db/schema/index.js';
import type { Database } from '#server/db/client.js';
import { addSeconds } from '#server/lib/clock.js';
import { networkSource } from '#server/lib/network-source.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { translate } from '#contract/message-catalogue.js';
import type { Language } from '#contract/common.js';
import { maskPhone, normalizeMobile } from '#server/lib/phone.js';
import { checkProof, newProofChallenge, redeemProof } from '#server/lib/proof-of-work.js';
import { safeError } from '#server/lib/safe-error.js';
import { isCodeLimit, withOutboxNote } from './outbox-note.js';
import { enforcePhoneLimits } from './send-limits.js';
import { lockSignIn } from './sign-in-locks.js';
import { SIGN_IN_LIMITS } from './sign-in-limits.js';
import { countSent, enforceBudgets, proofNeeded } from './sms-budgets.js';
import { hashVerificationCode, newVerificationCode } from './verification-code.js';

interface RegisterInput {
  phoneNumber: string;
  dialCode: string;
  pow?: ProofOfWork | undefined;
  ip: string;
  language: Language;
}

/**
 * Sends a sign-in code. Answers the same whether the phone has an account or not. The limits of the
 * phone come first, then the budgets (docs/decisions/0026); when its source or the whole site has
 * sent unusually many codes, the request must carry a solved, unused proof of work, else it gets 428
 * with a challenge to solve.
 */
export async function register(deps: AppDeps, input: RegisterInput): Promise<{ guid: string }> {
  const normalized = normalizeMobile(input.phoneNumber, input.dialCode, deps.config.sms.allowedCountries);
  if (!normalized.ok) {
    throw fieldError(normalized.reason === 'dialCodeInvalid' ? 'dialCode' : 'phoneNumber', normalized.reason);
  }
  const phone = normalized.phone;
  const source = networkSource(input.ip);
  const now = deps.clock.now();
  const proof = input.pow ? await checkProof(deps.secrets, now, input.pow) : undefined;
  const guid = randomUUID();
  const code = newVerificationCode();

  const sent = await deps.db
    .transaction(async (tx) => {
      await lockSignIn(tx, { budget: true, source, phone: phone.e164 });
      await enforcePhoneLimits(tx, { phone: phone.e164, source }, now);
      const sending = { source, country: phone.country, returning: await hasAccount(tx, phone.e164) };
      const counts = await countSent(tx, sending, now);
      enforceBudgets(deps.config, sending, counts, now);
      if (proofNeeded(deps.config, counts) && !(proof && (await redeemProof(tx, proof)))) return false;
      await tx
        .update(phoneVerifications)
        .set({ supersededAt: now })
        .where(
          and(
            eq(phoneVerifications.phoneNumber, phone.e164),
            isNull(phoneVerifications.consumedAt),
            isNull(phoneVerifications.supersededAt),
          ),
        );
      await tx.insert(phoneVerifications).values({
        id: guid,
        phoneNumber: phone.e164,
        dialCode: phone.dialCode,
        codeHash: hashVerificationCode(deps.secrets.hashKey, guid, code),
        ip: input.ip,
        source,
        country: phone.country,
        language: input.language,
        createdAt: now,
        expiresAt: addSeconds(now, SIGN_IN_LIMITS.codeTtlSeconds),
      });
      return true;
    })
    .catch((error: unknown) => {
      throw isCodeLimit(error) ? withOutboxNote(deps, error) : error;
    });
  if (!sent) {
    const challenge = await newProofChallenge(deps.secrets, now, deps.config.sms.proofOfWork.difficulty);
    throw new AppError('preconditionRequired', 'proofOfWorkRequired', { extra: { challenge } });
  }

  try {
    await deps.sms.send({ to: phone.e164, text: translate('smsVerificationText', input.language, { code }) });
  } catch (error) {
    deps.log.error(
      { error: safeError(error), to: maskPhone(phone.e164), provider: deps.sms.name },
      'SMS not sent',
    );
    await deps.db
      .update(phoneVerifications)
      .set({ supersededAt: now })
      .where(eq(phoneVerifications.id, guid));
    throw new AppError('unavailable', 'smsUnavailable');
  }
  return { guid };
}

/** A number with an active account has signed in before: the budgets' reserve is kept for it. */
async function hasAccount(tx: Pick<Database, 'select'>, phone: string): Promise<boolean> {
  const [user] = await tx
    .select({ blockedAt: users.blockedAt })
    .from(users)
    .where(eq(users.phoneNumber, phone));
  return user !== undefined && user.blockedAt === null;
}
