import type { Config } from '#server/config.js';
import type { Clock } from '../clock.js';
import { emailOutboxSender } from './outbox.js';
import { EmailDeliveryError, type EmailSender } from './sender.js';
import { smtpSender } from './smtp.js';

export type { EmailMessage, EmailSender } from './sender.js';
export { EmailDeliveryError } from './sender.js';
export { addressToVerify, staffAddress, verifiedUserAddress, type Recipient } from './recipient.js';

/** Without a provider nothing can be sent: the caller logs it, the person is told nothing new. */
const noEmail: EmailSender = {
  name: 'none',
  send: async () => {
    throw new EmailDeliveryError('no email provider is configured (EMAIL_PROVIDER=none)', 'none');
  },
};

export function createEmailSender(config: Config, clock: Clock): EmailSender {
  switch (config.email.provider) {
    case 'smtp':
      return smtpSender(config.email.smtp, config.email.from);
    case 'outbox':
      return emailOutboxSender(config.email.outboxFile, clock);
    case 'none':
      return noEmail;
  }
}
