import type { AppDeps } from '#server/deps.js';
import { EmailDeliveryError, staffAddress } from '#server/lib/email/index.js';
import { passwordResetEmail } from '#server/lib/email/templates/password-reset.js';
import { translate } from '#contract/message-catalogue.js';
import type { Language } from '#contract/common.js';
import { STAFF_AUTH_LIMITS } from './staff-auth-limits.js';

/**
 * By SMS (in the request's language) when the staff member has a phone, else by email (Arabic and
 * English). A failure is logged without the message (which holds the code); the person simply asks
 * again.
 */
export async function deliverResetCode(
  deps: Pick<AppDeps, 'sms' | 'email' | 'log'>,
  account: { id: string; email: string; phoneNumber: string | null },
  code: string,
  language: Language,
): Promise<void> {
  const minutes = STAFF_AUTH_LIMITS.resetCodeTtlSeconds / 60;
  const channel = account.phoneNumber ? 'sms' : 'email';
  try {
    if (account.phoneNumber) {
      await deps.sms.send({
        to: account.phoneNumber,
        text: translate('passwordResetText', language, { code, minutes }),
      });
    } else {
      await deps.email.send({ to: staffAddress(account.email), ...passwordResetEmail({ code, minutes }) });
    }
  } catch (error) {
    const reason = error instanceof EmailDeliveryError ? { reason: error.reason } : {};
    deps.log.warn(
      { staffId: account.id, channel, err: { name: (error as Error).name, ...reason } },
      'password reset code not sent',
    );
  }
}
