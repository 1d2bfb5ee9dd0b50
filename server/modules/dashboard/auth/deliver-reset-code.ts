import type { AppDeps } from '#server/deps.js';
import { translate } from '#contract/message-catalogue.js';
import type { Language } from '#contract/common.js';
import { STAFF_AUTH_LIMITS } from './staff-auth-limits.js';

/**
 * By SMS when the staff member has a phone, else by email. A failure is logged without the text
 * (which holds the code); the person simply asks again.
 */
export async function deliverResetCode(
  deps: Pick<AppDeps, 'sms' | 'email' | 'log'>,
  account: { id: string; email: string; phoneNumber: string | null },
  code: string,
  language: Language,
): Promise<void> {
  const text = translate('passwordResetText', language, {
    code,
    minutes: STAFF_AUTH_LIMITS.resetCodeTtlSeconds / 60,
  });
  const channel = account.phoneNumber ? 'sms' : 'email';
  try {
    if (account.phoneNumber) {
      await deps.sms.send({ to: account.phoneNumber, text });
    } else {
      await deps.email.send({
        to: account.email,
        subject: translate('passwordResetSubject', language),
        text,
      });
    }
  } catch (error) {
    deps.log.warn(
      { staffId: account.id, channel, err: { name: (error as Error).name } },
      'password reset code not sent',
    );
  }
}
