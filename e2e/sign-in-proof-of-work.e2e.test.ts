import path from 'node:path';
import { count } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translate } from '#contract/message-catalogue.js';
import { proofOfWorkRedemptions } from '#server/db/schema/index.js';
import { newProofChallenge } from '#server/lib/proof-of-work.js';
import { newSaudiMobile } from '../server/test/support/clients/sign-in-flow.js';
import { acceptTermsAndVerify } from './support/consent.js';
import { capturing, looksToCheck, tagOfLook } from './support/looks.js';
import { useSite } from './support/site.js';

/** Every code needs a proof of work: the site threshold is 0 (docs/decisions/0026). */
const DIFFICULTY = 4000;

const site = useSite({
  SMS_POW_AFTER_SITE_PER_HOUR: '0',
  SMS_POW_DIFFICULTY: String(DIFFICULTY),
});

const phoneField = (page: Page) =>
  page.getByLabel('رقم الهاتف', { exact: true }).or(page.getByLabel('Phone number', { exact: true }));
const progress = (page: Page) => page.getByRole('progressbar');

/**
 * The first register answer is a 428 whose challenge hides the highest counter, so the solver runs
 * through every counter: long enough to watch, the same every time. The server signed it, so the
 * proof it yields is one the server accepts.
 */
async function askForTheSlowestProof(page: Page, difficulty = DIFFICULTY): Promise<void> {
  const challenge = await newProofChallenge(
    site.server.deps.secrets,
    site.server.clock.now(),
    difficulty,
    difficulty,
  );
  let asked = false;
  await page.route('**/api/website/account/register', async (route) => {
    if (asked) return route.continue();
    asked = true;
    await route.fulfill({
      status: 428,
      contentType: 'application/json',
      body: JSON.stringify({ message: translate('proofOfWorkRequired', 'ar'), challenge }),
    });
  });
}

/** The longest the page went without running a task while the proof of work ran (ms). */
async function watchResponsiveness(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const probe = { last: performance.now(), longest: 0 };
    (window as unknown as { probe: typeof probe }).probe = probe;
    setInterval(() => {
      const now = performance.now();
      probe.longest = Math.max(probe.longest, now - probe.last);
      probe.last = now;
    }, 10);
  });
  return () => page.evaluate(() => (window as unknown as { probe: { longest: number } }).probe.longest);
}

describe('register when the server asks for a proof of work', () => {
  it('solves the server’s challenge and the user signs in', async () => {
    const redeemedBefore = await redemptions();
    const { context, page } = await site.open();
    const phone = newSaudiMobile();
    await page.goto('/register');
    await phoneField(page).fill(phone.national);
    await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
    await page.waitForURL('**/VerifyCode');
    expect(await redemptions()).toBe(redeemedBefore + 1);
    await page.locator('#verification-code').focus();
    await page.keyboard.type(await site.server.lastCode(phone.e164));
    await page.getByRole('button', { name: 'تحقق', exact: true }).click();
    await acceptTermsAndVerify(page);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('Token'))).toMatch(/^ey/);
    await context.close();
  });

  it('shows its progress in Arabic while the page stays responsive, then goes on to the code', async () => {
    const { context, page } = await site.open();
    await askForTheSlowestProof(page);
    const phone = newSaudiMobile();
    await page.goto('/register');
    const longestPause = await watchResponsiveness(page);
    await phoneField(page).fill(phone.national);
    await page.getByRole('button', { name: 'تسجيل', exact: true }).click();
    await page.getByText(/^تحقق تلقائي سريع قبل إرسال الرمز: \d+٪$/).waitFor();
    expect(await page.getByRole('button', { name: 'جارٍ التحقق...' }).isDisabled()).toBe(true);
    await expect
      .poll(async () => Number(await progress(page).getAttribute('aria-valuenow')))
      .toBeGreaterThan(20);
    await page.waitForURL('**/VerifyCode', { timeout: 60_000 });
    expect(await longestPause()).toBeLessThan(250);
    expect(await site.server.lastCode(phone.e164)).toMatch(/^\d{5}$/);
    await context.close();
  });

  it('screenshots while solving: Arabic and English, 390 and 1280 px, light and dark', async () => {
    const shots = path.join(import.meta.dirname, 'screenshots');
    for (const look of looksToCheck()) {
      const { context, page } = await site.open({
        width: look.width,
        dark: look.dark,
        storage: { language: look.language },
      });
      await askForTheSlowestProof(page, 40_000);
      await page.goto('/register');
      await page.evaluate(() => document.fonts.ready);
      await phoneField(page).fill(newSaudiMobile().national);
      await page.locator('button[type=submit]').click();
      await expect
        .poll(async () => Number(await progress(page).getAttribute('aria-valuenow')))
        .toBeGreaterThan(3);
      const text =
        look.language === 'ar'
          ? /^تحقق تلقائي سريع قبل إرسال الرمز: \d+٪$/
          : /^A quick automatic check before we send your code: \d+%$/;
      expect(await page.getByText(text).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tagOfLook(look)).toBe(
        look.width,
      );
      if (capturing())
        await page.screenshot({ path: path.join(shots, `register-checking-${tagOfLook(look)}.png`) });
      await context.close();
    }
  });
});

async function redemptions(): Promise<number> {
  const [row] = await site.server.deps.db.select({ n: count() }).from(proofOfWorkRedemptions);
  return row?.n ?? 0;
}
