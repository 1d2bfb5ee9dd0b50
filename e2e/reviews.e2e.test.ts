import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactOwner } from '../server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { looksToCheck, tagOfLook } from './support/looks.js';
import { toast } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import * as account from '../contract/endpoints/account.js';
import * as messagesApi from '../contract/endpoints/messages.js';
import * as reviewsApi from '../contract/endpoints/reviews.js';
import { useSite } from './support/site.js';
import { useCatalogue } from './support/catalogue.js';
import { openWithoutTiles, realErrors, type ReaderOptions } from './support/reader-page.js';

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let reviewerB: SignedIn;
let reviewerC: SignedIn;
let latecomer: SignedIn;
let villa: number;
let busy: number;

const TITLE = 'فيلا مع حديقة في حي الملقا';
const TITLE_EN = 'Villa with a garden in Al Malqa';
const COMMENT = 'موقع ممتاز وتشطيب نظيف، والمالك متعاون في المعاينة.';
const EDITED = 'Good location, but the street is noisy at night.';
const BUSY_REVIEWS = 7;
const shotsDir = path.join(import.meta.dirname, 'screenshots');

beforeAll(async () => {
  [reviewerB, reviewerC, latecomer] = await Promise.all([
    signIn(site.server),
    signIn(site.server),
    signIn(site.server),
  ]);
  await site.server.send(
    account.updateProfile,
    { body: { fullName: 'نورة القحطاني' } },
    { token: reviewerB.token },
  );
  villa = (await catalogue.save('residence', { titleAr: TITLE, titleEn: TITLE_EN })).id;
  busy = (await catalogue.save('residence', { titleAr: 'شقة كثيرة التقييمات' })).id;
  // Only someone who wrote to the advertiser may review (issue 19).
  for (const reviewer of [reviewerB, reviewerC, latecomer]) await contactOwner(site.server, reviewer, villa);
  const writers = await Promise.all(Array.from({ length: BUSY_REVIEWS }, () => signIn(site.server)));
  for (const [index, writer] of writers.entries()) {
    await contactOwner(site.server, writer, busy);
    await site.server.send(
      account.updateProfile,
      { body: { fullName: `Reviewer${index + 1} Test` } },
      { token: writer.token },
    );
    const answer = await site.server.send(
      reviewsApi.addReview,
      { body: { propertyId: busy, rating: (index % 5) + 1, comment: `Comment number ${index + 1}` } },
      { token: writer.token },
    );
    if (answer.status !== 201) throw new Error(`addreview answered ${answer.status}`);
    site.server.clock.advance(61);
  }
});

const open = (options: ReaderOptions = {}) => openWithoutTiles(site, options);

const section = (page: Page) => page.locator('section#reviews');
const cards = (page: Page) => section(page).getByRole('article');

/** Opens an ad and brings its reviews section into view (the list loads only then). */
async function openReviews(page: Page, id = villa): Promise<Locator> {
  await page.goto(`/RecidenceDetailes/${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await section(page).scrollIntoViewIfNeeded();
  return section(page);
}

const noOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('reviews on the details page', () => {
  it('signed out: the server renders the empty state; the button sends to sign in', async () => {
    const html = await (
      await fetch(`${site.server.url}/RecidenceDetailes/${villa}`, { headers: { cookie: 'lang=ar' } })
    ).text();
    expect(html).toContain('id="reviews"');
    expect(html).toContain('لا توجد تقييمات بعد');

    const { context, page, consoleErrors } = await open({ width: 390 });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(reviewsApi.listReviews.path)) requests.push(request.url());
    });
    const reviews = await openReviews(page);
    await reviews.getByText('لا توجد تقييمات بعد').waitFor();
    await reviews.getByText('كن أول من يشارك تقييمه').waitFor();
    await reviews.screenshot({ path: path.join(shotsDir, 'reviews-empty-ar-390-light.png') });
    await reviews.getByRole('button', { name: 'اكتب تقييمًا' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await toast(page, 'سجّل الدخول لتقييم هذا العقار').waitFor();
    // An ad without reviews has no list to ask for.
    expect(requests).toEqual([]);
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('B writes a 4-star review with the keyboard (Arabic, right to left)', async () => {
    const { context, page, consoleErrors } = await open({ user: reviewerB });
    const reviews = await openReviews(page);
    const write = reviews.getByRole('button', { name: 'اكتب تقييمًا' });
    await write.click();
    const dialog = page.getByRole('dialog', { name: 'قيّم هذا العقار' });
    await dialog.waitFor();
    const group = dialog.getByRole('radiogroup', { name: 'تقييمك للعقار' });
    const first = group.getByRole('radio', { name: '1 من 5 نجوم' });
    await expect.poll(() => first.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await group.getByRole('radio', { checked: true }).count()).toBe(0);

    // Submitting without stars asks for them first.
    await dialog.getByRole('button', { name: 'نشر التقييم' }).click();
    await dialog.getByText('اختر عدد النجوم أولًا').waitFor();

    // In Arabic the left arrow goes up the scale, the right arrow down.
    await page.keyboard.press('ArrowLeft');
    await group.getByRole('radio', { name: '2 من 5 نجوم', checked: true }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await group.getByRole('radio', { name: '5 من 5 نجوم', checked: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    const four = group.getByRole('radio', { name: '4 من 5 نجوم', checked: true });
    await four.waitFor();
    expect(await four.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(
      await group.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.tabIndex)),
    ).toEqual([-1, -1, -1, 0, -1]);
    // The first star sits at the start of the line: the right in Arabic.
    const box1 = await group.getByRole('radio', { name: '1 من 5 نجوم' }).boundingBox();
    const box5 = await group.getByRole('radio', { name: '5 من 5 نجوم' }).boundingBox();
    expect(box1!.x).toBeGreaterThan(box5!.x);
    await dialog.getByText('جيد جدًا').waitFor();
    await group.screenshot({ path: path.join(shotsDir, 'reviews-stars-focus-ar-1280-light.png') });
    expect(await dialog.getByText('اختر عدد النجوم أولًا').count()).toBe(0);

    await page.keyboard.press('Tab');
    const comment = dialog.getByLabel('تعليقك (اختياري)');
    expect(await comment.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(COMMENT);
    await dialog.getByText(`${COMMENT.length} / 1,000`).waitFor();
    await page.screenshot({ path: path.join(shotsDir, 'reviews-dialog-new-ar-1280-light.png') });
    await dialog.getByRole('button', { name: 'نشر التقييم' }).click();
    await toast(page, 'شكرًا لك، نُشر تقييمك').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await expect.poll(() => cards(page).count()).toBe(1);
    const card = cards(page).first();
    await card.getByRole('heading', { name: 'نورة' }).waitFor();
    await card.getByText(COMMENT).waitFor();
    await card.getByText('تقييمك', { exact: true }).waitFor();
    await card.getByRole('img', { name: '4 من 5 نجوم' }).waitFor();
    expect(await card.getByText(COMMENT).getAttribute('dir')).toBe('auto');
    await reviews.getByRole('img', { name: 'متوسط التقييم 4.0 من 5' }).waitFor();
    await reviews.getByText('4.0', { exact: true }).waitFor();
    await reviews.getByText('تقييم واحد').waitFor();
    await reviews.getByRole('button', { name: 'عدّل تقييمك' }).waitFor();
    // The ad's heading follows, and links to the section.
    const headingRating = page.getByRole('link', { name: 'التقييم 4.0 من 5 (عدد التقييمات: 1)' });
    await headingRating.waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await headingRating.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('reviews');
    expect(new URL(page.url()).hash).toBe('');
    expect(realErrors(consoleErrors)).toEqual([]);
    await context.close();
  });

  it('B edits the review to 2 stars (English, left to right): still one review', async () => {
    // Tokens live 15 minutes on this clock too: every step here stays well inside that.
    site.server.clock.advance(120);
    const { context, page } = await open({ user: reviewerB, language: 'en', width: 390 });
    const reviews = await openReviews(page);
    await reviews.getByText('4.0', { exact: true }).waitFor();
    await reviews.getByRole('button', { name: 'Edit your review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit your review' });
    await dialog.waitFor();
    const group = dialog.getByRole('radiogroup', { name: 'Your rating' });
    const four = group.getByRole('radio', { name: '4 of 5 stars', checked: true });
    await four.waitFor();
    await expect.poll(() => four.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await dialog.getByLabel('Your comment (optional)').inputValue()).toBe(COMMENT);
    // In English the left arrow goes down; Home and End reach the ends.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await group.getByRole('radio', { name: '2 of 5 stars', checked: true }).waitFor();
    await page.keyboard.press('End');
    await group.getByRole('radio', { name: '5 of 5 stars', checked: true }).waitFor();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await group.getByRole('radio', { name: '2 of 5 stars', checked: true }).waitFor();
    const box1 = await group.getByRole('radio', { name: '1 of 5 stars' }).boundingBox();
    const box5 = await group.getByRole('radio', { name: '5 of 5 stars' }).boundingBox();
    expect(box1!.x).toBeLessThan(box5!.x);
    await dialog.getByLabel('Your comment (optional)').fill(EDITED);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Your review has been updated').waitFor();
    await dialog.waitFor({ state: 'detached' });

    await reviews.getByText('2.0', { exact: true }).waitFor();
    await reviews.getByText('1 review', { exact: true }).waitFor();
    expect(await cards(page).count()).toBe(1);
    const card = cards(page).first();
    await card.getByText(EDITED).waitFor();
    await card.getByText('Edited').waitFor();
    await card.getByRole('img', { name: '2 of 5 stars' }).waitFor();
    // Escape closes the dialog and gives the focus back to its button.
    await reviews.getByRole('button', { name: 'Edit your review' }).click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Edit your review');
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('C, without a name, gives 5 stars by click: average 3.5 of two reviews, newest first', async () => {
    site.server.clock.advance(60);
    const { context, page } = await open({ user: reviewerC, width: 390 });
    const reviews = await openReviews(page);
    await reviews.getByRole('button', { name: 'اكتب تقييمًا' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '5 من 5 نجوم' }).click();
    await dialog.getByText('ممتاز').waitFor();
    await dialog.getByRole('button', { name: 'نشر التقييم' }).click();
    await toast(page, 'شكرًا لك، نُشر تقييمك').waitFor();

    await reviews.getByText('3.5', { exact: true }).waitFor();
    await reviews.getByText('تقييمان').waitFor();
    await expect.poll(() => cards(page).count()).toBe(2);
    await cards(page).first().getByRole('heading', { name: 'أحد مستخدمي منزل' }).waitFor();
    await cards(page).first().getByText('تقييمك', { exact: true }).waitFor();
    await cards(page).nth(1).getByRole('heading', { name: 'نورة' }).waitFor();
    expect(await cards(page).nth(1).getByText('تقييمك', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'التقييم 3.5 من 5 (عدد التقييمات: 2)' }).waitFor();
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('the owner reads the reviews and has no button to write one, only to report them', async () => {
    const { context, page } = await open({ user: catalogue.owner });
    const reviews = await openReviews(page);
    await expect.poll(() => cards(page).count()).toBe(2);
    await reviews.getByText('3.5', { exact: true }).waitFor();
    // No button to write one; each review can be reported (issue 19), and nothing else.
    expect(await reviews.getByRole('button', { name: 'اكتب تقييمًا' }).count()).toBe(0);
    const reports = reviews.getByRole('button', { name: /^الإبلاغ عن تقييم / });
    expect(await reports.count()).toBe(2);
    expect(await reviews.getByRole('button').count()).toBe(2);
    await context.close();
  });

  it('a comment over 1000 characters: the counter warns and the server’s message shows', async () => {
    const { context, page } = await open({ user: latecomer, width: 390 });
    const reviews = await openReviews(page);
    await expect.poll(() => cards(page).count()).toBe(2);
    await reviews.getByRole('button', { name: 'اكتب تقييمًا' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '3 من 5 نجوم' }).click();
    const comment = dialog.getByLabel('تعليقك (اختياري)');
    await comment.fill('ب'.repeat(1001));
    await dialog.getByText('تجاوزت الحد المسموح به · 1,001 / 1,000').waitFor();
    expect(await comment.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByRole('button', { name: 'نشر التقييم' }).click();
    const message = dialog.getByRole('alert').filter({ hasText: 'التعليق طويل جدًا، الحد الأقصى 1000 حرف' });
    await message.waitFor();
    await expect.poll(() => comment.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await page.screenshot({ path: path.join(shotsDir, 'reviews-dialog-too-long-ar-390-light.png') });
    await comment.fill('ب'.repeat(1000));
    await dialog.getByRole('button', { name: 'نشر التقييم' }).click();
    await toast(page, 'شكرًا لك، نُشر تقييمك').waitFor();
    await expect.poll(() => cards(page).count()).toBe(3);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('many reviews: fetched near the screen, five at a time, "show more" for the rest', async () => {
    const { context, page } = await open({ language: 'en', width: 390 });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(reviewsApi.listReviews.path)) requests.push(request.url());
    });
    await page.goto(`/RecidenceDetailes/${busy}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await section(page).scrollIntoViewIfNeeded();
    await expect.poll(() => cards(page).count()).toBe(5);
    expect(requests).toHaveLength(1);
    await section(page).getByText('7 reviews', { exact: true }).waitFor();
    await section(page).getByText('2.6', { exact: true }).waitFor();
    const names = () => cards(page).getByRole('heading').allInnerTexts();
    expect(await names()).toEqual(['Reviewer7', 'Reviewer6', 'Reviewer5', 'Reviewer4', 'Reviewer3']);
    await section(page).getByRole('button', { name: 'Show more reviews' }).click();
    await expect.poll(() => cards(page).count()).toBe(7);
    expect((await names()).slice(5)).toEqual(['Reviewer2', 'Reviewer1']);
    expect(await section(page).getByRole('button', { name: 'Show more reviews' }).count()).toBe(0);
    await context.close();
  });
});

describe('a reader the advertiser has not answered yet', () => {
  const waiting = {
    ar: 'يمكنك تقييم هذا الإعلان بعد أن يرد عليك المعلن عبر منزل، أو بعد أن يؤكد أنك من عملائه.',
    en: 'You can review this ad once the advertiser has replied to you through Manzil, or confirmed you as a client.',
  };
  const write = { ar: 'اكتب تقييمًا', en: 'Write a review' };

  it('sees why instead of the button in every look; once answered, the button', async () => {
    const asker = await signIn(site.server);
    const asked = await site.server.send(
      messagesApi.sendPropertyMessage,
      { body: { propertyId: busy, message: 'هل ما زالت متاحة؟' } },
      { token: asker.token },
    );
    expect(asked.status).toBe(201);
    for (const look of looksToCheck()) {
      const name = tagOfLook(look);
      const { context, page, consoleErrors } = await open({ ...look, user: asker });
      const reviews = await openReviews(page, busy);
      await reviews.getByText(waiting[look.language]).waitFor();
      expect(await reviews.getByRole('button', { name: write[look.language] }).count()).toBe(0);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await reviews.screenshot({ path: path.join(shotsDir, `reviews-awaiting-reply-${name}.png`) });
      if (!look.dark) expect(await seriousViolations(page, 'section#reviews')).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    }

    const answered = await site.server.send(
      messagesApi.sendPropertyMessage,
      { body: { propertyId: busy, message: 'نعم، متاحة', receiverId: asker.userId } },
      { token: catalogue.owner.token },
    );
    expect(answered.status).toBe(201);
    const { context, page } = await open({ user: asker });
    const reviews = await openReviews(page, busy);
    await reviews.getByRole('button', { name: write.ar }).waitFor();
    expect(await reviews.getByText(waiting.ar).count()).toBe(0);
    await context.close();
  }, 120_000);
});

describe('reviews: look in both languages, themes and widths', () => {
  for (const { language, width, dark } of looksToCheck()) {
    const name = `${language}-${width}-${dark ? 'dark' : 'light'}`;
    it(`${name}: the section and the open dialog, no overflow, axe`, async () => {
      const { context, page, consoleErrors } = await open({ language, width, dark, user: reviewerB });
      const reviews = await openReviews(page);
      await expect.poll(() => cards(page).count()).toBe(3);
      await page.evaluate(() => document.fonts.ready);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await reviews.screenshot({ path: path.join(shotsDir, `reviews-section-${name}.png`) });
      expect(await seriousViolations(page, 'section#reviews')).toEqual([]);

      await reviews
        .getByRole('button', { name: language === 'ar' ? 'عدّل تقييمك' : 'Edit your review' })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await dialog.getByRole('radio', { checked: true }).waitFor();
      await page.screenshot({ path: path.join(shotsDir, `reviews-dialog-${name}.png`) });
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await seriousViolations(page, 'dialog')).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }
});
