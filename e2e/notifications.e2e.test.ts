import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as messages from '../contract/endpoints/messages.js';
import * as notifications from '../contract/endpoints/notifications.js';
import { newSaudiMobile, signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { looksToCheck, PAIRWISE_LOOKS, tagOfLook } from './support/looks.js';
import { acceptTermsAndVerify } from './support/consent.js';
import { useSite } from './support/site.js';
import { reachVerifyScreen } from './support/sms-sign-in.js';
import { badge, bell, openWithLiveBell, panel } from './support/bell.js';
import { useCatalogue } from './support/catalogue.js';
import { userStorage } from './support/user-session.js';

const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let visitor: SignedIn;
let villa: number;
let warehouse: number;

const VILLA_TITLE = 'فيلا للبيع في حي الياسمين';
const SHOTS = path.join(import.meta.dirname, 'screenshots');

beforeAll(async () => {
  visitor = await signIn(site.server);
  villa = (await catalogue.save('residence', { titleAr: VILLA_TITLE })).id;
  warehouse = (await catalogue.save('industry')).id;
});

async function sendMessage(from: SignedIn, propertyId: number, message: string) {
  const answer = await site.server.send(
    messages.sendPropertyMessage,
    { body: { propertyId, message } },
    { token: from.token },
  );
  if (answer.status !== 201) throw new Error(`sendPropertyMessage answered ${answer.status}`);
}

describe('the notification panel', () => {
  it('B messages A’s ad: A’s badge rises live, the item opens the ad, mark all read, paging', async () => {
    const { context, page, consoleErrors } = await site.open({ storage: userStorage(catalogue.owner) });
    await openWithLiveBell(page, '/');
    expect(await badge(page).count()).toBe(0);

    const { context: visitorContext, page: visitorPage } = await site.open({
      storage: userStorage(visitor),
    });
    await visitorPage.goto(`/RecidenceDetailes/${villa}`);
    await visitorPage.getByRole('button', { name: 'إرسال رسالة' }).click();
    const composer = visitorPage.getByRole('dialog');
    await composer.getByLabel('رسالتك').fill('السلام عليكم، هل الفيلا متاحة للمعاينة يوم السبت؟');
    await composer.getByRole('button', { name: 'إرسال', exact: true }).click();

    // No reload: the stream brings the notification, the badge and a toast appear.
    await badge(page).getByText('1', { exact: true }).waitFor();
    await page.locator('[data-sonner-toast]', { hasText: 'رسالة جديدة' }).waitFor();
    expect(await bell(page).getAttribute('aria-label')).toBe('الإشعارات، إشعار واحد غير مقروء');

    await bell(page).click();
    await panel(page).getByRole('heading', { name: 'الإشعارات' }).waitFor();
    const item = panel(page).getByRole('listitem').first();
    await item.getByText('عقار سكني').waitFor();
    expect(await item.textContent()).toContain(VILLA_TITLE);
    await panel(page).getByText('إشعار واحد إجمالي').waitFor();
    await item.getByRole('button').first().click();
    await page.waitForURL(`**/RecidenceDetailes/${villa}`);
    await page.getByRole('heading', { level: 1, name: VILLA_TITLE }).waitFor();
    expect(await panel(page).count()).toBe(0);
    await badge(page).waitFor({ state: 'detached' });

    // Five more people write, about both ads: the badge counts the unread items of the page (4).
    const others = await Promise.all(Array.from({ length: 5 }, () => signIn(site.server)));
    for (const [index, other] of others.entries()) {
      await sendMessage(other, index % 2 === 0 ? warehouse : villa, `استفسار رقم ${index + 1}`);
    }
    await badge(page).getByText('4', { exact: true }).waitFor();

    await bell(page).click();
    await panel(page).getByText('الصفحة 1 من 2').waitFor();
    await panel(page).getByText('6 إشعارات إجمالي').waitFor();
    await panel(page).getByText('عقار صناعي').first().waitFor();
    expect(await panel(page).getByRole('listitem').count()).toBe(4);
    await page.screenshot({ path: path.join(SHOTS, 'notifications-ar-1280-light.png') });

    const markAll = panel(page).getByRole('button', { name: 'مقروء الكل' });
    const marked = page.waitForResponse((response) =>
      response.url().includes(notifications.readNotifications.path),
    );
    await markAll.click();
    // The change shows before the server answers; the list is refetched after.
    await badge(page).waitFor({ state: 'detached' });
    expect((await marked).status()).toBe(200);
    expect(await markAll.isDisabled()).toBe(true);

    await panel(page).getByRole('button', { name: 'التالي' }).click();
    await panel(page).getByText('الصفحة 2 من 2').waitFor();
    expect(await panel(page).getByRole('listitem').count()).toBe(2);
    // Page 2 holds the oldest of the five (unread) and B's message, read by the click.
    await badge(page).getByText('1', { exact: true }).waitFor();
    await panel(page).getByRole('button', { name: 'تحديد كمقروء' }).click();
    await badge(page).waitFor({ state: 'detached' });
    expect(await panel(page).getByRole('button', { name: 'التالي' }).isDisabled()).toBe(true);
    await panel(page).getByRole('button', { name: 'السابق' }).click();
    await panel(page).getByText('الصفحة 1 من 2').waitFor();

    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
    expect(await bell(page).evaluate((button) => button === document.activeElement)).toBe(true);

    const unread = await site.server.send(
      notifications.listNotifications,
      { query: { PageSize: 4, PageNumber: 0 } },
      { token: catalogue.owner.token },
    );
    expect(unread.body.unreadCount).toBe(0);
    expect(consoleErrors).toEqual([]);
    await visitorContext.close();
    await context.close();
  });

  it('reads in English, and looks right at 390 and 1280 px in light and dark', async () => {
    const reader = await signIn(site.server);
    const writers = await Promise.all(Array.from({ length: 5 }, () => signIn(site.server)));
    const ad = (await catalogue.save('residence', {}, reader)).id;
    for (const [index, writer] of writers.entries()) await sendMessage(writer, ad, `سؤال ${index + 1}`);

    for (const { language, width, dark } of looksToCheck()) {
      const { context, page } = await site.open({
        width,
        dark,
        storage: userStorage(reader, language),
      });
      await page.goto('/');
      await bell(page).click();
      const heading = language === 'ar' ? 'الإشعارات' : 'Notifications';
      await panel(page).getByRole('heading', { name: heading }).waitFor();
      await panel(page).getByRole('listitem').nth(3).waitFor();
      if (language === 'en') {
        await panel(page).getByText('Page 1 of 2').waitFor();
        await panel(page).getByText('5 notifications in total').waitFor();
        await panel(page).getByText('Residential property').first().waitFor();
        expect(await panel(page).getByRole('listitem').first().textContent()).toContain('New message');
      }
      const box = await panel(page).boundingBox();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width);
      const theme = dark ? 'dark' : 'light';
      await page.screenshot({
        path: path.join(SHOTS, `notifications-${language}-${width}-${theme}.png`),
      });
      await context.close();
    }
  });
});

describe('push permission at sign-in', () => {
  const texts = {
    ar: { off: 'الإشعارات متوقفة في هذا المتصفح', how: 'اسمح بالإشعارات لهذا الموقع من إعدادات المتصفح' },
    en: {
      off: 'Notifications are off in this browser',
      how: 'allow notifications for this site in your browser',
    },
  };

  /** Register → code → consent, as a reader does; lands on the home page signed in. */
  async function signInOnScreen(page: Page) {
    const phone = newSaudiMobile();
    await reachVerifyScreen(page, phone.national);
    await page.keyboard.type(await site.server.lastCode(phone.e164));
    await page.locator('form button[type=submit]').click();
    await acceptTermsAndVerify(page);
    await page.waitForURL(site.server.url + '/');
    await bell(page).waitFor();
  }

  it('a refused permission: sign-in continues and a plain information note says how to turn them on, once', async () => {
    for (const look of PAIRWISE_LOOKS) {
      const { context, page, consoleErrors } = await site.open({
        width: look.width,
        dark: look.dark,
        storage: { language: look.language },
      });
      const { off, how } = texts[look.language];
      // Headless Chromium refuses every permission prompt, as a reader pressing "Block" would.
      await signInOnScreen(page);
      const note = page.locator('[data-sonner-toast]', { hasText: off });
      await note.waitFor();
      expect(await note.getAttribute('data-type')).toBe('info');
      expect(await note.textContent()).toContain(how);
      expect(await note.textContent()).not.toMatch(/FCM|token/i);
      expect(await page.locator('[data-sonner-toast][data-type=error]').count()).toBe(0);
      await page.screenshot({ path: path.join(SHOTS, `push-off-note-${tagOfLook(look)}.png`) });
      expect(await page.evaluate(() => Notification.permission)).toBe('denied');
      expect(await page.evaluate(() => localStorage.getItem('Token'))).toBeTruthy();
      expect(await page.evaluate(() => localStorage.getItem('fcmToken'))).toBeNull();

      // Signed out and in again (another phone, the same browser): the note was said already.
      await page.evaluate(() => {
        localStorage.removeItem('Token');
        localStorage.removeItem('refreshToken');
      });
      await signInOnScreen(page);
      expect(await page.locator('[data-sonner-toast][data-type=info]').count()).toBe(0);
      // The consent step is a 422 on the code (Chromium logs it); nothing else may fail.
      expect(consoleErrors.filter((error) => !error.includes('status of 422'))).toEqual([]);
      await context.close();
    }
  });
});
