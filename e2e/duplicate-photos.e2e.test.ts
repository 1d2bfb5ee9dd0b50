import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '../contract/endpoints/dashboard/auth.js';
import * as moderation from '../contract/endpoints/dashboard/properties.js';
import * as properties from '../contract/endpoints/properties.js';
import { seedDemoCatalogue } from '../server/db/seed/demo-catalogue.js';
import { checkImageHeader } from '../server/lib/images.js';
import { convertPhoto, hammingDistance } from '../server/modules/properties/index.js';
import { ADMIN, adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { seriousViolations } from './support/axe.js';
import { toast } from './support/browser.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { useSite } from './support/site.js';
import { titled, useCatalogue } from './support/catalogue.js';

/**
 * Duplicate photos on the demo (issue 31, item 8): a demo photo posted again names its own ad as the
 * one suspected original, the pairs say "same photo" or "very similar photo", and approving an ad with
 * suspects asks once more.
 */

const site = useSite(adminEnv);
const catalogue = useCatalogue(site);
let adminToken: string;
let copy: number;
let original: { id: number };

const COPY = { ar: 'فيلا بصور من إعلان آخر', en: 'Villa with photos from another ad' };

/** The demo ad's photo as a visitor saves it (the widest copy), and a slightly cropped copy of it. */
async function demoPhotos(id: number) {
  const ad = await site.server.send(properties.getProperty, { params: { id } });
  const photo = ad.body.media[0];
  const widest = photo?.sources.at(-1)?.url;
  if (!widest) throw new Error('the demo ad has no photo');
  const saved = await readFile(path.join(site.server.dataDir, widest));
  const stored = (await convertPhoto(await checkImageHeader(saved))).hash.dhash;
  // A crop that stays within the detector's threshold but is not the same picture.
  for (const share of [0.03, 0.04, 0.05, 0.06, 0.02]) {
    const { width, height } = await sharp(saved).metadata();
    const cropped = await sharp(saved)
      .extract({ left: Math.round(width * share), top: 0, width: Math.round(width * (1 - share)), height })
      .jpeg({ quality: 85 })
      .toBuffer();
    const distance = hammingDistance(
      stored,
      (await convertPhoto(await checkImageHeader(cropped))).hash.dhash,
    );
    if (distance > 2 && distance <= 10) return { saved, cropped };
  }
  throw new Error('no crop of the demo photo lands between "same" and "unrelated"');
}

beforeAll(async () => {
  await seedDemoCatalogue(site.server.deps);
  adminToken = await loginAdmin(site.server);
  const photos = await demoPhotos(1);
  original = { id: 1 };
  copy = (await catalogue.save('residence', titled(COPY, { adLicenseNumber: '7200007777' }))).id;
  const form = new FormData();
  form.set('propertyId', String(copy));
  for (const photo of [photos.saved, photos.cropped])
    form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
  const answer = await site.server.send(
    properties.uploadMedia,
    { body: form },
    { token: catalogue.owner.token },
  );
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}`);
}, 600_000);

describe('duplicate photos on the demo', () => {
  it('a demo photo posted again names its own ad, and no other, as the suspected original', async () => {
    const answer = await site.server.send(
      moderation.getModeratedProperty,
      { params: { id: copy } },
      { token: adminToken },
    );
    expect(answer.body.status).toBe('pending');
    const suspects = answer.body.duplicates;
    expect(suspects.map((suspect) => suspect.id)).toEqual([original.id]);
    expect(suspects[0]?.pairs.map((pair) => pair.distance).sort((a, b) => a - b)).toEqual([
      0,
      expect.any(Number),
    ]);
  });

  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    it(`duplicates-${tagOfLook(look)}: the pairs say same photo / very similar photo, never bits`, async () => {
      const login = await site.server.send(auth.login, { body: ADMIN });
      const { context, page, consoleErrors } = await site.open({
        width,
        dark,
        storage: {
          adminToken: login.body.token,
          permissions: JSON.stringify(login.body.permissions),
          ...(language === 'en' ? { language: 'en', lang: 'en' } : {}),
        },
      });
      await page.goto(`/dashboard/properties/${copy}`);
      const duplicates = page.getByRole('region', {
        name: language === 'ar' ? 'إعلانات مكررة محتملة' : 'Possible duplicates',
      });
      // One suspect: the demo ad the photos come from.
      await duplicates.getByRole('link', { name: new RegExp(`\\b${original.id}$`) }).waitFor();
      expect(await duplicates.getByRole('link').count()).toBe(1);
      const captions = await duplicates.locator('figcaption').allInnerTexts();
      const [same, similar] =
        language === 'ar' ? ['الصورة نفسها', 'صورة شبيهة جدًا'] : ['Same photo', 'Very similar photo'];
      expect(captions.filter((caption) => caption.includes(same))).toHaveLength(1);
      expect(captions.filter((caption) => caption.includes(similar))).toHaveLength(1);
      expect(captions.join(' ')).not.toMatch(/64|bit|بت/);
      await page.evaluate(() =>
        Promise.all([...document.images].map((image) => image.decode().catch(() => undefined))),
      );
      await duplicates.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `duplicates-${tagOfLook(look)}.png`),
      });
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
      if (!dark) expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('approving an ad with suspects asks once more; cancelling keeps it waiting', async () => {
    const { context, page, consoleErrors } = await site.open({ width: 390 });
    await page.goto('/dashboard/login');
    await page.getByLabel('البريد الإلكتروني').fill(ADMIN.email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto(`/dashboard/properties/${copy}`);
    await page.getByRole('heading', { level: 1, name: COPY.ar }).waitFor();

    await page.getByRole('button', { name: 'موافقة', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'الموافقة رغم الاشتباه بالتكرار؟' });
    await dialog.getByText('إعلانات مكررة محتملة', { exact: false }).waitFor();
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'duplicates-approve-confirm-ar-390.png'),
    });
    await dialog.getByRole('button', { name: 'إلغاء' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const still = await site.server.send(
      moderation.getModeratedProperty,
      { params: { id: copy } },
      { token: adminToken },
    );
    expect(still.body.status).toBe('pending');

    await page.getByRole('button', { name: 'موافقة', exact: true }).click();
    await dialog.getByRole('button', { name: 'موافقة ونشر' }).click();
    await toast(page, 'تمت الموافقة على الإعلان ونشره').waitFor();
    const published = await site.server.send(properties.getProperty, { params: { id: copy } });
    expect(published.status).toBe(200);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
