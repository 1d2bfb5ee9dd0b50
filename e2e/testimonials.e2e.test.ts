import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../contract/endpoints/dashboard/auth.js';
import * as testimonials from '../contract/endpoints/dashboard/testimonials.js';
import { ADMIN, adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { looksToCheck } from './support/looks.js';
import { toast } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import type { Language } from '../contract/common.js';
import { useSite } from './support/site.js';

const site = useSite(adminEnv);
let adminToken: string;
const shots = path.join(import.meta.dirname, 'screenshots');

const QUOTE_AR = 'وجدنا بيت العائلة في حي النرجس خلال أسبوعين، والسعر كان واضحاً من أول اتصال.';
const QUOTE_EN =
  'We found our family home in Al Narjis within two weeks, and the price was clear from the first call.';
const SECTION_AR = 'ماذا يقول عملاؤنا';
const SECTION_EN = 'What our clients say';
/** Both languages, Arabic only, English only; with and without a rating and a role. */
const SHOWCASE = [
  {
    authorNameAr: 'نورة م.',
    authorNameEn: 'Noura M.',
    authorRoleAr: 'موظفة، جدة',
    authorRoleEn: 'Bank employee, Jeddah',
    quoteAr: 'أعجبني أن رقم الترخيص ظاهر في كل إعلان، فشعرت بالاطمئنان قبل أن أتصل بالمعلن.',
    quoteEn: 'Every ad shows its licence number, so I felt safe before I even called the advertiser.',
    rating: 5,
    sortOrder: 1,
  },
  {
    authorNameAr: 'سالم ع.',
    authorRoleAr: 'صاحب مصنع، الدمام',
    quoteAr: 'احتجت مستودعًا بارتفاع مناسب وكهرباء كافية، والفلاتر الصناعية اختصرت عليّ البحث كثيرًا.',
    rating: 4,
    sortOrder: 2,
  },
  {
    authorNameEn: 'Reem K.',
    quoteEn: 'I posted my apartment from my phone in minutes and had my first tenant that same week.',
    sortOrder: 3,
  },
];

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  adminToken = await loginAdmin(site.server);
});

async function signInThroughForm(page: Page) {
  await page.goto('/dashboard/login');
  await page.getByLabel('البريد الإلكتروني').fill(ADMIN.email);
  await page.getByLabel('كلمة المرور', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** The home page as a signed-out reader in one language; the section is rendered by the server. */
async function openHome(language: Language, width = 1280, dark = false) {
  const opened = await site.open({ width, dark, storage: { language } });
  await opened.page.goto('/');
  return opened;
}

describe('testimonials', () => {
  it('staff add one, publish it, it shows on the home page in both languages; unpublishing takes it off', async () => {
    const before = await openHome('ar');
    await before.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await section(before.page, SECTION_AR).count()).toBe(0);
    await before.context.close();

    const { context, page, consoleErrors } = await site.open();
    await signInThroughForm(page);
    await page
      .getByRole('navigation', { name: 'قائمة لوحة التحكم' })
      .getByRole('link', { name: 'آراء العملاء' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'آراء العملاء' }).waitFor();
    await page.getByText('لا توجد آراء بعد').waitFor();

    await page.getByRole('button', { name: 'رأي جديد' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة رأي عميل' });
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await dialog.getByText('هذا الحقل مطلوب').first().waitFor();
    const arabic = dialog.getByRole('group', { name: 'بالعربية' });
    const english = dialog.getByRole('group', { name: 'بالإنجليزية' });
    await arabic.getByLabel('الاسم').fill('أبو ناصر');
    await arabic.getByLabel('الصفة أو المدينة (اختياري)').fill('رب أسرة، الرياض');
    await arabic.getByLabel('الرأي').fill(QUOTE_AR);
    await english.getByLabel('الاسم').fill('Abu Nasser');
    await english.getByLabel('الصفة أو المدينة (اختياري)').fill('Father of three, Riyadh');
    await english.getByLabel('الرأي').fill(QUOTE_EN);
    expect(await english.getByLabel('الرأي').getAttribute('dir')).toBe('ltr');
    await dialog.getByLabel('التقييم').selectOption('5');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'تم حفظ الرأي').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const row = page.locator('tbody tr', { hasText: 'أبو ناصر' });
    await row.getByText(QUOTE_AR).waitFor();
    const publish = row.getByRole('switch', { name: 'عرض رأي أبو ناصر في الصفحة الرئيسية' });
    expect(await publish.getAttribute('aria-checked')).toBe('false');
    expect(await seriousViolations(page)).toEqual([]);

    await publish.click();
    await toast(page, 'تم نشر الرأي في الصفحة الرئيسية').waitFor();
    await expect.poll(() => publish.getAttribute('aria-checked')).toBe('true');

    for (const [language, title, quote, author] of [
      ['ar', SECTION_AR, QUOTE_AR, 'أبو ناصر'],
      ['en', SECTION_EN, QUOTE_EN, 'Abu Nasser'],
    ] as const) {
      const home = await openHome(language);
      const shown = section(home.page, title);
      await shown.waitFor();
      const blockquote = shown.locator('blockquote');
      expect(await blockquote.textContent()).toBe(quote);
      expect(await blockquote.getAttribute('dir')).toBe('auto');
      expect(await blockquote.getAttribute('lang')).toBe(language);
      await shown.getByText(author).waitFor();
      await shown
        .getByRole('img', { name: language === 'ar' ? '5 من 5 نجوم' : '5 out of 5 stars' })
        .waitFor();
      expect(home.consoleErrors).toEqual([]);
      await home.context.close();
    }

    // Taken off the home page; the server's cached list forgets it at once.
    await publish.click();
    await toast(page, 'تمت إزالة الرأي من الصفحة الرئيسية').waitFor();
    await expect.poll(() => publish.getAttribute('aria-checked')).toBe('false');
    const after = await openHome('ar');
    await after.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await section(after.page, SECTION_AR).count()).toBe(0);
    await after.context.close();

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('edits and deletes with a confirmation', async () => {
    const created = await site.server.send(
      testimonials.createTestimonial,
      { body: { authorNameAr: 'سارة ف.', quoteAr: 'تجربة مريحة من البداية للنهاية', isPublished: true } },
      { token: adminToken },
    );
    expect(created.status).toBe(201);
    const { context, page, consoleErrors } = await site.open();
    await signInThroughForm(page);
    await page.goto('/dashboard/testimonials');
    const row = page.locator('tbody tr', { hasText: 'سارة ف.' });
    await row.getByRole('button', { name: 'تعديل رأي سارة ف.' }).click();
    const dialog = page.getByRole('dialog', { name: 'تعديل رأي العميل' });
    expect(await dialog.getByRole('group', { name: 'بالعربية' }).getByLabel('الرأي').inputValue()).toBe(
      'تجربة مريحة من البداية للنهاية',
    );
    await dialog.getByRole('group', { name: 'بالإنجليزية' }).getByLabel('الاسم').fill('Sara F.');
    await dialog
      .getByRole('group', { name: 'بالإنجليزية' })
      .getByLabel('الرأي')
      .fill('Easy from start to end');
    await dialog.getByRole('button', { name: 'حفظ' }).click();
    await toast(page, 'تم حفظ الرأي').waitFor();

    const english = await openHome('en');
    await section(english.page, SECTION_EN).getByText('Easy from start to end').waitFor();
    await english.context.close();

    await row.getByRole('button', { name: 'حذف رأي سارة ف.' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف هذا الرأي؟' });
    await confirm.getByRole('button', { name: 'إلغاء' }).click();
    await row.waitFor();
    await row.getByRole('button', { name: 'حذف رأي سارة ف.' }).click();
    await confirm.getByRole('button', { name: 'حذف', exact: true }).click();
    await toast(page, 'تم حذف الرأي').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(
      (
        await site.server.send(
          testimonials.getTestimonial,
          { params: { id: created.body.id } },
          { token: adminToken },
        )
      ).status,
    ).toBe(404);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('testimonials look right in Arabic and English, at 390 and 1280, light and dark', () => {
  let permissions: string;

  beforeAll(async () => {
    for (const body of SHOWCASE) {
      const answer = await site.server.send(
        testimonials.createTestimonial,
        { body: { ...body, isPublished: true } },
        { token: adminToken },
      );
      expect(answer.status).toBe(201);
    }
    permissions = JSON.stringify(
      (await site.server.send(auth.getMe, undefined, { token: adminToken })).body.permissions,
    );
  });

  const looks = looksToCheck();

  it.each(looks)('the home section: $language $width dark=$dark', async ({ language, width, dark }) => {
    const name = `testimonials-${language}-${width}-${dark ? 'dark' : 'light'}`;
    const home = await openHome(language, width, dark);
    const shown = section(home.page, language === 'ar' ? SECTION_AR : SECTION_EN);
    await shown.waitFor();
    await shown.scrollIntoViewIfNeeded();
    await shown.screenshot({ path: path.join(shots, `home-${name}.png`) });
    expect(await seriousViolations(home.page, 'section[aria-labelledby="home-testimonials"]')).toEqual([]);
    // The row scrolls sideways on a phone, inside the page's width.
    expect(await home.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(home.consoleErrors).toEqual([]);
    await home.context.close();
  });

  it.each(looks)('the back-office screen: $language $width dark=$dark', async ({ language, width, dark }) => {
    const name = `testimonials-${language}-${width}-${dark ? 'dark' : 'light'}`;
    const office = await site.open({
      width,
      dark,
      storage: { language, adminToken, permissions },
    });
    await office.page.goto('/dashboard/testimonials');
    await office.page.locator('tbody tr', { hasText: 'Reem K.' }).waitFor();
    await office.page.screenshot({ path: path.join(shots, `dashboard-${name}.png`), fullPage: true });
    await office.page
      .getByRole('button', {
        name: language === 'ar' ? 'تعديل رأي نورة م.' : 'Edit the testimonial of Noura M.',
      })
      .click();
    await office.page.getByRole('dialog').waitFor();
    await office.page.screenshot({ path: path.join(shots, `dashboard-dialog-${name}.png`) });
    expect(await seriousViolations(office.page)).toEqual([]);
    expect(office.consoleErrors).toEqual([]);
    await office.context.close();
  });
});
