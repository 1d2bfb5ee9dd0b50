import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as dashboardLookups from '../contract/endpoints/dashboard/lookups.js';
import { lookupLists } from '../contract/endpoints/lookups.js';
import { adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import { backOfficeLooks, openAsStaffWith, openBackOffice, openFromMenu } from './support/back-office.js';
import { useCatalogue } from './support/catalogue.js';
import { axeProblems, screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

const site = useSite(adminEnv);
const catalogue = useCatalogue(site);
let adminToken: string;
let riyadh: { id: number; nameAr: string; nameEn: string };

const CITY_AR = 'الدرعية التاريخية';
const CITY_EN = 'Historic Diriyah';
const RENAMED_AR = 'حي الطريف';

beforeAll(async () => {
  adminToken = await loginAdmin(site.server);
  const region = await site.server.send(
    dashboardLookups.getLookup,
    { params: { id: catalogue.l.id('region', 'region:riyadh') } },
    { token: adminToken },
  );
  riyadh = region.body;
});

/** The city choices the website's list filters offer for Riyadh. */
async function websiteCityChoices(): Promise<string[]> {
  const { page, context } = await site.open({ width: 1280 });
  await page.goto(`/recidence?RegionId=${riyadh.id}`);
  const city = page.getByRole('combobox', { name: 'المدينة' }).first();
  await city.locator('option').nth(2).waitFor({ state: 'attached' });
  const choices = await city.locator('option').allTextContents();
  await context.close();
  return choices;
}

async function openRegionList(page: Page, show: string) {
  await page.getByRole('button', { name: 'المناطق والمدن' }).click();
  await page.getByLabel('عرض', { exact: true }).selectOption({ label: show });
}

describe('lookups in the back-office', () => {
  it('adds a city, renames it, refuses deleting it once an ad uses it, and hides it from the website', async () => {
    const { page, consoleErrors } = await openBackOffice(site);
    await openFromMenu(page, 'القوائم المرجعية', '/dashboard/lookups');
    await openRegionList(page, `مدن ${riyadh.nameAr}`);

    await page.getByRole('button', { name: 'عنصر جديد' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة إلى المناطق والمدن' });
    expect(await dialog.getByLabel('الاسم بالعربية').getAttribute('dir')).toBe('rtl');
    expect(await dialog.getByLabel('الاسم بالإنجليزية').getAttribute('dir')).toBe('ltr');
    expect(await dialog.getByLabel('المستوى').inputValue()).toBe(String(riyadh.id));
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('الاسم العربي مطلوب').waitFor();
    await dialog.getByText('الاسم الإنجليزي مطلوب').waitFor();
    await dialog.getByLabel('الاسم بالعربية').fill(CITY_AR);
    await dialog.getByLabel('الاسم بالإنجليزية').fill(CITY_EN);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'تم حفظ العنصر').waitFor();
    const row = page.locator('tbody tr', { hasText: CITY_EN });
    await row.getByText(CITY_AR).waitFor();
    await row.getByText(riyadh.nameAr).waitFor();
    expect(await websiteCityChoices()).toContain(CITY_AR);

    await row.getByRole('button', { name: `تعديل ${CITY_AR}` }).click();
    const edit = page.getByRole('dialog', { name: 'تعديل عنصر من المناطق والمدن' });
    await edit.getByLabel('الاسم بالعربية').fill(RENAMED_AR);
    await edit.getByRole('button', { name: 'حفظ' }).click();
    await row.getByText(RENAMED_AR).waitFor();
    // The first save's toast may still be showing.
    await toast(page, 'تم حفظ العنصر').last().waitFor();

    // An ad takes the city while the table still shows it unused: the server refuses the delete.
    const [city] = (
      await site.server.send(
        dashboardLookups.listLookups,
        { query: { Kind: 'region', Query: CITY_EN } },
        { token: adminToken },
      )
    ).body.data;
    await catalogue.save('residence', { cityId: city?.id });
    await row.getByRole('button', { name: `حذف ${RENAMED_AR}` }).click();
    await page.getByRole('dialog', { name: 'حذف العنصر' }).getByRole('button', { name: 'حذف' }).click();
    await toast(page, 'هذا العنصر مستخدم في إعلان واحد، أخفِه بدلًا من حذفه').waitFor();

    // Knowing it is used, the delete button explains and offers to hide instead.
    await page.reload();
    await openRegionList(page, `مدن ${riyadh.nameAr}`);
    await row.getByRole('button', { name: `حذف ${RENAMED_AR}` }).click();
    const refusal = page.getByRole('dialog', { name: 'لا يمكن حذف هذا العنصر' });
    await refusal.getByText(`${RENAMED_AR} مستخدم في إعلان واحد.`, { exact: false }).waitFor();
    await refusal.getByRole('button', { name: 'إخفاء بدلًا من الحذف' }).click();
    await toast(page, 'تم إخفاء العنصر').waitFor();
    await row.getByText('مخفي', { exact: true }).waitFor();

    const choices = await websiteCityChoices();
    expect(choices).not.toContain(RENAMED_AR);
    expect(choices).not.toContain(CITY_AR);
    const publicCities = await site.server.send(lookupLists.region, {
      query: { ParentId: riyadh.id, PageSize: 100 },
    });
    expect(publicCities.body.data.map((item) => item.id)).not.toContain(city?.id);
    expect(consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('a role without Lookups.Delete can edit and hide but sees no delete button', async () => {
    const { page, context } = await openAsStaffWith(site, adminToken, [
      'ViewDashboard',
      'Lookups.View',
      'Lookups.ReadList',
      'Lookups.Read',
      'Lookups.Update',
    ]);
    await page.goto('/dashboard/lookups');
    await page.locator('tbody tr').first().waitFor();
    await page
      .getByRole('button', { name: /^تعديل / })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: /^إخفاء / }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^حذف / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'عنصر جديد' }).count()).toBe(0);
    await context.close();
  }, 60_000);

  it('screenshots of the list and the dialog: 390 and 1280 px, Arabic and English, light and dark', async () => {
    const problems = await backOfficeLooks(site, async ({ page, language, dark, name }) => {
      await page.goto('/dashboard/lookups');
      await page
        .getByRole('button', { name: language === 'ar' ? 'المناطق والمدن' : 'Regions and cities' })
        .click();
      await page
        .getByLabel(language === 'ar' ? 'عرض' : 'Show', { exact: true })
        .selectOption({ label: language === 'ar' ? 'كل المدن' : 'All cities' });
      await page.locator('tbody tr', { hasText: CITY_EN }).waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-lookups-${name}`), fullPage: true });
      const list = await screenProblems(page, `list ${name}`, { axe: !dark });
      await page.getByRole('button', { name: language === 'ar' ? 'عنصر جديد' : 'New entry' }).click();
      await page.getByRole('dialog').getByRole('button').first().waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-lookup-dialog-${name}`) });
      return dark ? list : [...list, ...(await axeProblems(page, `dialog ${name}`))];
    });
    expect(problems).toEqual([]);
  }, 300_000);
});
