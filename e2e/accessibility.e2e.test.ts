import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { newSaudiMobile, signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { seriousViolations } from './support/axe.js';
import { useSite } from './support/site.js';

const site = useSite();
let user: SignedIn;

beforeAll(async () => {
  user = await signIn(site.server);
});

const screens: { name: string; signedIn: boolean; open: (page: Page) => Promise<void> }[] = [
  { name: 'home signed out', signedIn: false, open: (page) => page.goto('/').then(() => undefined) },
  { name: 'register', signedIn: false, open: (page) => page.goto('/register').then(() => undefined) },
  {
    name: 'verify',
    signedIn: false,
    open: async (page) => {
      await page.goto('/register');
      await page.locator('#phoneNumber').fill(newSaudiMobile().national);
      await page.locator('button[type=submit]').click();
      await page.waitForURL('**/VerifyCode');
    },
  },
  { name: 'home signed in', signedIn: true, open: (page) => page.goto('/').then(() => undefined) },
  {
    name: 'logout dialog',
    signedIn: true,
    open: async (page) => {
      await page.goto('/about');
      await page.getByRole('button', { name: /^(تسجيل الخروج|Log out)$/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'profile', signedIn: true, open: (page) => page.goto('/profile').then(() => undefined) },
];

describe('accessibility (axe, WCAG 2.2 AA): no serious or critical violations', () => {
  for (const language of ['ar', 'en']) {
    for (const dark of [false, true]) {
      for (const screen of screens) {
        it(`${screen.name}, ${language}, ${dark ? 'dark' : 'light'}`, async () => {
          const storage: Record<string, string> = screen.signedIn
            ? { language, Token: user.token, refreshToken: user.refreshToken, userInfoId: user.userId }
            : { language };
          const { context, page } = await site.open({ dark, storage });
          await screen.open(page);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await page.evaluate(() => document.fonts.ready);
          expect(await seriousViolations(page)).toEqual([]);
          await context.close();
        });
      }
    }
  }
});
