import { postForm, SmsDeliveryError, type SmsMessage, type SmsSender } from './sender.js';

export interface UnifonicOptions {
  appSid: string;
  senderId: string;
  baseUrl: string;
}

/** Unifonic REST: POST /rest/SMS/messages, form fields AppSid, SenderID, Recipient (no +), Body. */
export function unifonicSender(options: UnifonicOptions): SmsSender {
  const url = new URL('/rest/SMS/messages', options.baseUrl).toString();
  return {
    name: 'unifonic',
    async send(message: SmsMessage) {
      const { status, body } = await postForm(url, {
        AppSid: options.appSid,
        SenderID: options.senderId,
        Recipient: message.to.replace(/^\+/, ''),
        Body: message.text,
        responseType: 'JSON',
      });
      const answer = (body ?? {}) as { success?: boolean | string; errorCode?: string; message?: string };
      const succeeded = answer.success === true || answer.success === 'true';
      if (status !== 200 || !succeeded) {
        throw new SmsDeliveryError(
          `Unifonic answered ${status}: ${answer.errorCode ?? ''} ${answer.message ?? ''}`,
        );
      }
    },
  };
}
