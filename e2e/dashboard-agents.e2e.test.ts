import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as agents from '../contract/endpoints/dashboard/agents.js';
import { adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import { backOfficeLooks, openAsStaffWith, openBackOffice, openFromMenu } from './support/back-office.js';
import { axeProblems, screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

const site = useSite(adminEnv);
let adminToken: string;

const NAME_AR = 'هند فهد السبيعي';
const NAME_EN = 'Hind Fahad Al-Subaie';

beforeAll(async () => {
  adminToken = await loginAdmin(site.server);
});

const portrait = () =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600">
      <rect width="600" height="600" fill="#d7e3ea"/><circle cx="300" cy="230" r="110" fill="#8a6a55"/>
      <rect x="140" y="380" width="320" height="220" rx="120" fill="#1f5f6b"/></svg>`),
  )
    .jpeg({ quality: 85 })
    .toBuffer();

describe('agents in the back-office', () => {
  it('adds an agent with a photo who shows on the website, then hides them', async () => {
    const { page, consoleErrors } = await openBackOffice(site);
    await openFromMenu(page, 'الوسطاء', '/dashboard/agents');

    await page.getByRole('button', { name: 'وسيط جديد' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة وسيط' });
    await dialog.locator('input[type="file"]').setInputFiles({
      name: 'hind.jpg',
      mimeType: 'image/jpeg',
      buffer: await portrait(),
    });
    await dialog.locator('img').waitFor();
    await dialog.getByLabel('الاسم بالعربية').fill(NAME_AR);
    await dialog.getByLabel('الاسم بالإنجليزية').fill(NAME_EN);
    await dialog.getByLabel('الهاتف').fill('0551');
    await dialog.getByLabel('رخصة فال').fill('12345');
    await dialog.getByRole('checkbox', { name: 'الإنجليزية' }).check();
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    // The contract's rule, checked in the browser in the server's words, under the field.
    await dialog.getByText('رقم رخصة فال من 10 أرقام').waitFor();
    await dialog.getByLabel('رخصة فال').fill('1100077123');
    expect(await dialog.getByText('رقم رخصة فال من 10 أرقام').count()).toBe(0);
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    // Only the server knows a real phone number (libphonenumber): its message, under the field.
    await dialog.getByText('رقم الهاتف غير صحيح').waitFor();
    expect(await dialog.getByLabel('الهاتف').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('الهاتف').fill('0551237788');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'تم حفظ الوسيط').waitFor();

    const row = page.locator('tbody tr', { hasText: NAME_AR });
    await row.waitFor();
    await expect.poll(() => row.locator('img').getAttribute('src')).toMatch(/^\/uploads\/agents\/\d+\//);
    expect(await row.getByText('+966551237788').getAttribute('dir')).toBe('ltr');
    const [created] = (
      await site.server.send(agents.listAgents, { query: { Query: NAME_EN } }, { token: adminToken })
    ).body.data;
    expect(created).toMatchObject({ languages: ['ar', 'en'], falLicenseNumber: '1100077123' });

    const website = await site.open();
    await website.page.goto('/Agents');
    const card = website.page.locator('article', { hasText: NAME_AR });
    await card.waitFor();
    expect(await card.locator('img').getAttribute('src')).toMatch(/^\/uploads\/agents\//);

    await row.getByRole('button', { name: `إخفاء ${NAME_AR}` }).click();
    await page.getByRole('dialog', { name: 'إخفاء الوسيط' }).getByRole('button', { name: 'إخفاء' }).click();
    await toast(page, 'تم إخفاء الوسيط').waitFor();
    await row.getByText('مخفي', { exact: true }).waitFor();

    await website.page.reload();
    await website.page.locator('main').waitFor();
    expect(await website.page.getByText(NAME_AR).count()).toBe(0);
    // The one refused save (the phone number) is the only failed request.
    expect(consoleErrors).toEqual([
      'Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)',
    ]);
    await website.context.close();
    await page.context().close();
  }, 120_000);

  it('a role without Agents.Create sees the list but no add, edit or delete buttons', async () => {
    await site.server.send(
      agents.createAgent,
      { body: { fullNameAr: 'وسيط للقراءة', fullNameEn: 'Read Only Agent', phoneNumber: '0551230001' } },
      { token: adminToken },
    );
    const { page, context } = await openAsStaffWith(site, adminToken, [
      'ViewDashboard',
      'Agents.View',
      'Agents.ReadList',
      'Agents.Read',
    ]);
    await page.goto('/dashboard/agents');
    await page.locator('tbody tr', { hasText: 'وسيط للقراءة' }).waitFor();
    expect(await page.getByRole('button', { name: 'وسيط جديد' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(تعديل|إخفاء|حذف) / }).count()).toBe(0);
    await context.close();
  }, 60_000);

  it('screenshots of the list and the dialog: 390 and 1280 px, Arabic and English, light and dark', async () => {
    const problems = await backOfficeLooks(site, async ({ page, language, dark, name }) => {
      await page.goto('/dashboard/agents');
      await page.locator('tbody tr img').first().waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-agents-${name}`), fullPage: true });
      const list = await screenProblems(page, `list ${name}`, { axe: !dark });
      await page
        .getByRole('button', { name: language === 'ar' ? `تعديل ${NAME_AR}` : `Edit ${NAME_EN}` })
        .click();
      await page.getByRole('dialog').locator('img').waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-agent-dialog-${name}`) });
      return dark ? list : [...list, ...(await axeProblems(page, `dialog ${name}`))];
    });
    expect(problems).toEqual([]);
  }, 300_000);
});
