import { countNoun } from '#contract/counted-nouns.js';
import { bilingualEmail, type Bilingual, type EmailContent, type EmailSection } from './layout.js';

export interface PasswordResetEmail {
  code: string;
  /** How long the code is valid. */
  minutes: number;
}

const words: Bilingual<{ subject: string; section: (minutes: number) => Omit<EmailSection, 'code'> }> = {
  ar: {
    subject: 'رمز إعادة تعيين كلمة المرور',
    section: (minutes) => ({
      heading: 'إعادة تعيين كلمة مرور لوحة التحكم',
      paragraphs: [
        'طُلب رمز لإعادة تعيين كلمة مرور حسابك في لوحة تحكم منزل. أدخل هذا الرمز في صفحة إعادة التعيين:',
      ],
      notes: [
        `الرمز صالح لمدة ${countNoun('minute', minutes, 'ar')} ولمرة واحدة.`,
        'إن لم تطلب ذلك فتجاهل هذه الرسالة؛ كلمة مرورك لم تتغير.',
      ],
    }),
  },
  en: {
    subject: 'Your password reset code',
    section: (minutes) => ({
      heading: 'Reset your back-office password',
      paragraphs: [
        'A code was requested to reset the password of your Manzil back-office account. Enter it on the reset page:',
      ],
      notes: [
        `The code is valid for ${countNoun('minute', minutes, 'en')} and works once.`,
        'If you did not ask for it, ignore this email; your password has not changed.',
      ],
    }),
  },
};

/** The staff password reset code, in Arabic then English. */
export function passwordResetEmail({ code, minutes }: PasswordResetEmail): EmailContent {
  return bilingualEmail(
    { ar: words.ar.subject, en: words.en.subject },
    {
      ar: { ...words.ar.section(minutes), code },
      en: { ...words.en.section(minutes), code },
    },
  );
}
