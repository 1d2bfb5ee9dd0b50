import { beforeAll, describe, expect, it } from 'vitest';
import * as agents from '../contract/endpoints/dashboard/agents.js';
import { ADMIN, adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import { openBackOffice } from './support/back-office.js';
import { useCatalogue } from './support/catalogue.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

// MODERATION is on by default: ads from the website wait in `pending`.
const site = useSite(adminEnv);
const catalogue = useCatalogue(site);

const OLD_TITLE = 'فلة للبيع فى النرجس';
const NEW_TITLE = 'فيلا للبيع في حي النرجس';
const AGENT = 'سارة العتيبي';

beforeAll(async () => {
  const agent = await site.server.send(
    agents.createAgent,
    {
      body: {
        fullNameAr: AGENT,
        fullNameEn: 'Sara Alotaibi',
        phoneNumber: '050 123 4567',
        languages: ['ar', 'en'],
      },
    },
    { token: await loginAdmin(site.server) },
  );
  expect(agent.status).toBe(201);
});

describe('editing an ad in the back-office', () => {
  it('the admin corrects a pending ad’s Arabic title, price and agent; the website shows it once approved', async () => {
    const ad = await catalogue.save('residence', {
      titleAr: OLD_TITLE,
      titleEn: 'Villa for sale in Al Narjis',
      descriptionAr: 'فيلا واسعة قريبة من الخدمات.',
      descriptionEn: 'A spacious villa near shops.',
      price: 1_250_000,
    });
    expect(ad.status).toBe('pending');

    const problems: string[] = [];
    const views = [
      ['ar', 390, false],
      ['ar', 1280, false],
      ['en', 390, false],
      ['en', 1280, false],
      ['ar', 390, true],
    ] as const;
    for (const [language, width, dark] of views) {
      const { context, page, consoleErrors } = await openBackOffice(site, { language, width, dark });
      const name = `${language}-${width}-${dark ? 'dark' : 'light'}`;
      await page.goto(`/dashboard/properties/${ad.id}`);
      await page.getByRole('button', { name: language === 'ar' ? 'تعديل' : 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog');
      // The agents arrive after the dialog opens.
      await dialog.getByRole('option', { name: language === 'ar' ? AGENT : 'Sara Alotaibi' }).waitFor({
        state: 'attached',
      });
      await page.screenshot({ path: screenshotPath(`dashboard-property-edit-${name}`) });
      problems.push(...(await screenProblems(page, name, { axe: !dark })));
      problems.push(...consoleErrors.map((error) => `${name}: ${error}`));
      await context.close();
    }
    expect(problems).toEqual([]);

    const { context, page: admin, consoleErrors } = await openBackOffice(site);
    await admin.goto(`/dashboard/properties/${ad.id}`);
    await admin.getByRole('heading', { level: 1, name: OLD_TITLE }).waitFor();
    await admin.getByRole('button', { name: 'تعديل', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'تعديل الإعلان' });
    const arabicTitle = dialog.getByLabel('العنوان بالعربية');
    expect(await arabicTitle.getAttribute('dir')).toBe('rtl');
    expect(await dialog.getByLabel('العنوان بالإنجليزية').getAttribute('dir')).toBe('ltr');
    await dialog.getByRole('option', { name: AGENT }).waitFor({ state: 'attached' });

    // The server's limits show under the field.
    await arabicTitle.fill('');
    await dialog.getByLabel('العنوان بالإنجليزية').fill('');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('أدخل عنوان الإعلان بالعربية أو بالإنجليزية').waitFor();

    await arabicTitle.fill(NEW_TITLE);
    await dialog.getByLabel('العنوان بالإنجليزية').fill('Villa for sale in Al Narjis');
    await dialog.getByLabel(/السعر/).fill('1150000');
    await dialog.getByLabel('الوسيط').selectOption({ label: AGENT });
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await toast(admin, 'تم تحديث الإعلان').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await admin.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await admin.getByText(`تعديل بواسطة ${ADMIN.email}`).first().waitFor({ state: 'attached' });

    await admin.getByRole('button', { name: 'موافقة' }).click();
    await toast(admin, 'تمت الموافقة على الإعلان ونشره').waitFor();
    // The browser logs the refused save (422) it was meant to get; nothing else.
    expect(consoleErrors.filter((error) => !error.includes('422'))).toEqual([]);
    await context.close();

    const reader = await site.open();
    await reader.page.goto(`/RecidenceDetailes/${ad.id}`);
    await reader.page.getByRole('heading', { level: 1, name: NEW_TITLE }).waitFor();
    await reader.page.getByText(AGENT).first().waitFor();
    expect(reader.consoleErrors).toEqual([]);
    await reader.context.close();
  }, 120_000);
});
