import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { messages } from '../contract/message-catalogue.js';
import { identities, identityRequests } from '../server/db/schema/index.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import catalogueAr from '../web/src/locales/features/catalogue.ar.json' with { type: 'json' };
import identityAr from '../web/src/locales/features/identity.ar.json' with { type: 'json' };
import identityEn from '../web/src/locales/features/identity.en.json' with { type: 'json' };
import { seriousViolations } from './support/axe.js';
import { looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { widerThanScreen } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';
import { userStorage } from './support/user-session.js';

/** As in production: publishing needs a verified identity (the ad form's notice). */
const site = useSite({ ADVERTISER_IDENTITY_REQUIRED: 'true' });

const texts: Record<Language, typeof identityEn> = { ar: identityAr, en: identityEn };

/** The development verifier's test IDs (docs/operations/identity.md). */
const ID = {
  citizen: '1000000008',
  citizenInArabicDigits: '١٠٠٠٠٠٠٠٠٨',
  rejects: '1000000016',
  neverAnswers: '1000000024',
  unavailable: '1000000032',
  /** Ten digits, a 1 first, but the check digit is wrong. */
  invalid: '1234567890',
};

const NAMES = { ar: 'محمد عبدالله القحطاني', en: 'Mohammed Abdullah Alqahtani' };

beforeEach(async () => {
  // The test server's clock stands still (at 06:00 UTC to begin with) while the page counts down by the
  // browser's: set to now before each test makes its sessions, the countdown shows the real time left.
  site.server.clock.advance((Date.now() - site.server.clock.now().getTime()) / 1000);
  // One person, one account: the test IDs are free again for each test, and their hourly limits too.
  await site.server.deps.db.delete(identityRequests);
  await site.server.deps.db.delete(identities);
});

async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath(name, 'identity'), fullPage: true });
}

const idField = (page: Page, language: Language) =>
  page.getByRole('textbox', { name: texts[language].form.label });

async function askNafath(page: Page, language: Language, idNumber: string) {
  await idField(page, language).fill(idNumber);
  await page.getByRole('button', { name: texts[language].form.submit }).click();
}

/** The two-digit number on the page, once the waiting panel shows it. */
async function numberShown(page: Page, language: Language): Promise<string> {
  await page.getByRole('heading', { level: 2, name: texts[language].waiting.title }).waitFor();
  return (await page.getByTestId('nafath-number').textContent()) ?? '';
}

async function openRequestOf(user: SignedIn) {
  const [row] = await site.server.deps.db
    .select()
    .from(identityRequests)
    .where(eq(identityRequests.userId, user.userId));
  return row;
}

/** The checks every screen gets: not wider than the window, nothing serious for axe. */
async function checkScreen(page: Page, look: Look, name: string) {
  expect(await widerThanScreen(page), `${name}: wider than the screen`).toBe(false);
  expect(await seriousViolations(page), name).toEqual([]);
  await shot(page, `${name}-${tagOfLook(look)}`);
}

/** Console errors other than the refusals the tests ask for (the browser logs each 4xx and 5xx). */
const unexpected = (errors: string[]) => errors.filter((error) => !/\b(409|422|503)\b/.test(error));

describe('identity through Nafath', () => {
  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    const text = texts[language];

    it(`verify-${tagOfLook(look)}: a wrong number is refused in words, a request left unanswered expires, a declined one says so, then the ID verifies with its names`, async () => {
      const user = await signIn(site.server);
      const { context, page, consoleErrors } = await site.open({
        width,
        dark,
        storage: userStorage(user, language),
      });
      await page.goto('/verify-identity');
      await page.getByRole('heading', { level: 1, name: text.title }).waitFor();
      // The development verifier's test IDs, as a note for developers.
      await page.getByRole('complementary', { name: text.testIds.title }).getByText(ID.citizen).waitFor();

      // Refused before anything is sent, in the same words the server would use.
      await askNafath(page, language, ID.invalid);
      await page.locator('#idNumber-error', { hasText: messages.identityNumberInvalid[language] }).waitFor();
      expect(await idField(page, language).getAttribute('aria-invalid')).toBe('true');
      expect(await openRequestOf(user)).toBeUndefined();
      await checkScreen(page, look, 'invalid-number');

      // Nobody answers: the number and the countdown stay, also after a reload, until the time is up.
      await askNafath(page, language, ID.neverAnswers);
      const waitingNumber = await numberShown(page, language);
      expect(waitingNumber).toMatch(/^\d{2}$/);
      expect(waitingNumber).toBe((await openRequestOf(user))?.random);
      const countdown = await page.getByRole('timer').textContent();
      expect(countdown).toMatch(/^[23]:\d\d$/);
      await checkScreen(page, look, 'waiting');
      await page.reload();
      expect(await numberShown(page, language)).toBe(waitingNumber);
      await site.server.deps.db
        .update(identityRequests)
        .set({ expiresAt: new Date(site.server.clock.now().getTime() - 1000) })
        .where(eq(identityRequests.userId, user.userId));
      await page.getByRole('heading', { level: 2, name: text.outcome.expired.title }).waitFor();
      await page.getByRole('button', { name: text.tryAgain }).click();

      // Declined in the app.
      await askNafath(page, language, ID.rejects);
      await numberShown(page, language);
      await page.getByRole('heading', { level: 2, name: text.outcome.rejected.title }).waitFor();
      await checkScreen(page, look, 'rejected');
      await page.getByRole('button', { name: text.tryAgain }).click();

      // Arabic-Indic digits are digits: the field shows them as Latin ones.
      await idField(page, language).fill(ID.citizenInArabicDigits);
      expect(await idField(page, language).inputValue()).toBe(ID.citizen);
      await page.getByRole('button', { name: text.form.submit }).click();
      expect(await numberShown(page, language)).toMatch(/^\d{2}$/);
      const card = page.getByTestId('verified-identity');
      await card.getByRole('heading', { level: 2, name: text.verified.title }).waitFor();
      await card.getByText(NAMES[language], { exact: true }).waitFor();
      await card.getByText(NAMES[language === 'ar' ? 'en' : 'ar'], { exact: true }).waitFor();
      await card.getByText(text.kind.national, { exact: true }).waitFor();
      await card.getByText('•••• 0008', { exact: true }).waitFor();
      expect(await page.getByRole('complementary', { name: text.testIds.title }).count()).toBe(0);
      await checkScreen(page, look, 'verified');
      const [kept] = await site.server.deps.db
        .select()
        .from(identities)
        .where(eq(identities.userId, user.userId));
      expect(kept).toMatchObject({ idKind: 'national', idLast4: '0008', nameAr: NAMES.ar, nameEn: NAMES.en });

      await page.reload();
      await card.getByText(NAMES[language], { exact: true }).waitFor();
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    }, 120_000);
  }

  it('the profile shows the identity; Nafath down and an ID of another account are refused in the server’s words', async () => {
    const language = 'ar';
    const text = texts[language];
    const look: Look = { language, width: 1280, dark: false };
    const owner = await signIn(site.server);
    const { context, page, consoleErrors } = await site.open({ storage: userStorage(owner, language) });
    await page.goto('/profile');
    const row = page.getByTestId('identity-status');
    await row.getByText(text.profileRow.unverified).waitFor();
    await checkScreen(page, look, 'profile-unverified');
    await row.getByRole('link', { name: text.profileRow.verify }).click();
    await page.getByRole('heading', { level: 1, name: text.title }).waitFor();

    await askNafath(page, language, ID.unavailable);
    await page.getByRole('alert').getByText(messages.identityUnavailable[language]).waitFor();
    await checkScreen(page, look, 'unavailable');
    await askNafath(page, language, ID.citizen);
    await page.getByTestId('verified-identity').getByText(NAMES.ar, { exact: true }).waitFor();

    await page.goto('/profile');
    await row.getByRole('button', { name: catalogueAr.badges.verifiedIdentity.label }).waitFor();
    await row.getByText(NAMES.ar).waitFor();
    await row.getByRole('link', { name: text.profileRow.details }).waitFor();
    await checkScreen(page, look, 'profile-verified');
    expect(unexpected(consoleErrors)).toEqual([]);
    await context.close();

    const other = await signIn(site.server);
    const second = await site.open({ storage: userStorage(other, language) });
    await second.page.goto('/verify-identity');
    await askNafath(second.page, language, ID.citizen);
    await second.page.getByRole('alert').getByText(messages.identityInUse[language]).waitFor();
    expect(await openRequestOf(other)).toBeUndefined();
    await second.context.close();
  }, 120_000);

  for (const look of [
    { language: 'ar', width: 390, dark: false },
    { language: 'en', width: 1280, dark: true },
  ] satisfies Look[]) {
    const { language, width, dark } = look;
    const text = texts[language];

    it(`ad-form-notice-${tagOfLook(look)}: the ad form asks for a verified identity before publishing, and no longer once verified`, async () => {
      const user = await signIn(site.server);
      const { context, page, consoleErrors } = await site.open({
        width,
        dark,
        storage: userStorage(user, language),
      });
      await page.goto('/add-property/residence');
      const notice = page.getByTestId('identity-notice');
      await notice.getByText(text.publishNotice.text).waitFor();
      expect(text.publishNotice.text).toBe(messages.identityRequired[language]);
      await checkScreen(page, look, 'ad-form-notice');

      await notice.getByRole('link', { name: text.publishNotice.link }).click();
      await page.waitForURL('**/verify-identity?next=%2Fadd-property%2Fresidence');
      await askNafath(page, language, ID.citizen);
      await page.getByRole('link', { name: text.verified.continue }).click();
      await page.waitForURL('**/add-property/residence');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.getByRole('textbox').first().waitFor();
      expect(await notice.count()).toBe(0);
      expect(unexpected(consoleErrors)).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
