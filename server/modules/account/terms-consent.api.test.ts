import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as account from '#contract/endpoints/account.js';
import * as company from '#contract/endpoints/company.js';
import { TERMS_VERSION } from '#contract/legal.js';
import { users } from '#server/db/schema/index.js';
import { newSaudiMobile, requestCode, signIn } from '#server/test/support/clients/sign-in-flow.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * An account is created only with the consent to the current terms and privacy policy, recorded with
 * its version and time; a user who accepted an older version is asked again at their next sign-in.
 */

const server = useTestServer({ COMPANY_CR_NUMBER: '1010123456', COMPANY_FAL_LICENSE: '1200012345' });

async function codeFor(e164: string, again = false) {
  // A phone gets a new code only after the resend pause.
  if (again) server.clock.advance(120);
  const registered = await requestCode(server, e164);
  expect(registered.status).toBe(200);
  return { id: registered.body.guid, code: await server.lastCode(e164) };
}

const verify = (
  body: { id: string; code: string; acceptedTermsVersion?: string },
  language: 'ar' | 'en' = 'ar',
) => server.send(account.verifyCode, { body }, { language });

const userOf = async (e164: string) =>
  (await server.deps.db.select().from(users).where(eq(users.phoneNumber, e164)))[0];

describe('consent at sign-up', () => {
  it('refuses a new account without consent, creates nothing, and keeps the code usable', async () => {
    const { e164 } = newSaudiMobile();
    const code = await codeFor(e164);

    const refused = await verify(code);
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.acceptedTermsVersion).toEqual([
      'يجب الموافقة على الشروط والأحكام وسياسة الخصوصية للمتابعة',
    ]);
    const english = await verify(code, 'en');
    expect(english.error.errors?.acceptedTermsVersion).toEqual([
      'You must accept the terms and the privacy policy to continue',
    ]);
    expect(await userOf(e164)).toBeUndefined();

    const stale = await verify({ ...code, acceptedTermsVersion: '2020-01' });
    expect(stale.status).toBe(422);
    expect(await userOf(e164)).toBeUndefined();

    const accepted = await verify({ ...code, acceptedTermsVersion: TERMS_VERSION });
    expect(accepted.status).toBe(200);
    const user = await userOf(e164);
    expect(user?.termsVersion).toBe(TERMS_VERSION);
    expect(user?.termsConsentedAt?.toISOString()).toBe(server.clock.now().toISOString());
  });

  it('tells a wrong code from a missing consent only once the code is right', async () => {
    const { e164 } = newSaudiMobile();
    const { id, code } = await codeFor(e164);
    const wrong = String((Number(code) + 1) % 100_000).padStart(5, '0');
    const answer = await verify({ id, code: wrong });
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.code).toBeDefined();
    expect(answer.error.errors?.acceptedTermsVersion).toBeUndefined();
  });

  it('lets a user who accepted the current version sign in again without asking', async () => {
    const first = await signIn(server);
    const code = await codeFor(first.e164, true);
    const again = await verify(code);
    expect(again.status).toBe(200);
  });

  it('asks a user who accepted an older version (or none) again, and records the new one', async () => {
    for (const older of ['2025-01', null]) {
      const user = await signIn(server);
      await server.deps.db
        .update(users)
        .set({ termsVersion: older, termsConsentedAt: null })
        .where(eq(users.phoneNumber, user.e164));
      const code = await codeFor(user.e164, true);
      expect((await verify(code)).status).toBe(422);
      expect((await userOf(user.e164))?.termsVersion).toBe(older);
      const accepted = await verify({ ...code, acceptedTermsVersion: TERMS_VERSION });
      expect(accepted.status).toBe(200);
      expect((await userOf(user.e164))?.termsVersion).toBe(TERMS_VERSION);
      expect((await userOf(user.e164))?.termsConsentedAt).not.toBeNull();
    }
  });
});

describe('the company answer', () => {
  it('carries the commercial registration and FAL licence numbers from the configuration', async () => {
    const answer = await server.send(company.getCompanyContact, {});
    expect(answer.body).toMatchObject({ crNumber: '1010123456', falLicense: '1200012345' });
  });
});

describe('the legal pages', () => {
  it('/privacy and /terms are server-rendered in Arabic and English with their titles', async () => {
    for (const [path, language, title, text] of [
      ['/privacy', 'ar', 'سياسة الخصوصية | منزل', 'نظام حماية البيانات الشخصية'],
      ['/privacy', 'en', 'Privacy policy | Manzil', 'Personal Data Protection Law'],
      ['/terms', 'ar', 'الشروط والأحكام | منزل', 'الهيئة العامة للعقار'],
      ['/terms', 'en', 'Terms of use | Manzil', 'Real Estate General Authority'],
    ] as const) {
      const page = await fetch(`${server.url}${path}`, { headers: { cookie: `lang=${language}` } });
      expect(page.status, path).toBe(200);
      const html = await page.text();
      expect(html, path).toContain(`${title}</title>`);
      expect(html, path).toContain(text);
    }
  });
});
