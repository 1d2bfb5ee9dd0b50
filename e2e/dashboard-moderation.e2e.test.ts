import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as moderation from '../contract/endpoints/dashboard/properties.js';
import * as notifications from '../contract/endpoints/notifications.js';
import * as properties from '../contract/endpoints/properties.js';
import { patternPhoto } from '../server/test/support/fixtures/pattern-photo.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import {
  ADMIN,
  adminEnv,
  approveAd,
  loginAdmin,
  staffWith,
  type StaffAccount,
} from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import { backOfficeLooks, menuLink, openBackOffice, signInThroughForm } from './support/back-office.js';
import { badge, bell, openWithLiveBell, panel } from './support/bell.js';
import { useCatalogue, type AdKind } from './support/catalogue.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { addScenePhoto } from './support/scene-photo.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';
import { userStorage } from './support/user-session.js';

// MODERATION is on by default: ads from the website wait in `pending`.
const site = useSite(adminEnv);
const catalogue = useCatalogue(site);
let adminToken: string;
/** Approves and rejects, but may not delete. */
let reviewer: StaffAccount;

const VILLA = 'فيلا للبيع في حي الياسمين';
const WAREHOUSE = 'مستودع للإيجار في المدينة الصناعية الثانية';
const REASON = 'الصور غير واضحة، أضف صوراً أوضح للواجهة';

beforeAll(async () => {
  adminToken = await loginAdmin(site.server);
  reviewer = await staffWith(site.server, adminToken, [
    'ViewDashboard',
    'Properties.View',
    'Properties.ReadList',
    'Properties.Read',
    'Properties.Approve',
  ]);
});

async function pendingAd(kind: AdKind, fields: Record<string, unknown>) {
  const ad = await catalogue.save(kind, fields);
  expect(ad.status).toBe('pending');
  return ad.id;
}

/** A photo-like picture so the queue and the detail look as they will with real photos. */
const addPhoto = (id: number, sky: string) =>
  addScenePhoto(site.server, catalogue.owner.token, { id, sky, wall: '#e8dcc4' });

/** Uploads textured photos (a perceptual hash tells them apart) to `user`'s ad; answers their ids. */
async function addPatternPhotos(id: number, photos: Buffer[], user = catalogue.owner) {
  const form = new FormData();
  form.set('propertyId', String(id));
  for (const photo of photos)
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await site.server.send(properties.uploadMedia, { body: form }, { token: user.token });
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}`);
  return answer.body.data.map((photo) => photo.id);
}

describe('moderation in the back-office', () => {
  it('approving a pending ad reaches the owner’s bell live; rejecting sends the reason', async () => {
    const villa = await pendingAd('residence', { titleAr: VILLA });
    const warehouse = await pendingAd('industry', { titleAr: WAREHOUSE });

    const ownerSide = await site.open({ storage: userStorage(catalogue.owner) });
    await openWithLiveBell(ownerSide.page, '/');
    expect(await badge(ownerSide.page).count()).toBe(0);

    const adminSide = await site.open();
    const admin = adminSide.page;
    await signInThroughForm(admin);
    // The home's figures count the queue; the card opens it.
    const queueCard = admin.getByRole('link', { name: /إعلانات بانتظار المراجعة/ });
    await queueCard.getByText('2', { exact: true }).waitFor();
    await menuLink(admin, 'العقارات والمراجعة').click();
    await admin.getByRole('heading', { level: 1, name: 'العقارات والمراجعة' }).waitFor();
    const pendingTab = admin.getByRole('button', { name: /قيد المراجعة/ });
    expect(await pendingTab.getAttribute('aria-pressed')).toBe('true');
    await pendingTab.getByText('2', { exact: true }).waitFor();
    // The queue is oldest first: the villa waits longest.
    await expect
      .poll(() => admin.locator('tbody tr').allTextContents())
      .toEqual([expect.stringContaining(VILLA), expect.stringContaining(WAREHOUSE)]);

    await admin.getByRole('link', { name: `مراجعة ${VILLA}` }).click();
    await admin.waitForURL(`**/dashboard/properties/${villa}`);
    await admin.getByRole('heading', { level: 1, name: VILLA }).waitFor();
    const phone = admin.getByRole('link', { name: catalogue.owner.e164 });
    expect(await phone.getAttribute('dir')).toBe('ltr');
    await admin.getByRole('button', { name: 'موافقة' }).click();
    await toast(admin, 'تمت الموافقة على الإعلان ونشره').waitFor();
    // On to the next ad waiting.
    await admin.waitForURL(`**/dashboard/properties/${warehouse}`);
    await admin.getByRole('heading', { level: 1, name: WAREHOUSE }).waitFor();

    // No reload on the owner's side: the stream brings the news.
    const ownerPage = ownerSide.page;
    await badge(ownerPage).getByText('1', { exact: true }).waitFor();
    await bell(ownerPage).click();
    const approved = panel(ownerPage).getByRole('listitem').first();
    await approved.getByText('تمت الموافقة على إعلانك').waitFor();
    expect(await approved.textContent()).toContain(VILLA);
    await approved.getByRole('button').first().click();
    await ownerPage.waitForURL(`**/RecidenceDetailes/${villa}`);
    await ownerPage.getByRole('heading', { level: 1, name: VILLA }).waitFor();
    await badge(ownerPage).waitFor({ state: 'detached' });

    // Reject: the reason is required, 3 to 500 characters.
    await admin.getByRole('button', { name: 'رفض', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'رفض الإعلان' });
    await dialog.getByLabel('السبب (سيقرؤه المالك)').fill('لا');
    await dialog.getByRole('button', { name: 'رفض الإعلان' }).click();
    await dialog.getByText('سبب الرفض من 3 إلى 500 حرف').waitFor();
    await dialog.getByLabel('السبب (سيقرؤه المالك)').fill(REASON);
    await dialog.getByRole('button', { name: 'رفض الإعلان' }).click();
    await toast(admin, 'تم رفض الإعلان وإبلاغ مالكه بالسبب').waitFor();
    // Nothing waits any more: back to the queue, now empty.
    await admin.waitForURL((url) => url.pathname === '/dashboard/properties');
    await admin.getByText('لا توجد إعلانات بانتظار المراجعة').waitFor();

    await badge(ownerPage).getByText('1', { exact: true }).waitFor();
    await bell(ownerPage).click();
    const rejected = panel(ownerPage).getByRole('listitem').first();
    await rejected.getByText('لم تتم الموافقة على إعلانك').waitFor();
    expect(await rejected.textContent()).toContain(REASON);

    // The history shows both decisions on the ads.
    await admin.goto(`/dashboard/properties/${warehouse}`);
    await admin.getByText(`رفض بواسطة ${ADMIN.email}`).waitFor();
    await admin.getByText(REASON).first().waitFor();
    expect(await admin.getByRole('button', { name: 'موافقة' }).count()).toBe(0);

    expect(ownerSide.consoleErrors).toEqual([]);
    expect(adminSide.consoleErrors).toEqual([]);
    await ownerSide.context.close();
    await adminSide.context.close();
  }, 60_000);

  it('an ad its owner changed after the reviewer opened it is not approved: the screen reloads it and says why', async () => {
    const flat = await pendingAd('residence', { titleAr: 'شقة كما فتحها المراجع' });
    const reviewerSide = await site.open();
    const page = reviewerSide.page;
    await signInThroughForm(page, reviewer);
    await page.goto(`/dashboard/properties/${flat}`);
    await page.getByRole('heading', { name: 'شقة كما فتحها المراجع' }).waitFor();

    await catalogue.save('residence', { id: flat, titleAr: 'شقة عدّلها المالك' });
    await page.getByRole('button', { name: 'موافقة' }).click();
    await toast(page, 'تغيّر الإعلان منذ أن فتحته، فحمّلنا نسخته الجديدة: راجعها ثم قرّر').waitFor();
    await page.getByRole('heading', { name: 'شقة عدّلها المالك' }).waitFor();
    const still = await site.server.send(
      moderation.getModeratedProperty,
      { params: { id: flat } },
      { token: adminToken },
    );
    expect(still.body.status).toBe('pending');

    await page.getByRole('button', { name: 'موافقة' }).click();
    await toast(page, 'تمت الموافقة على الإعلان ونشره').waitFor();
    const published = await site.server.send(properties.getProperty, { params: { id: flat } });
    expect(published.body.title).toBe('شقة عدّلها المالك');
    // The browser reports the refused request (409) itself; nothing else may go wrong.
    expect(reviewerSide.consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
    await reviewerSide.context.close();
  }, 60_000);

  it('a reviewer without Properties.Delete sees no delete button; an admin deletes after confirming', async () => {
    const flat = await pendingAd('residence', { titleAr: 'شقة للبيع في حي الملقا' });

    const reviewerSide = await site.open();
    await signInThroughForm(reviewerSide.page, reviewer);
    await reviewerSide.page.goto(`/dashboard/properties/${flat}`);
    await reviewerSide.page.getByRole('button', { name: 'موافقة' }).waitFor();
    expect(await reviewerSide.page.getByRole('button', { name: 'رفض', exact: true }).count()).toBe(1);
    expect(await reviewerSide.page.getByRole('button', { name: 'حذف' }).count()).toBe(0);
    expect(await reviewerSide.page.getByRole('button', { name: 'تمييز' }).count()).toBe(0);

    // Someone else decided meanwhile: the server's refusal shows in the dialog.
    const approved = await approveAd(site.server, adminToken, flat);
    expect(approved.status).toBe(204);
    await reviewerSide.page.getByRole('button', { name: 'رفض', exact: true }).click();
    const dialog = reviewerSide.page.getByRole('dialog', { name: 'رفض الإعلان' });
    await dialog.getByLabel('السبب (سيقرؤه المالك)').fill(REASON);
    await dialog.getByRole('button', { name: 'رفض الإعلان' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('لا يمكن قبول الإعلان أو رفضه إلا وهو بانتظار المراجعة');
    await reviewerSide.context.close();

    const adminSide = await site.open();
    await signInThroughForm(adminSide.page);
    await adminSide.page.goto(`/dashboard/properties/${flat}`);
    await adminSide.page.getByRole('button', { name: 'حذف' }).click();
    const confirm = adminSide.page.getByRole('dialog', { name: 'حذف الإعلان' });
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await toast(adminSide.page, 'تم حذف الإعلان').waitFor();
    await adminSide.page.waitForURL((url) => url.pathname === '/dashboard/properties');
    const gone = await site.server.send(
      moderation.getModeratedProperty,
      { params: { id: flat } },
      { token: adminToken },
    );
    expect(gone.status).toBe(404);
    await adminSide.context.close();
  }, 60_000);

  it('a reviewer without Users.Read sees no owner’s number, and why, in the queue and the detail', async () => {
    const flat = await pendingAd('residence', {
      titleAr: 'شقة يراجعها من لا يرى الأرقام',
      titleEn: 'A flat reviewed without the numbers',
    });
    const hidden = {
      ar: 'يظهر لمن لديه صلاحية الاطلاع على المستخدمين',
      en: 'Shown to staff who may read users',
    };
    const problems: string[] = [];
    for (const look of looksToCheck()) {
      const name = tagOfLook(look);
      const { context, page, consoleErrors } = await openBackOffice(site, { ...look, account: reviewer });
      await page.goto('/dashboard/properties');
      await page.locator('tbody tr').first().waitFor();
      expect(await page.locator('main').textContent()).not.toContain(catalogue.owner.e164.slice(4));
      await page.goto(`/dashboard/properties/${flat}`);
      // The owner's card and the number to call; the owner has no WhatsApp number.
      await expect.poll(() => page.getByText(hidden[look.language]).count()).toBe(2);
      expect(await page.locator('main').textContent()).not.toContain(catalogue.owner.e164.slice(4));
      expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
      await page.screenshot({
        path: screenshotPath(`dashboard-moderation-numbers-hidden-${name}`),
        fullPage: true,
      });
      problems.push(...(await screenProblems(page, name, { axe: !look.dark })));
      problems.push(...consoleErrors.map((error) => `${name}: ${error}`));
      await context.close();
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('screenshots of the queue and the detail: 390 and 1280 px, Arabic and English, light and dark', async () => {
    const first = await pendingAd('residence', {
      titleAr: 'دوبلكس للبيع في حي النرجس',
      titleEn: 'Duplex for sale in Al Narjis',
      descriptionAr: 'دوبلكس بتشطيب حديث، قريب من المدارس والخدمات.\nمدخل خاص وحديقة.',
      descriptionEn: 'A newly finished duplex near schools and shops.\nPrivate entrance and garden.',
    });
    await addPhoto(first, '#8ec5e8');
    await addPhoto(first, '#f2c38b');
    await pendingAd('industry', {
      titleAr: 'ورشة للإيجار في الدمام',
      titleEn: 'Workshop for rent in Dammam',
    });

    const problems = await backOfficeLooks(site, async ({ page, dark, name }) => {
      await page.goto('/dashboard/properties');
      await page.locator('tbody tr img').first().waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-moderation-queue-${name}`), fullPage: true });
      const queue = await screenProblems(page, `queue ${name}`, { axe: !dark });
      await page.goto(`/dashboard/properties/${first}`);
      await page.locator('main ul img').nth(1).waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-moderation-detail-${name}`), fullPage: true });
      return [...queue, ...(await screenProblems(page, `detail ${name}`, { axe: !dark }))];
    });
    expect(problems).toEqual([]);
  }, 120_000);

  it('an edited published ad shows what changed and its suspected originals; the reviewer asks for changes', async () => {
    const TITLE = 'فيلا مع مسبح في حي الملقا';
    const first = await patternPhoto(501, 1200, 900);
    const ad = await pendingAd('residence', {
      titleAr: TITLE,
      titleEn: 'Villa with a pool in Al Malqa',
      descriptionAr: 'فيلا واسعة مع مسبح خاص.',
      descriptionEn: 'A large villa with a private pool.',
      price: 3_200_000,
      adLicenseNumber: '7200001234',
    });
    await addPatternPhotos(ad, [first, await patternPhoto(502, 1200, 900)]);
    expect((await approveAd(site.server, adminToken, ad)).status).toBe(204);
    // The owner edits the published ad: it goes back to review.
    await catalogue.save('residence', {
      id: ad,
      titleAr: TITLE,
      titleEn: 'Villa with a pool in Al Malqa',
      descriptionAr: 'فيلا واسعة مع مسبح خاص وملحق.',
      descriptionEn: 'A large villa with a private pool.',
      price: 2_950_000,
      adLicenseNumber: '7200001234',
    });
    await addPatternPhotos(ad, [await patternPhoto(503, 1200, 900)]);
    // Someone else posts the same photo, smaller and recompressed (the same licence is refused while
    // the original is live: ad-licences.test.ts; the moderation API test flags it once it is not).
    const copier = await signIn(site.server);
    const copy = (
      await catalogue.save(
        'residence',
        {
          titleAr: 'فيلا فاخرة بسعر مغر',
          titleEn: 'Luxury villa at a tempting price',
          adLicenseNumber: '7200005678',
        },
        copier,
      )
    ).id;
    await addPatternPhotos(copy, [await sharp(first).resize(640).jpeg({ quality: 55 }).toBuffer()], copier);

    const problems = await backOfficeLooks(site, async ({ page, language, dark, name }) => {
      await page.goto(`/dashboard/properties/${ad}`);
      const changes = page.getByRole('region', {
        name: language === 'ar' ? 'التغييرات منذ النسخة المعتمدة' : 'Changes since the approved version',
      });
      await changes.getByRole('rowheader', { name: language === 'ar' ? 'السعر' : 'Price' }).waitFor();
      const duplicates = page.getByRole('region', {
        name: language === 'ar' ? 'إعلانات مكررة محتملة' : 'Possible duplicates',
      });
      await duplicates
        .getByText(language === 'ar' ? 'فيلا فاخرة بسعر مغر' : 'Luxury villa at a tempting price')
        .waitFor();
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      );
      await page.screenshot({
        path: screenshotPath(`dashboard-moderation-review-diff-${name}`),
        fullPage: true,
      });
      await duplicates.screenshot({
        path: screenshotPath(`dashboard-moderation-duplicates-${name}`),
      });
      // The element screenshot scrolled the page: the sticky bar would cover the actions for axe.
      await page.evaluate(() => window.scrollTo(0, 0));
      return screenProblems(page, `review ${name}`, { axe: !dark });
    });
    expect(problems).toEqual([]);

    // The diff names the old and new price and the description; the suspect shares a photo; the
    // authority's answer on the licence stands beside its number.
    const reviewerSide = await site.open();
    const page = reviewerSide.page;
    await signInThroughForm(page, reviewer);
    await page.goto(`/dashboard/properties/${ad}`);
    const changes = page.getByRole('region', { name: 'التغييرات منذ النسخة المعتمدة' });
    const priceRow = changes.getByRole('row', { name: /السعر/ });
    expect(await priceRow.textContent()).toContain('3,200,000');
    expect(await priceRow.textContent()).toContain('2,950,000');
    await changes.getByRole('rowheader', { name: 'الوصف (عربي)' }).waitFor();
    await changes.getByText('صور مضافة').waitFor();
    const duplicates = page.getByRole('region', { name: 'إعلانات مكررة محتملة' });
    expect(await duplicates.getByRole('img').count()).toBe(2);
    await page.getByText('تحقق الهيئة العامة للعقار').waitFor();
    await page.getByText('ساري', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'طلب تعديلات' }).click();
    const dialog = page.getByRole('dialog', { name: 'طلب تعديلات من المالك' });
    await dialog.getByLabel('التعديلات المطلوبة (سيقرؤها المالك)').fill('لا');
    await dialog.getByRole('button', { name: 'إرسال إلى المالك' }).click();
    await dialog.getByText('التعديلات المطلوبة من 3 إلى 500 حرف').waitFor();
    await dialog
      .getByLabel('التعديلات المطلوبة (سيقرؤها المالك)')
      .fill('الصورة الأولى منشورة في إعلان آخر؛ أرفق صورًا التقطتها بنفسك');
    await dialog.getByRole('button', { name: 'إرسال إلى المالك' }).click();
    await toast(page, 'أُعيد الإعلان إلى مالكه مع التعديلات المطلوبة').waitFor();

    const after = await site.server.send(
      moderation.getModeratedProperty,
      { params: { id: ad } },
      { token: adminToken },
    );
    expect(after.body.status).toBe('changesRequested');
    const told = await site.server.send(
      notifications.listNotifications,
      { query: { PageSize: 20 } },
      { token: catalogue.owner.token },
    );
    expect(told.body.data[0]).toMatchObject({ type: 'adChangesRequested', propertyId: ad });
    expect(reviewerSide.consoleErrors).toEqual([]);
    await reviewerSide.context.close();
  }, 180_000);
});
