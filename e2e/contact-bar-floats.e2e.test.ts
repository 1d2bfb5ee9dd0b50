import path from 'node:path';
import type { Locator } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as account from '../contract/endpoints/account.js';
import type { Language } from '../contract/common.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { toast } from './support/browser.js';
import { looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { servePlainTiles } from './support/map-tiles.js';
import { useSite } from './support/site.js';
import { useCatalogue } from './support/catalogue.js';
import { userStorage } from './support/user-session.js';

/**
 * Issue 31 item 3: on a phone the compare tray covered "اتصال" and the message button of a details
 * page's contact bar. What floats at the bottom (the compare tray, toasts) stacks above the bar, and
 * every button of the bar takes a real click with the tray open; on a desktop, the contact card's.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
let visitor: SignedIn;
let viewed: number;
const compared: number[] = [];

const SHOTS = path.join(import.meta.dirname, 'screenshots');

const TEXT = {
  ar: {
    contact: 'تواصل مع المعلن',
    call: 'اتصال',
    whatsapp: 'واتساب',
    message: 'مراسلة',
    /** The signed-out contact card's three actions (desktops). */
    card: ['سجّل الدخول لإظهار رقم الجوال', 'واتساب', 'إرسال رسالة'],
    /** The toast each one leaves on the sign-in page. */
    signIn: ['سجّل الدخول لإظهار رقم الجوال', 'سجّل الدخول للتواصل عبر واتساب', 'سجّل الدخول لمراسلة المعلن'],
    compare: 'أضف إلى المقارنة',
    full: 'يمكن مقارنة 4 إعلانات على الأكثر',
    tray: 'قارن الإعلانات المختارة',
  },
  en: {
    contact: 'Contact the advertiser',
    call: 'Call',
    whatsapp: 'WhatsApp',
    message: 'Message',
    card: ['Sign in to see the phone number', 'WhatsApp', 'Send a message'],
    signIn: [
      'Sign in to see the phone number',
      'Sign in to contact the advertiser on WhatsApp',
      'Sign in to message the advertiser',
    ],
    compare: 'Add to comparison',
    full: 'At most 4 ads can be compared',
    tray: 'Compare the chosen ads',
  },
} satisfies Record<Language, Record<string, string | string[]>>;

beforeAll(async () => {
  visitor = await signIn(site.server);
  await site.server.send(
    account.updateProfile,
    { body: { fullName: 'سارة العتيبي', whatsapp: '+966501234567' } },
    { token: catalogue.owner.token },
  );
  const ad = async (n: number) =>
    (
      await catalogue.save('residence', {
        titleAr: `فيلا رقم ${n}`,
        titleEn: `Villa number ${n}`,
        price: 1_000_000 + n,
      })
    ).id;
  for (let n = 1; n <= 4; n++) compared.push(await ad(n));
  viewed = await ad(5);
});

async function open(look: Look, signedIn: boolean) {
  const opened = await site.open({
    width: look.width,
    dark: look.dark,
    storage: {
      language: look.language,
      compareIds: JSON.stringify(compared),
      ...(signedIn ? userStorage(visitor) : {}),
    },
  });
  await servePlainTiles(opened.page);
  await opened.page.goto(`/RecidenceDetailes/${viewed}`);
  return opened;
}

/** The element a finger at the middle of `target` would touch is `target` or inside it. */
const takesTouchAtCentre = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

/** The vertical extent of what `target` shows. */
async function extent(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('not shown');
  return { top: box.y, bottom: box.y + box.height };
}

describe('the compare tray and toasts stack above the contact bar', () => {
  for (const look of looksToCheck()) {
    const { language, width } = look;
    const t = TEXT[language];
    const phone = width < 640;

    it(`${tagOfLook(look)}: signed out, each of Call, WhatsApp and Message takes a real click with the tray open`, async () => {
      const { context, page, consoleErrors } = await open(look, false);
      const tray = page.getByRole('complementary', { name: t.tray });
      await tray.waitFor();
      const bar = page.locator('[data-contact-bar]');
      // Phones: the bar at the screen's foot; desktops: the contact card, scrolled to the screen's foot.
      const scope = phone ? bar : page.getByRole('region', { name: t.contact });
      const names = phone ? [t.call, t.whatsapp, t.message] : t.card;
      for (const [index, name] of names.entries()) {
        const action = scope.getByRole('button', { name, exact: true });
        await action.waitFor();
        if (phone) expect((await extent(tray)).bottom).toBeLessThanOrEqual((await extent(bar)).top);
        else await action.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        expect(await takesTouchAtCentre(action)).toBe(true);
        if (index === 0) {
          await page.evaluate(() => document.fonts.ready);
          await page.screenshot({ path: path.join(SHOTS, `contact-bar-tray-${tagOfLook(look)}.png`) });
        }
        // A real click: Playwright refuses it while anything else would take it.
        await action.click();
        await page.waitForURL((url) => url.pathname === '/register');
        await toast(page, t.signIn[index] ?? '').waitFor();
        await page.goBack();
        await tray.waitFor();
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    if (!phone) continue;
    it(`${tagOfLook(look)}: signed in, the numbers' links and Message take touches; a toast shows above the tray and the bar`, async () => {
      const { context, page, consoleErrors } = await open(look, true);
      const bar = page.locator('[data-contact-bar]');
      const tray = page.getByRole('complementary', { name: t.tray });
      await tray.waitFor();
      const call = bar.getByRole('link', { name: t.call });
      const whatsapp = bar.getByRole('link', { name: t.whatsapp });
      const message = bar.getByRole('button', { name: t.message });
      for (const action of [call, whatsapp, message]) {
        await action.waitFor();
        expect(await takesTouchAtCentre(action)).toBe(true);
        await action.click({ trial: true });
      }
      // A fifth ad for a full comparison: the toast that says so floats above the tray and the bar.
      await page.locator('main').getByRole('button', { name: t.compare }).click();
      const note = toast(page, t.full);
      await note.waitFor();
      await expect.poll(async () => (await extent(note)).bottom <= (await extent(tray)).top).toBe(true);
      expect((await extent(tray)).bottom).toBeLessThanOrEqual((await extent(bar)).top);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(SHOTS, `contact-bar-tray-toast-${tagOfLook(look)}.png`) });
      await message.click();
      await page.getByRole('dialog').waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
