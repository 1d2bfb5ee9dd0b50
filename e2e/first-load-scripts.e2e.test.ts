import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import { servePlainTiles } from './support/map-tiles.js';
import { capturing } from './support/looks.js';
import { useSite } from './support/site.js';

/**
 * What a page the server rendered leaves out of its first scripts (issue 31 item 13, bench/README.md
 * "Web budget"): the footer stays the server's HTML until it would change, and the side panel's
 * filter fields come only to a desktop. Each still works: the footer's links navigate within the app,
 * its texts follow a language switch, the fields filter.
 */

const site = useSite();
const shots = path.join(import.meta.dirname, 'screenshots');

beforeAll(async () => {
  await seedDemoCatalogue(site.server.deps);
}, 300_000);

/** The script files the page asks for from now on (their names without the build's hash). */
function scriptsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') {
      names.push(new URL(request.url()).pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, ''));
    }
  });
  return names;
}

describe('a page the server rendered', () => {
  it('keeps its footer as served at 390 px: no footer code, its links move within the app', async () => {
    const { context, page, consoleErrors } = await site.open({ width: 390 });
    const scripts = scriptsOf(page);
    await page.goto('/search');
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain('SearchPage');
    expect(scripts.filter((name) => /^(SiteFooter|footer\.|FiltersPanel)/.test(name))).toEqual([]);

    const footer = page.locator('footer');
    await footer.scrollIntoViewIfNeeded();
    expect(await footer.getByRole('link', { name: 'سياسة الخصوصية' }).getAttribute('href')).toBe('/privacy');
    if (capturing()) await footer.screenshot({ path: path.join(shots, 'served-footer-ar-390-light.png') });

    // A full load would lose this mark; a navigation inside the app keeps it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await footer.getByRole('link', { name: 'سياسة الخصوصية' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' }).waitFor();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('renders its footer in the new language once the reader switches', async () => {
    const { context, page, consoleErrors } = await site.open({ width: 1280 });
    const scripts = scriptsOf(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((name) => name.startsWith('SiteFooter'))).toEqual([]);
    await page.getByRole('button', { name: 'Switch to English' }).click();
    const footer = page.locator('footer');
    await footer.getByRole('link', { name: 'Privacy policy' }).waitFor();
    expect(await footer.getByRole('heading', { name: 'Legal' }).isVisible()).toBe(true);
    expect(scripts.filter((name) => name.startsWith('SiteFooter'))).toHaveLength(1);
    expect(await footer.innerText()).not.toMatch(/[\u0600-\u06FF]/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('brings the side panel’s filter fields to a desktop, and they filter', async () => {
    const { context, page, consoleErrors } = await site.open({ width: 1280 });
    await servePlainTiles(page);
    await page.goto('/search');
    const panel = page.getByRole('complementary', { name: 'عوامل التصفية' });
    const offerType = panel.getByLabel('نوع العرض');
    await offerType.waitFor();
    if (capturing()) await panel.screenshot({ path: path.join(shots, 'filter-panel-ar-1280-light.png') });
    const choice = await offerType.locator('option').nth(1).getAttribute('value');
    await offerType.selectOption(choice ?? '');
    await expect.poll(() => new URL(page.url()).searchParams.get('TransactionTypeId')).toBe(choice);
    await expect.poll(() => offerType.inputValue()).toBe(choice);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
