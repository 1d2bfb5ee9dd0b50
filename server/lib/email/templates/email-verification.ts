import { countNoun } from '#contract/counted-nouns.js';
import { bilingualEmail, type Bilingual, type EmailContent, type EmailSection } from './layout.js';

export interface EmailVerificationEmail {
  /** The signed link that verifies the address. */
  url: string;
  /** How long it works. */
  hours: number;
}

const words: Bilingual<{ subject: string; section: (url: string, hours: number) => EmailSection }> = {
  ar: {
    subject: 'أكّد بريدك الإلكتروني',
    section: (url, hours) => ({
      heading: 'تأكيد البريد الإلكتروني لحسابك في منزل',
      paragraphs: [
        'أُضيف هذا العنوان إلى حساب في منزل. لن نرسل إليه تنبيهات البحث المحفوظ ولا أي رسالة أخرى حتى تؤكد أنه لك:',
      ],
      action: { label: 'تأكيد البريد الإلكتروني', url },
      notes: [
        `الرابط صالح لمدة ${countNoun('hour', hours, 'ar')}.`,
        'إن لم تضف هذا العنوان فتجاهل هذه الرسالة؛ لن يصلك منا شيء آخر.',
      ],
    }),
  },
  en: {
    subject: 'Confirm your email address',
    section: (url, hours) => ({
      heading: 'Confirm the email address of your Manzil account',
      paragraphs: [
        'This address was added to a Manzil account. We send it no saved-search alerts, nor anything else, until you confirm it is yours:',
      ],
      action: { label: 'Confirm email address', url },
      notes: [
        `The link is valid for ${countNoun('hour', hours, 'en')}.`,
        'If you did not add this address, ignore this email; nothing more will come from us.',
      ],
    }),
  },
};

/**
 * The one email an address gets before it is verified: fixed words and the link, nothing a user
 * wrote (not their name), so it cannot carry anyone's message to a stranger's address.
 */
export function emailVerificationEmail({ url, hours }: EmailVerificationEmail): EmailContent {
  return bilingualEmail(
    { ar: words.ar.subject, en: words.en.subject },
    { ar: words.ar.section(url, hours), en: words.en.section(url, hours) },
  );
}
