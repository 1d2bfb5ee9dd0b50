import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import { loadLookups } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd, setName } from '../server/test/support/fixtures/conversation-fixtures.js';
import { establishedUser, reportAdAs } from '../server/test/support/fixtures/report-fixtures.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import { adminEnv } from '../server/test/support/fixtures/staff-fixtures.js';
import { seriousViolations } from './support/axe.js';
import { looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { useSite } from './support/site.js';
import { openBackOffice } from './support/back-office.js';

/**
 * Issue 31 item 11: the back-office's reports and users tables scrolled sideways inside their card on
 * a phone, their actions off-screen. Below 640 px each row is a card whose actions are in view; from
 * 640 px they stay tables. Either way nothing scrolls sideways and every action takes a real click.
 */
const site = useSite(adminEnv);

const SHOTS = path.join(import.meta.dirname, 'screenshots');
const OWNER = 'مالك الإعلانات المبلغ عنها';

const TEXT = {
  ar: { act: 'اتخاذ إجراء', dismiss: 'رفض البلاغات', open: `فتح ${OWNER}` },
  en: { act: 'Act', dismiss: 'Dismiss', open: `Open ${OWNER}` },
} satisfies Record<Language, Record<string, string>>;

beforeAll(async () => {
  const l = await loadLookups(site.server);
  const owner = await signIn(site.server);
  await setName(site.server, owner, OWNER);
  const reporter = await establishedUser(site.server);
  for (const n of [1, 2, 3]) {
    const ad = await publishedAd(site.server, l, owner, 'residence', { titleAr: `شقة مبلغ عنها ${n}` });
    await reportAdAs(site.server, ad, [{ user: reporter, ip: `198.51.100.${n}` }]);
  }
});

async function openOffice(look: Look, url: string) {
  const opened = await openBackOffice(site, look);
  await opened.page.goto(url);
  await opened.page.locator('tbody tr').first().waitFor();
  return opened;
}

/** Whether `target` is wholly inside the window, and a finger at its middle touches it. */
const reachable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inWindow = box.left >= 0 && box.right <= window.innerWidth;
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return inWindow && hit !== null && element.contains(hit);
  });

/** How far the page, and the table's card, scroll sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const card = document.querySelector('table')?.parentElement;
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      card ? card.scrollWidth - card.clientWidth : 0,
    );
  });

describe('back-office tables on a phone and a desktop', () => {
  for (const look of looksToCheck()) {
    const t = TEXT[look.language];
    const tag = tagOfLook(look);

    it(`${tag}: the open reports' Act and Dismiss are in view on every row and take a real click`, async () => {
      const { context, page, consoleErrors } = await openOffice(look, '/dashboard/reports');
      const rows = page.locator('tbody tr');
      await page.getByRole('button', { name: t.act }).nth(2).waitFor();
      expect(await rows.count()).toBe(3);
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      for (const name of [t.act, t.dismiss]) {
        const buttons = page.getByRole('button', { name });
        expect(await buttons.count()).toBe(3);
        for (const button of await buttons.all()) {
          await button.scrollIntoViewIfNeeded();
          expect(await reachable(button)).toBe(true);
        }
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-reports-table-${tag}.png`), fullPage: true });
      if (!look.dark) expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t.dismiss }).last().click();
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`${tag}: every user's row opens their profile without sideways scrolling`, async () => {
      const { context, page, consoleErrors } = await openOffice(look, '/dashboard/users');
      const open = page.getByRole('link', { name: t.open });
      await open.waitFor();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      for (const cell of await page.locator('tbody td').all()) {
        if (!(await cell.isVisible())) continue;
        const box = await cell.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= look.width).toBe(true);
      }
      expect(await reachable(open)).toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SHOTS, `dashboard-users-table-${tag}.png`), fullPage: true });
      if (!look.dark) expect(await seriousViolations(page)).toEqual([]);
      await open.click();
      await page.waitForURL(/\/dashboard\/users\/[^/]+$/);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
