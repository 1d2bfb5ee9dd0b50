import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config.js';
import type { Clock } from '../clock.js';
import { outboxSender } from './outbox.js';
import type { SmsSender } from './sender.js';
import { twilioSender } from './twilio.js';
import { unifonicSender } from './unifonic.js';

export type { SmsSender, SmsMessage } from './sender.js';
export { SmsDeliveryError } from './sender.js';

export function createSmsSender(config: Config, clock: Clock, log?: FastifyBaseLogger): SmsSender {
  switch (config.sms.provider) {
    case 'twilio':
      return twilioSender(config.sms.twilio);
    case 'unifonic':
      return unifonicSender(config.sms.unifonic);
    case 'outbox':
      return outboxSender(config.sms.outboxFile, clock, log, config.env === 'development');
  }
}
