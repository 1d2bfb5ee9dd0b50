import { describe, expect, it } from 'vitest';
import { alertEmail, type AlertEmail } from './alert.js';
import { emailVerificationEmail } from './email-verification.js';
import { passwordResetEmail } from './password-reset.js';

/** Nothing a mail client would fetch: images, stylesheets, fonts, frames, scripts. */
const REMOTE = /<(?:img|link|script|iframe|object|embed|video|audio|source)\b|\ssrc=|url\(|@import/i;

const savedSearchAlert: AlertEmail = {
  title: { ar: 'إعلانات جديدة تطابق بحثك', en: 'New ads match your search' },
  summary: {
    ar: '3 إعلانات جديدة في «فيلا في الرياض»',
    en: '3 new ads in “Villa in Riyadh”',
  },
  items: [
    {
      label: { ar: 'فيلا بمسبح في حي النرجس', en: 'Villa with a pool, Al Narjis' },
      url: 'https://manzil.sa/RecidenceDetailes/12',
    },
    {
      label: { ar: 'فيلا حديثة في الملقا', en: 'Modern villa, Al Malqa' },
      url: 'https://manzil.sa/RecidenceDetailes/13',
    },
  ],
  action: { label: { ar: 'عرض النتائج', en: 'See the results' }, url: 'https://manzil.sa/search?q=villa' },
};

describe('password reset email', () => {
  const mail = passwordResetEmail({ code: '482913', minutes: 10 });

  it('has an Arabic then English subject without the code', () => {
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور | Your password reset code');
  });

  it('writes the HTML right to left in Arabic first, then left to right in English, with the code in each', () => {
    expect(mail.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">/);
    const arabic = mail.html.indexOf('<div lang="ar" dir="rtl"');
    const english = mail.html.indexOf('<div lang="en" dir="ltr"');
    expect(arabic).toBeGreaterThan(0);
    expect(english).toBeGreaterThan(arabic);
    expect(mail.html.slice(arabic, english)).toContain('صالح لمدة 10 دقائق');
    expect(mail.html.slice(english)).toContain('valid for 10 minutes');
    expect(mail.html.match(/<p dir="ltr"[^>]*>482913<\/p>/g)).toHaveLength(2);
  });

  it('says the same in the text part, Arabic first', () => {
    const arabic = mail.text.indexOf('إعادة تعيين كلمة مرور لوحة التحكم');
    const english = mail.text.indexOf('Reset your back-office password');
    expect(arabic).toBeGreaterThan(0);
    expect(english).toBeGreaterThan(arabic);
    expect(mail.text.match(/482913/g)).toHaveLength(2);
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it('fetches nothing remote', () => {
    expect(mail.html).not.toMatch(REMOTE);
    expect(mail.html).not.toMatch(/https?:/);
  });
});

describe('alert email', () => {
  it('links each item and the action in both languages, and nothing else', () => {
    const mail = alertEmail(savedSearchAlert);
    expect(mail.subject).toBe('إعلانات جديدة تطابق بحثك | New ads match your search');
    expect(mail.html).not.toMatch(REMOTE);
    const links = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual([
      'https://manzil.sa/RecidenceDetailes/12',
      'https://manzil.sa/RecidenceDetailes/13',
      'https://manzil.sa/search?q=villa',
      'https://manzil.sa/RecidenceDetailes/12',
      'https://manzil.sa/RecidenceDetailes/13',
      'https://manzil.sa/search?q=villa',
    ]);
    expect(mail.html.indexOf('عرض النتائج')).toBeLessThan(mail.html.indexOf('See the results'));
    expect(mail.html).toContain('<li dir="auto">');
    expect(mail.text).toContain('- Modern villa, Al Malqa\n  https://manzil.sa/RecidenceDetailes/13');
    // Each section lists the ads under their titles in its own language.
    const english = mail.html.indexOf('<div lang="en" dir="ltr"');
    expect(mail.html.slice(0, english)).toContain('فيلا حديثة في الملقا');
    expect(mail.html.slice(0, english)).not.toContain('Modern villa');
    expect(mail.html.slice(english)).toContain('Villa with a pool, Al Narjis');
    expect(mail.html.slice(english)).not.toContain('فيلا بمسبح');
    expect(mail.text).toContain('See the results: https://manzil.sa/search?q=villa');
  });

  it('escapes what people wrote', () => {
    const mail = alertEmail({
      ...savedSearchAlert,
      summary: { ar: '<script>alert(1)</script>', en: 'Tom & "Jerry" <b>' },
      items: [
        {
          label: { ar: '"><img src=x onerror=alert(1)>', en: '"><img src=x onerror=alert(1)>' },
          url: 'https://manzil.sa/a?x="><b>',
        },
      ],
    });
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot; &lt;b&gt;');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('href="https://manzil.sa/a?x=%22%3E%3Cb%3E"');
  });

  it('refuses a link that is not http or https', () => {
    expect(() =>
      alertEmail({ ...savedSearchAlert, action: { ...savedSearchAlert.action, url: 'javascript:alert(1)' } }),
    ).toThrow('an email link must be http or https');
  });
});

describe('email verification email', () => {
  const url = 'https://manzil.sa/account/verify-email?user=u&at=1&token=t';
  const mail = emailVerificationEmail({ url, hours: 48 });

  it('has fixed words in both languages, and the link as its only link', () => {
    expect(mail.subject).toBe('أكّد بريدك الإلكتروني | Confirm your email address');
    expect(mail.html).not.toMatch(REMOTE);
    const links = [...mail.html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);
    expect(links).toEqual([url.replaceAll('&', '&amp;'), url.replaceAll('&', '&amp;')]);
    expect(mail.text).toContain('الرابط صالح لمدة 48 ساعة.');
    expect(mail.text).toContain('The link is valid for 48 hours.');
    expect(emailVerificationEmail({ url, hours: 1 }).text).toContain('valid for 1 hour.');
  });
});
