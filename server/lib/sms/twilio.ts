import { postForm, SmsDeliveryError, type SmsMessage, type SmsSender } from './sender.js';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}

/** Twilio Programmable Messaging: POST /2010-04-01/Accounts/{sid}/Messages.json, HTTP basic auth. */
export function twilioSender(options: TwilioOptions): SmsSender {
  const url = new URL(
    `/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
    options.baseUrl,
  ).toString();
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  const sender: Record<string, string> = options.from.startsWith('MG')
    ? { MessagingServiceSid: options.from }
    : { From: options.from };
  return {
    name: 'twilio',
    async send(message: SmsMessage) {
      const { status, body } = await postForm(
        url,
        { To: message.to, Body: message.text, ...sender },
        { authorization },
      );
      if (status !== 200 && status !== 201) {
        const detail = (body as { message?: string; code?: number } | undefined) ?? {};
        throw new SmsDeliveryError(`Twilio answered ${status}: ${detail.code ?? ''} ${detail.message ?? ''}`);
      }
    },
  };
}
