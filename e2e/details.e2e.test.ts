import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adLicenceChecks, agents, properties } from '../server/db/schema/index.js';
import { renderScenePhoto } from '../server/db/seed/scenes/index.js';
import { carriesPhone } from '../server/test/support/readers/phone-digits.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { looksToCheck } from './support/looks.js';
import { toast } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import { useCatalogue } from './support/catalogue.js';
import { openWithoutTiles, realErrors, type ReaderOptions } from './support/reader-page.js';
import { useSite } from './support/site.js';
import * as account from '../contract/endpoints/account.js';
import * as propertiesApi from '../contract/endpoints/properties.js';

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let visitor: SignedIn;
let villa: number;
let warehouse: number;
let rejected: number;
/** An industrial ad whose advertiser gave no WhatsApp number. */
let withoutWhatsapp: number;
const similar: number[] = [];

const TITLE = 'فيلا فاخرة للبيع في حي النرجس';
const OWNER_WHATSAPP = '+966551234567';
const AGENT_PHONE = '+966500000111';

async function uploadPhotos(token: string, propertyId: number, kind: 'villa' | 'warehouse', count: number) {
  const body = new FormData();
  body.append('propertyId', String(propertyId));
  for (let variant = 0; variant < count; variant += 1) {
    const photo = await renderScenePhoto(kind, variant, { width: 1600, height: 900 });
    body.append('files', new Blob([new Uint8Array(photo)]), `${kind}-${variant}.webp`);
  }
  const answer = await site.server.send(propertiesApi.uploadMedia, { body }, { token });
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}`);
}

beforeAll(async () => {
  const { l, owner } = catalogue;
  visitor = await signIn(site.server);
  await site.server.send(
    account.updateProfile,
    { body: { fullName: 'سارة العتيبي', whatsapp: OWNER_WHATSAPP } },
    { token: owner.token },
  );
  villa = (
    await catalogue.save('residence', {
      titleAr: TITLE,
      titleEn: 'Luxury villa for sale in Al Narjis',
      descriptionAr:
        'فيلا حديثة بتشطيبات فاخرة على شارعين، قريبة من المدارس والخدمات.\nمجلس رجال ومجلس نساء وحديقة واسعة.',
      descriptionEn:
        'A modern villa on two streets, close to schools.\nMen’s and women’s majlis and a garden.',
      address: 'طريق الملك سلمان',
      adLicenseNumber: '7200123456',
      livingRooms: 3,
      floorId: l.id('floor', 'ground'),
      buildTypeId: l.id('buildtype', 'modern'),
      buildingAge: 2,
      furnished: true,
      streetWidth: 20,
      facade: 'north-east',
      relaxMediaIds: [l.id('relaxmedia', 'pool'), l.id('relaxmedia', 'garden'), l.id('relaxmedia', 'majlis')],
    })
  ).id;
  await uploadPhotos(owner.token, villa, 'villa', 4);
  for (const [index, price] of [1_900_000, 3_100_000, 2_750_000].entries()) {
    const id = (
      await catalogue.save('residence', {
        titleAr: `فيلا مشابهة رقم ${index + 1}`,
        price,
        bedrooms: 4 + index,
      })
    ).id;
    await uploadPhotos(owner.token, id, 'villa', 1);
    similar.push(id);
  }
  const [agent] = await site.server.deps.db
    .insert(agents)
    .values({
      fullNameAr: 'خالد الدوسري',
      fullNameEn: 'Khalid Al Dosari',
      phoneNumber: AGENT_PHONE,
      whatsapp: AGENT_PHONE,
      falLicenseNumber: '1100012345',
      languages: ['ar', 'en'],
    })
    .returning();
  warehouse = (
    await catalogue.save('industry', {
      industryTypeId: l.id('industrytype', 'logistics-storage'),
      landArea: 2400,
      builtArea: 2000,
      floorLoad: 50,
      zoning: 'مستودعات وخدمات لوجستية',
      streetWidth: 30,
      civilDefenceLicensed: true,
      industryFeatureIds: [l.id('industryfeature', 'overhead-crane'), l.id('industryfeature', 'cctv')],
    })
  ).id;
  await uploadPhotos(owner.token, warehouse, 'warehouse', 2);
  await site.server.deps.db
    .update(properties)
    .set({ agentId: agent?.id })
    .where(eq(properties.id, warehouse));
  rejected = (await catalogue.save('residence', { titleAr: 'شقة مرفوضة' })).id;
  withoutWhatsapp = (await catalogue.save('industry', {}, await signIn(site.server))).id;
  await site.server.deps.db
    .update(properties)
    .set({ status: 'rejected', rejectionReason: 'الصور لا تخص العقار المعلن عنه' })
    .where(eq(properties.id, rejected));
});

const open = (options: ReaderOptions = {}) => openWithoutTiles(site, options);

const counter = (page: Page) => page.getByLabel(/^(صور العقار|Property photos)$/).locator('p[aria-live]');

async function close(context: BrowserContext) {
  await context.close();
}

describe('property details: look, languages, themes, widths', () => {
  for (const { language, width, dark } of looksToCheck()) {
    const name = `details-${language}-${width}-${dark ? 'dark' : 'light'}`;
    it(`${name}: the whole page, no overflow, the map without tiles, similar ads, axe`, async () => {
      const { context, page, consoleErrors } = await open({ language, width, dark });
      const response = await page.goto(`/RecidenceDetailes/${villa}`);
      expect(response?.status()).toBe(200);
      const title = language === 'ar' ? TITLE : 'Luxury villa for sale in Al Narjis';
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.title()).toBe(language === 'ar' ? `${TITLE} | منزل` : `${title} | Manzil`);
      await expect
        .poll(() => page.locator('html').getAttribute('dir'))
        .toBe(language === 'ar' ? 'rtl' : 'ltr');

      const map = page.locator('.leaflet-container');
      await page
        .getByRole('heading', { name: language === 'ar' ? 'الموقع' : 'Location', exact: true })
        .scrollIntoViewIfNeeded();
      await map.waitFor();
      await page.locator('path.leaflet-interactive').waitFor();
      const similarSection = page.locator('section[aria-labelledby="similar-title"]');
      await similarSection.scrollIntoViewIfNeeded();
      await expect.poll(() => similarSection.getByRole('article').count()).toBe(3);
      expect(await similarSection.locator(`a[href="/RecidenceDetailes/${villa}"]`).count()).toBe(0);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() =>
        [...document.images].filter((image) => image.loading !== 'lazy').every((image) => image.complete),
      );

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const mapBox = await map.boundingBox();
      expect(mapBox?.height).toBeGreaterThan(150);

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `${name}.png`),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      await close(context);
    });
  }
});

describe('property details: behaviour', () => {
  it('shows a skeleton while the ad loads, then the facts, description, amenities and licence', async () => {
    // Signed out, the page arrives rendered by the server; a signed-in reader's browser loads the ad.
    const { context, page } = await open({ user: visitor });
    await context.route(`**${propertiesApi.getResidence.path.replace(':id', '**')}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(`/RecidenceDetailes/${villa}`);
    await page.locator('[aria-busy="true"]').first().waitFor();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const facts = page.locator('section[aria-labelledby="facts-title"]');
    for (const [label, value] of [
      ['غرف النوم', '5'],
      ['الصالات', '3'],
      ['الطابق', 'الدور الأرضي'],
      ['نوع البناء', 'حديث'],
      ['عمر المبنى (بالسنوات)', '2'],
      ['التأثيث', 'مفروش'],
      ['عرض الشارع', '20 م'],
      ['الواجهة', 'شمالية شرقية'],
      ['المساحة', '450 م²'],
    ] as const) {
      expect(
        await facts
          .locator('div', { has: page.getByText(label, { exact: true }) })
          .locator('dd')
          .innerText(),
      ).toBe(value);
    }
    await page.getByText('مجلس رجال ومجلس نساء وحديقة واسعة.').waitFor();
    for (const amenity of ['مسبح', 'حديقة', 'مجلس']) {
      await page
        .locator('section[aria-labelledby="features-title"]')
        .getByText(amenity, { exact: true })
        .waitFor();
    }
    await page.getByText('7200123456').waitFor();
    await page.getByText('2,500,000 ر.س').first().waitFor();
    await page.getByText(/عدد المشاهدات: \d+/).waitFor();
    await page
      .getByRole('navigation', { name: 'مسار التنقل' })
      .getByRole('link', { name: 'العقارات السكنية' })
      .click();
    await page.waitForURL('**/recidence');
    // The ad's title that the server wrote for link previews does not stay on the next page.
    await expect.poll(() => page.title()).not.toContain(TITLE);
    await close(context);
  });

  for (const [language, width] of [
    ['ar', 390],
    ['en', 1280],
  ] as const) {
    it(`gallery (${language}, ${width} px): full screen opens, next, arrows, swipe, Escape closes`, async () => {
      const { context, page } = await open({ language, width });
      await page.goto(`/RecidenceDetailes/${villa}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await counter(page).innerText()).toBe('1 / 4');
      await page.getByRole('button', { name: language === 'ar' ? 'الصورة التالية' : 'Next photo' }).click();
      await expect.poll(() => counter(page).innerText()).toBe('2 / 4');
      await page
        .getByRole('button', { name: language === 'ar' ? 'عرض الصورة 4' : 'Show photo 4', exact: true })
        .click();
      await expect.poll(() => counter(page).innerText()).toBe('4 / 4');
      await page
        .getByRole('button', { name: language === 'ar' ? 'عرض الصورة 1' : 'Show photo 1', exact: true })
        .click();
      await expect.poll(() => counter(page).innerText()).toBe('1 / 4');

      await page
        .getByRole('button', {
          name: language === 'ar' ? 'عرض الصورة 1 بملء الشاشة' : 'Show photo 1 full screen',
        })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      // The page behind the modal (inert once showModal runs) leaves the accessibility tree a moment later.
      await expect.poll(() => page.getByRole('banner').count()).toBe(0);
      const fullCounter = dialog.locator('p[aria-live]');
      await expect.poll(() => fullCounter.innerText()).toBe('1 / 4');
      await dialog.getByRole('button', { name: language === 'ar' ? 'الصورة التالية' : 'Next photo' }).click();
      await expect.poll(() => fullCounter.innerText()).toBe('2 / 4');
      // The arrow that points the reading way goes forward: left in Arabic, right in English.
      await page.keyboard.press(language === 'ar' ? 'ArrowLeft' : 'ArrowRight');
      await expect.poll(() => fullCounter.innerText()).toBe('3 / 4');
      await page.keyboard.press(language === 'ar' ? 'ArrowRight' : 'ArrowLeft');
      await expect.poll(() => fullCounter.innerText()).toBe('2 / 4');
      // A swipe is a scroll of the snapping track by one photo (towards the end of the line).
      const track = dialog.locator('[aria-roledescription="carousel"]');
      await expect
        .poll(() => track.evaluate((element) => Math.abs(element.scrollLeft) / element.clientWidth))
        .toBe(1);
      await track.evaluate((track) => {
        const sign = getComputedStyle(track).direction === 'rtl' ? -1 : 1;
        track.scrollBy({ left: sign * track.clientWidth, behavior: 'instant' });
      });
      await expect.poll(() => fullCounter.innerText()).toBe('3 / 4');
      await expect
        .poll(() => track.evaluate((element) => Math.abs(element.scrollLeft) / element.clientWidth))
        .toBe(2);
      await page.screenshot({
        path: path.join(import.meta.dirname, 'screenshots', `details-gallery-${language}-${width}.png`),
      });
      if (language === 'ar') expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('banner').waitFor();
      await expect.poll(() => counter(page).innerText()).toBe('3 / 4');
      await close(context);
    });
  }

  it('favourite: a signed-out visitor is asked to sign in; a signed-in one toggles it', async () => {
    const signedOut = await open();
    await signedOut.page.goto(`/RecidenceDetailes/${villa}`);
    await signedOut.page.getByRole('heading', { level: 1 }).waitFor();
    await signedOut.page.locator('main').getByRole('button', { name: 'أضف إلى المفضلة' }).first().click();
    await signedOut.page.waitForURL((url) => url.pathname === '/register');
    await toast(signedOut.page, 'سجّل الدخول لحفظ العقارات في المفضلة').waitFor();
    await close(signedOut.context);

    const { context, page } = await open({ user: visitor });
    await page.goto(`/RecidenceDetailes/${villa}`);
    const heading = page.locator('h1').locator('..');
    await heading.getByRole('button', { name: 'أضف إلى المفضلة' }).click();
    await heading.getByRole('button', { name: 'أزل من المفضلة', pressed: true }).waitFor();
    await page.reload();
    await heading.getByRole('button', { name: 'أزل من المفضلة', pressed: true }).click();
    await heading.getByRole('button', { name: 'أضف إلى المفضلة', pressed: false }).waitFor();
    await close(context);
  });

  it('share copies the link when the browser has no share sheet', async () => {
    const { context, page } = await open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    await context.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await page.goto(`/RecidenceDetailes/${villa}`);
    await page.getByRole('button', { name: 'مشاركة' }).click();
    await toast(page, 'تم نسخ رابط العقار').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${site.server.url}/RecidenceDetailes/${villa}`,
    );
    await close(context);
  });

  it('contact: signed out → sign in; signed in → call, WhatsApp with the ad, and a message toast', async () => {
    const signedOut = await open();
    await signedOut.page.goto(`/RecidenceDetailes/${villa}`);
    const card = signedOut.page.locator('section[aria-labelledby="contact-title"]');
    await card.getByText('سارة').waitFor();
    expect(await card.locator('a[href^="tel:"]').count()).toBe(0);
    expect(await card.locator('a[href^="https://wa.me/"]').count()).toBe(0);
    await card.getByRole('button', { name: 'إرسال رسالة' }).click();
    await signedOut.page.waitForURL((url) => url.pathname === '/register');
    await toast(signedOut.page, 'سجّل الدخول لمراسلة المعلن').waitFor();
    await signedOut.page.goBack();
    await card.getByRole('button', { name: 'سجّل الدخول لإظهار رقم الجوال' }).click();
    await signedOut.page.waitForURL((url) => url.pathname === '/register');
    await signedOut.page.goBack();
    await card.getByRole('button', { name: 'واتساب' }).click();
    await signedOut.page.waitForURL((url) => url.pathname === '/register');
    await toast(signedOut.page, 'سجّل الدخول للتواصل عبر واتساب').waitFor();
    await close(signedOut.context);

    const { context, page } = await open({ user: visitor });
    await page.goto(`/RecidenceDetailes/${villa}`);
    const contact = page.locator('section[aria-labelledby="contact-title"]');
    const call = contact.getByRole('link', { name: /اتصال/ });
    expect(await call.getAttribute('href')).toBe(`tel:${catalogue.owner.e164}`);
    expect(await call.locator('span[dir="ltr"]').innerText()).toBe(catalogue.owner.e164);
    const whatsapp = new URL(
      (await contact.getByRole('link', { name: 'واتساب' }).getAttribute('href')) ?? '',
    );
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(`https://wa.me/${OWNER_WHATSAPP.slice(1)}`);
    expect(whatsapp.searchParams.get('text')).toBe(
      `مرحبًا، أستفسر عن إعلانك «${TITLE}» على منزل: ${site.server.url}/RecidenceDetailes/${villa}`,
    );
    await contact.getByRole('button', { name: 'إرسال رسالة' }).click();
    await page.getByRole('dialog', { name: 'مراسلة المعلن' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/RecidenceDetailes/${villa}`);
    await close(context);
  });

  it('an industrial ad with an agent: its facts, and the agent’s numbers once signed in, in English', async () => {
    const { context, page } = await open({ language: 'en', width: 390 });
    await page.goto(`/industry/${warehouse}`);
    await page.getByRole('heading', { level: 1, name: 'Warehouse for rent in Al Sulay' }).waitFor();
    const facts = page.locator('section[aria-labelledby="facts-title"]');
    for (const text of [
      'Clear height',
      '12 m',
      'Power capacity',
      '500 kVA',
      'Loading docks',
      'Floor load',
      '50 kN/m²',
    ]) {
      await facts.getByText(text, { exact: true }).waitFor();
    }
    await facts.getByText('Licensed', { exact: true }).waitFor();
    await page.getByText('Overhead crane').waitFor();
    const contact = page.locator('section[aria-labelledby="contact-title"]');
    await contact.getByText('Khalid Al Dosari').waitFor();
    await contact.getByText('Real-estate agent').waitFor();
    await contact.getByText('1100012345').waitFor();
    expect(await contact.locator('a[href^="tel:"], a[href^="https://wa.me/"]').count()).toBe(0);
    await contact.getByRole('button', { name: 'WhatsApp' }).waitFor();
    await page.getByText('SAR 350,000').first().waitFor();
    await close(context);

    const signedIn = await open({ language: 'en', width: 390, user: visitor });
    await signedIn.page.goto(`/industry/${warehouse}`);
    const card = signedIn.page.locator('section[aria-labelledby="contact-title"]');
    expect(await card.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+966500000111');
    expect(await card.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/966500000111\?text=/,
    );
    await close(signedIn.context);
  });

  it('the HTML of a signed-out details page carries no contact number, in any digit form (ADR 0024)', async () => {
    for (const [route, numbers] of [
      [`/RecidenceDetailes/${villa}`, [catalogue.owner.e164, OWNER_WHATSAPP]],
      [`/IndustryDetailes/${warehouse}`, [AGENT_PHONE, catalogue.owner.e164, OWNER_WHATSAPP]],
    ] as const) {
      for (const language of ['ar', 'en']) {
        const response = await fetch(`${site.server.url}${route}`, {
          headers: { cookie: `lang=${language}` },
        });
        expect(response.status).toBe(200);
        const html = await response.text();
        // The page is the server's rendering, with its answers for the browser to take over.
        expect(html).toContain('aria-labelledby="contact-title"');
        for (const number of numbers) expect(carriesPhone(html, number)).toBe(false);
      }
    }
  });

  it('a phone’s contact bar: above the home indicator, below the page’s end, and gone on wide screens', async () => {
    for (const [language, dark] of [
      ['ar', false],
      ['en', true],
    ] as const) {
      const { context, page } = await open({ language, width: 390, dark, user: visitor });
      await page.goto(`/RecidenceDetailes/${villa}`);
      const bar = page.locator('[data-contact-bar]');
      const call = bar.getByRole('link', { name: language === 'ar' ? 'اتصال' : 'Call' });
      expect(await call.getAttribute('href')).toBe(`tel:${catalogue.owner.e164}`);
      expect(
        await bar.getByRole('link', { name: language === 'ar' ? 'واتساب' : 'WhatsApp' }).getAttribute('href'),
      ).toMatch(/^https:\/\/wa\.me\/966551234567\?text=/);
      const barBox = await bar.boundingBox();
      expect(barBox && Math.round(barBox.y + barBox.height)).toBe(page.viewportSize()?.height);
      await page.screenshot({
        path: path.join(
          import.meta.dirname,
          'screenshots',
          `details-contact-bar-${language}-390-${dark ? 'dark' : 'light'}.png`,
        ),
      });
      // Scrolled to the end, the page's last line sits above the bar, not under it.
      // Sections below the fold load as they come into view and lengthen the page, so scroll again
      // until the end stays the end.
      const barTop = await bar.evaluate((element) => element.getBoundingClientRect().top);
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              const texts = [...document.querySelectorAll('footer *')].filter(
                (element) => element.children.length === 0 && element.getBoundingClientRect().height > 0,
              );
              return Math.max(...texts.map((element) => element.getBoundingClientRect().bottom));
            }),
          { timeout: 15_000 },
        )
        .toBeLessThanOrEqual(barTop);
      await page.screenshot({
        path: path.join(
          import.meta.dirname,
          'screenshots',
          `details-contact-bar-end-${language}-390-${dark ? 'dark' : 'light'}.png`,
        ),
      });
      expect(await seriousViolations(page)).toEqual([]);
      await bar.getByRole('button', { name: language === 'ar' ? 'مراسلة' : 'Message' }).click();
      await page.getByRole('dialog').waitFor();
      await page.setViewportSize({ width: 1280, height: 900 });
      await expect.poll(() => bar.isVisible()).toBe(false);
      await close(context);
    }

    const signedOut = await open({ width: 390 });
    await signedOut.page.goto(`/RecidenceDetailes/${villa}`);
    const bar = signedOut.page.locator('[data-contact-bar]');
    expect(await bar.locator('a[href^="tel:"], a[href^="https://wa.me/"]').count()).toBe(0);
    await bar.getByRole('button', { name: 'اتصال' }).click();
    await signedOut.page.waitForURL((url) => url.pathname === '/register');
    await toast(signedOut.page, 'سجّل الدخول لإظهار رقم الجوال').waitFor();
    await close(signedOut.context);

    // An advertiser without WhatsApp: no WhatsApp button to sign in for, signed out either.
    for (const [language, dark] of [
      ['ar', false],
      ['en', true],
    ] as const) {
      const plain = await open({ language, width: 390, dark });
      await plain.page.goto(`/IndustryDetailes/${withoutWhatsapp}`);
      const plainBar = plain.page.locator('[data-contact-bar]');
      await plainBar.getByRole('button').first().waitFor();
      expect(await plainBar.getByRole('button').allInnerTexts()).toEqual(
        language === 'ar' ? ['اتصال', 'مراسلة'] : ['Call', 'Message'],
      );
      await plain.page.screenshot({
        path: path.join(
          import.meta.dirname,
          'screenshots',
          `details-contact-bar-no-whatsapp-${language}-390-${dark ? 'dark' : 'light'}.png`,
        ),
      });
      await close(plain.context);
    }

    const mine = await open({ width: 390, user: catalogue.owner });
    await mine.page.goto(`/RecidenceDetailes/${villa}`);
    await mine.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await mine.page.locator('[data-contact-bar]').count()).toBe(0);
    await close(mine.context);
  });

  it('the owner sees the status and the reason for rejection; others get the not-found state', async () => {
    const { context, page } = await open({ user: catalogue.owner });
    await page.goto(`/RecidenceDetailes/${rejected}`);
    const notice = page.locator('section[aria-labelledby="owner-status"]');
    await notice.getByText('مرفوض').waitFor();
    await notice.getByText('الصور لا تخص العقار المعلن عنه').waitFor();
    await page.getByText('هذا إعلانك').waitFor();
    await page.getByText('لم يضف المعلن صورًا لهذا العقار بعد').waitFor();
    await page.screenshot({
      path: path.join(import.meta.dirname, 'screenshots', 'details-owner-rejected-ar-1280-light.png'),
    });
    await close(context);

    for (const urlPath of [
      `/RecidenceDetailes/${rejected}`,
      `/IndustryDetailes/${villa}`,
      '/Property/987654',
    ]) {
      const stranger = await open({ user: visitor, width: 390 });
      const response = await stranger.page.goto(urlPath);
      // Rendered on the server with its not-found state, and the status that says so.
      expect(response?.status(), urlPath).toBe(404);
      await stranger.page.getByRole('heading', { level: 1, name: 'لم نجد هذا العقار' }).waitFor();
      expect(await stranger.page.getByText('شقة مرفوضة').count()).toBe(0);
      await close(stranger.context);
    }
  });

  it('a similar ad opens at its top; Leaflet is not loaded by the home page', async () => {
    const { context, page } = await open({ width: 1280 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /LocationMap|leaflet/i.test(url))).toEqual([]);

    await page.goto(`/RecidenceDetailes/${villa}`);
    const similarSection = page.locator('section[aria-labelledby="similar-title"]');
    await similarSection.scrollIntoViewIfNeeded();
    await similarSection.getByRole('link', { name: 'فيلا مشابهة رقم 2' }).click();
    await page.waitForURL(`**/RecidenceDetailes/${similar[1]}`);
    await page.getByRole('heading', { level: 1, name: 'فيلا مشابهة رقم 2' }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await close(context);
  });
});

describe('property details: the ad licence', () => {
  it('shows the number and a QR code linking to the authority, and says "licensed" only when verified', async () => {
    // 76…: valid at the development verifier, whose licence names its own area (300 m²) and price.
    const licensed = (
      await catalogue.save('residence', { titleAr: 'فيلا بترخيص موثّق', adLicenseNumber: '7600000001' })
    ).id;
    const licence = (page: Page) => page.locator('section[aria-labelledby="licence-title"]');
    for (const language of ['ar', 'en'] as const) {
      const { context, page } = await open({ language, width: 390 });
      await page.goto(`/RecidenceDetailes/${licensed}`);
      const card = licence(page);
      await card.getByText('7600000001', { exact: true }).waitFor();
      const qr = card.getByRole('img', {
        name: language === 'ar' ? 'رمز QR لترخيص الإعلان' : 'QR code of the ad licence',
      });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      // The image is the link to the authority's page for this licence.
      const link = card.getByRole('link', {
        name: language === 'ar' ? 'رمز QR لترخيص الإعلان' : 'QR code of the ad licence',
      });
      expect(await link.getAttribute('href')).toBe(
        'https://rega.gov.sa/ad-licenses/verify?number=7600000001',
      );
      await card.getByText(language === 'ar' ? 'مرخّص' : 'Licensed', { exact: true }).waitFor();
      // The authority's area and price, beside the owner's 450 m² and 2,500,000.
      await card.getByText(language === 'ar' ? 'المساحة في الترخيص' : 'Area on the licence').waitFor();
      await card.getByText(language === 'ar' ? 'السعر في الترخيص' : 'Price on the licence').waitFor();
      await close(context);
    }

    // The authority cancelled it: the same page no longer says "licensed".
    await site.server.deps.db
      .update(adLicenceChecks)
      .set({ state: 'cancelled' })
      .where(eq(adLicenceChecks.propertyId, licensed));
    const { context, page } = await open({ width: 1280 });
    await page.goto(`/RecidenceDetailes/${licensed}`);
    const card = licence(page);
    await card.getByText('ترخيص هذا الإعلان ملغى').waitFor();
    expect(await card.getByText('مرخّص', { exact: true }).count()).toBe(0);
    expect(await card.getByText('مرخّص من الهيئة العامة للعقار').count()).toBe(0);
    await card.getByRole('img', { name: 'رمز QR لترخيص الإعلان' }).waitFor();
    await close(context);
  });
});
