import type { Page } from 'playwright-core';
import type { Language } from '#contract/common.js';
import type { DashboardPermission } from '#contract/dashboard/permissions.js';
import { ADMIN, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import type { PageOptions } from './browser.js';
import { screenshotThemes } from './looks.js';
import type { Site } from './site.js';
import { staffStorage } from './staff-storage.js';

/** Whom a back-office page is signed in as. */
export interface StaffLogin {
  email: string;
  password: string;
}

export interface BackOfficeOptions extends PageOptions {
  /** The super-admin unless told. */
  account?: StaffLogin;
  language?: Language;
}

/** A fresh page signed in to the back office, as the sign-in form leaves it. */
export async function openBackOffice(site: Site, options: BackOfficeOptions = {}) {
  const { account = ADMIN, language = 'ar', ...pageOptions } = options;
  const storage = await staffStorage(site.server, account.email, account.password, language);
  return site.open({ ...pageOptions, storage });
}

/**
 * A fresh back-office page signed in as a new staff member whose role allows signing in and only
 * `permissions`; the super-admin (`adminToken`) makes the role.
 */
export async function openAsStaffWith(
  site: Site,
  adminToken: string,
  permissions: DashboardPermission[],
  options: Omit<BackOfficeOptions, 'account'> = {},
) {
  const account = await staffWith(site.server, adminToken, permissions);
  return openBackOffice(site, { ...options, account });
}

/** A link of the back-office menu (Arabic). */
export const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'قائمة لوحة التحكم' }).getByRole('link', { name });

/** Goes from the back-office home to a screen through its menu link, until the address is `pathname`. */
export async function openFromMenu(page: Page, link: string, pathname: string): Promise<void> {
  await page.goto('/dashboard');
  await menuLink(page, link).click();
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Fills the back-office sign-in form (Arabic) and sends it; where it leads is the test's to wait for. */
export async function submitSignInForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/dashboard/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
}

/** Signs in through the back-office form and waits for its home. */
export async function signInThroughForm(page: Page, account: StaffLogin = ADMIN): Promise<void> {
  await submitSignInForm(page, account.email, account.password);
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** One look of a back-office screen: the page open in it and the look's name for files and problems. */
export interface BackOfficeLook {
  page: Page;
  language: Language;
  width: number;
  dark: boolean;
  /** `ar-390-light` and so on. */
  name: string;
}

/**
 * Visits the back office in each language, at 390 and 1280 px, in the screenshot themes, each look on
 * a fresh page signed in as `account`. Answers what `visit` found and every console error, labelled
 * with the look.
 */
export async function backOfficeLooks(
  site: Site,
  visit: (look: BackOfficeLook) => Promise<string[]>,
  { account = ADMIN, languages = ['ar', 'en'] }: { account?: StaffLogin; languages?: Language[] } = {},
): Promise<string[]> {
  const problems: string[] = [];
  for (const language of languages) {
    const storage = await staffStorage(site.server, account.email, account.password, language);
    for (const width of [390, 1280]) {
      for (const dark of screenshotThemes()) {
        const { context, page, consoleErrors } = await site.open({ width, dark, storage });
        const name = `${language}-${width}-${dark ? 'dark' : 'light'}`;
        problems.push(...(await visit({ page, language, width, dark, name })));
        problems.push(...consoleErrors.map((error) => `${name}: ${error}`));
        await context.close();
      }
    }
  }
  return problems;
}
