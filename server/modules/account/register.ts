import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '#server/deps.js';
import { phoneVerifications } from '#server/db/schema/index.js';
import { addSeconds } from '#server/lib/clock.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { translate } from '#contract/message-catalogue.js';
import type { Language } from '#contract/common.js';
import { maskPhone, normalizeMobile } from '#server/lib/phone.js';
import { safeError } from '#server/lib/safe-error.js';
import { enforceSendLimits } from './send-limits.js';
import { lockSignIn } from './sign-in-locks.js';
import { SIGN_IN_LIMITS } from './sign-in-limits.js';
import { hashVerificationCode, newVerificationCode } from './verification-code.js';

interface RegisterInput {
  phoneNumber: string;
  dialCode: string;
  ip: string;
  language: Language;
}

/** Sends a sign-in code. Answers the same whether the phone has an account or not. */
export async function register(deps: AppDeps, input: RegisterInput): Promise<{ guid: string }> {
  const normalized = normalizeMobile(input.phoneNumber, input.dialCode, deps.config.sms.allowedCountries);
  if (!normalized.ok) {
    throw fieldError(normalized.reason === 'dialCodeInvalid' ? 'dialCode' : 'phoneNumber', normalized.reason);
  }
  const phone = normalized.phone;
  const now = deps.clock.now();
  const guid = randomUUID();
  const code = newVerificationCode();

  await deps.db.transaction(async (tx) => {
    await lockSignIn(tx, { budget: true, ip: input.ip, phone: phone.e164 });
    await enforceSendLimits(tx, deps.config, { phone: phone.e164, ip: input.ip, now });
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
      language: input.language,
      createdAt: now,
      expiresAt: addSeconds(now, SIGN_IN_LIMITS.codeTtlSeconds),
    });
  });

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
