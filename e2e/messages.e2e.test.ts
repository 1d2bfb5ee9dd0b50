import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { properties, propertyMessages } from '../server/db/schema/index.js';
import { renderScenePhoto } from '../server/db/seed/scenes/index.js';
import { loadLookups, type Lookups } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd, setName } from '../server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { looksToCheck } from './support/looks.js';
import { toast } from './support/browser.js';
import { seriousViolations } from './support/axe.js';
import * as messages from '../contract/endpoints/messages.js';
import * as propertiesApi from '../contract/endpoints/properties.js';
import { openReader, type ReaderOptions } from './support/reader-page.js';
import { useSite } from './support/site.js';

const site = useSite({ MODERATION: 'off' });
let l: Lookups;
/** Owns the villa and the warehouse. */
let owner: SignedIn;
/** Writes to the owner from the details page. */
let visitor: SignedIn;
/** Has written before, and has no name: the inbox shows a fallback. */
let neighbour: SignedIn;
let villa: number;
let warehouse: number;

const VILLA_AR = 'فيلا فاخرة للبيع في حي النرجس';
const VILLA_EN = 'Luxury villa for sale in Al Narjis';
const WAREHOUSE_AR = 'مستودع للإيجار في السلي';
const SHOTS = path.join(import.meta.dirname, 'screenshots');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function uploadPhoto(token: string, propertyId: number, kind: 'villa' | 'warehouse') {
  const body = new FormData();
  body.append('propertyId', String(propertyId));
  const photo = await renderScenePhoto(kind, 0, { width: 800, height: 600 });
  body.append('files', new Blob([new Uint8Array(photo)]), `${kind}.webp`);
  const answer = await site.server.send(propertiesApi.uploadMedia, { body }, { token });
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}`);
}

async function send(from: SignedIn, propertyId: number, message: string, receiverId?: string) {
  const answer = await site.server.send(
    messages.sendPropertyMessage,
    { body: { propertyId, message, ...(receiverId ? { receiverId } : {}) } },
    { token: from.token },
  );
  if (answer.status !== 201) throw new Error(`sendPropertyMessage answered ${answer.status}`);
}

beforeAll(async () => {
  l = await loadLookups(site.server);
  [owner, visitor, neighbour] = await Promise.all([
    signIn(site.server),
    signIn(site.server),
    signIn(site.server),
  ]);
  await setName(site.server, owner, 'سارة العتيبي');
  await setName(site.server, visitor, 'عمر الشهري');
  villa = await publishedAd(site.server, l, owner, 'residence', { titleAr: VILLA_AR, titleEn: VILLA_EN });
  warehouse = await publishedAd(site.server, l, owner, 'industry', {
    titleAr: WAREHOUSE_AR,
    titleEn: 'Warehouse for rent in Al Sulay',
  });
  await uploadPhoto(owner.token, villa, 'villa');
  await uploadPhoto(owner.token, warehouse, 'warehouse');

  // An older conversation over three days, written straight into the database to date it back.
  const now = site.server.clock.now().getTime();
  const history: [SignedIn, SignedIn, string, number][] = [
    [neighbour, owner, 'السلام عليكم، هل الفيلا ما زالت متاحة للبيع؟', now - 3 * DAY],
    [owner, neighbour, 'وعليكم السلام، نعم متاحة. هل تود تحديد موعد للمعاينة؟', now - 3 * DAY + 20 * 60_000],
    [neighbour, owner, 'نعم، يناسبني يوم الخميس بعد العصر إن أمكن.\nوسأحضر مع العائلة.', now - DAY],
    [
      owner,
      neighbour,
      'ممتاز، الخميس الساعة 4:30 عصرًا. هذا الموقع: https://maps.example.com/place/riyadh/al-narjis/villa-12-very-long-link',
      now - DAY + HOUR,
    ],
  ];
  await site.server.deps.db.insert(propertyMessages).values(
    history.map(([from, to, body, at]) => ({
      propertyId: villa,
      senderId: from.userId,
      receiverId: to.userId,
      body,
      createdAt: new Date(at),
      readAt: new Date(at + HOUR),
    })),
  );
  await send(neighbour, villa, 'شكرًا جزيلًا. Is the price negotiable?');
  await send(neighbour, warehouse, 'هل يتوفر رصيف تحميل إضافي؟');
  await send(owner, warehouse, 'نعم، يوجد رصيفان إضافيان في الجهة الخلفية.', neighbour.userId);
});

const open = (options: ReaderOptions = {}) => openReader(site, options);

/**
 * Console errors but the notification stream's 429: the server allows a few streams per user, and
 * the many pages this file opens for one user end theirs a little after their context closes.
 */
const realErrors = (errors: string[]) => errors.filter((error) => !/status of 429/.test(error));

const bubble = (page: Page, text: string) => page.locator('[role="log"] li', { hasText: text });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not visible');
  return { left: box.x, right: box.x + box.width };
}

/** Mine hug the end edge of the conversation, theirs the start edge: right and left mirrored by dir. */
async function expectSides(page: Page, mineText: string, theirsText: string, dir: 'rtl' | 'ltr') {
  const log = await boxOf(page.getByRole('log'));
  const mine = await boxOf(bubble(page, mineText).locator(':scope > div'));
  const theirs = await boxOf(bubble(page, theirsText).locator(':scope > div'));
  expect(await bubble(page, mineText).getAttribute('data-mine')).toBe('true');
  expect(await bubble(page, theirsText).getAttribute('data-mine')).toBe('false');
  const [endEdge, startEdge] = dir === 'rtl' ? [log.left, log.right] : [log.right, log.left];
  const [mineEdge, theirsEdge] = dir === 'rtl' ? [mine.left, theirs.right] : [mine.right, theirs.left];
  expect(Math.abs(mineEdge - endEdge)).toBeLessThan(2);
  expect(Math.abs(theirsEdge - startEdge)).toBeLessThan(2);
  if (dir === 'rtl') expect(mine.left).toBeLessThan(theirs.left);
  else expect(mine.right).toBeGreaterThan(theirs.right);
}

async function close(context: BrowserContext) {
  await context.close();
}

describe('messages: writing, the inbox, the thread', () => {
  const FIRST = 'مرحبًا، هل الفيلا ما زالت متاحة؟ وهل يمكن المعاينة يوم السبت؟';
  const ANSWER_LINES = ['أهلًا عمر، نعم متاحة.', 'السبت الساعة 5 مساءً يناسبني.'];

  it('a visitor writes from the details page in a lazily loaded dialog', async () => {
    const { context, page, consoleErrors } = await open({ user: visitor });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(`/RecidenceDetailes/${villa}`);
    await page.getByRole('heading', { level: 1, name: VILLA_AR }).waitFor();
    expect(scripts.filter((url) => url.includes('MessageComposer'))).toEqual([]);

    const contact = page.locator('section[aria-labelledby="contact-title"]');
    await contact.getByRole('button', { name: 'إرسال رسالة' }).click();
    const dialog = page.getByRole('dialog', { name: 'مراسلة المعلن' });
    await dialog.waitFor();
    expect(scripts.filter((url) => url.includes('MessageComposer'))).toHaveLength(1);
    await dialog.getByText(`بخصوص: ${VILLA_AR}`).waitFor();
    const text = dialog.getByLabel('رسالتك');
    await expect.poll(() => text.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await text.getAttribute('maxlength')).toBe('2000');
    expect(await text.getAttribute('dir')).toBe('auto');

    const sendButton = dialog.getByRole('button', { name: 'إرسال' });
    expect(await sendButton.isDisabled()).toBe(true);
    await text.fill('   ');
    expect(await sendButton.isDisabled()).toBe(true);
    await text.fill(FIRST);
    await dialog.getByText(`${FIRST.length} من 2,000 حرف`).waitFor();

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route(`**${messages.sendPropertyMessage.path}`, async (route) => {
      await held;
      await route.continue();
    });
    await sendButton.click();
    await dialog.getByRole('button', { name: 'جارٍ الإرسال...' }).waitFor();
    expect(await text.getAttribute('readonly')).not.toBeNull();
    release();

    await toast(page, 'تم إرسال رسالتك').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'messages-composer-ar-1280-light-sent.png') });
    const toThread = dialog.getByRole('link', { name: 'عرض المحادثة' });
    expect(await toThread.getAttribute('href')).toBe(`/messages/${villa}/${owner.userId}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/RecidenceDetailes/${villa}`);
    expect(realErrors(consoleErrors)).toEqual([]);
    await close(context);
  });

  it('the owner sees it grouped under the ad with an unread badge, opens it and answers with Enter', async () => {
    const { context, page, consoleErrors } = await open({ user: owner });
    await page.goto('/messages');
    await page.getByRole('heading', { level: 1, name: 'الرسائل' }).waitFor();
    const villaGroup = page.getByRole('region', { name: VILLA_AR });
    await villaGroup.waitFor();
    expect(await villaGroup.getByRole('link', { name: VILLA_AR }).getAttribute('href')).toBe(
      `/RecidenceDetailes/${villa}`,
    );
    const warehouseGroup = page.getByRole('region', { name: WAREHOUSE_AR });
    expect(await warehouseGroup.getByRole('link', { name: WAREHOUSE_AR }).getAttribute('href')).toBe(
      `/IndustryDetailes/${warehouse}`,
    );
    // The newest conversation first: the visitor's, then the neighbour's on the same ad.
    const rows = villaGroup.getByRole('listitem');
    expect(await rows.count()).toBe(2);
    const visitorRow = rows.nth(0);
    await visitorRow.getByText('عمر', { exact: true }).waitFor();
    await visitorRow.getByText(FIRST).waitFor();
    expect(await visitorRow.locator('.sr-only', { hasText: 'رسائل غير مقروءة: 1' }).count()).toBe(1);
    await rows.nth(1).getByText('مستخدم منزل').waitFor();
    expect(await warehouseGroup.getByText('أنت:').count()).toBe(1);

    await visitorRow.getByRole('link').click();
    await page.waitForURL(`**/messages/${villa}/${visitor.userId}`);
    await page.getByRole('heading', { level: 1, name: 'عمر' }).waitFor();
    expect(await page.title()).toBe('محادثة مع عمر | منزل');
    const theirs = bubble(page, FIRST);
    await theirs.waitFor();
    expect(await theirs.getAttribute('data-mine')).toBe('false');
    expect(await theirs.locator('p[dir="auto"]').innerText()).toBe(FIRST);
    await page.getByRole('heading', { level: 2, name: 'اليوم' }).waitFor();

    const reply = page.getByLabel('اكتب ردك');
    await reply.click();
    await page.keyboard.type(ANSWER_LINES[0] ?? '');
    await page.keyboard.press('Shift+Enter');
    await page.keyboard.type(ANSWER_LINES[1] ?? '');
    expect(await reply.inputValue()).toBe(ANSWER_LINES.join('\n'));
    await page.keyboard.press('Enter');
    const mine = bubble(page, ANSWER_LINES[0] ?? '');
    await mine.waitFor();
    expect(await mine.getAttribute('data-mine')).toBe('true');
    expect(await mine.locator('p[dir="auto"]').innerText()).toBe(ANSWER_LINES.join('\n'));
    expect(await reply.inputValue()).toBe('');
    await expect.poll(() => reply.evaluate((node) => node === document.activeElement)).toBe(true);
    await expectSides(page, ANSWER_LINES[0] ?? '', FIRST, 'rtl');

    // Back in the inbox (no reload) the conversation is read and shows the answer.
    await page.getByRole('link', { name: 'العودة إلى الرسائل' }).click();
    await page.waitForURL('**/messages');
    const row = page.getByRole('region', { name: VILLA_AR }).getByRole('listitem').first();
    await row.getByText(ANSWER_LINES.join(' ')).waitFor();
    expect(await row.locator('.sr-only', { hasText: 'رسائل غير مقروءة' }).count()).toBe(0);
    expect(realErrors(consoleErrors)).toEqual([]);
    await close(context);
  });

  it('the visitor sees the answer on the start side, in Arabic and in English', async () => {
    for (const [language, width] of [
      ['ar', 1280],
      ['en', 390],
    ] as const) {
      const { context, page, consoleErrors } = await open({ user: visitor, language, width });
      await page.goto(`/messages/${villa}/${owner.userId}`);
      await page.getByRole('heading', { level: 1, name: 'سارة' }).waitFor();
      await bubble(page, ANSWER_LINES[0] ?? '').waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
      await expectSides(page, FIRST, ANSWER_LINES[0] ?? '', language === 'ar' ? 'rtl' : 'ltr');
      // The owner has opened the visitor's message since: two ticks, said in words.
      await bubble(page, FIRST)
        .getByText(language === 'ar' ? 'تمت القراءة' : 'Read', { exact: true })
        .waitFor({ state: 'attached' });
      const header = page.locator('p', { hasText: language === 'ar' ? 'بخصوص:' : 'About:' });
      expect(await header.getByRole('link').getAttribute('href')).toBe(`/RecidenceDetailes/${villa}`);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(realErrors(consoleErrors)).toEqual([]);
      await close(context);
    }
  });

  it('an empty reply cannot be sent, and Enter that ends an IME composition does not send', async () => {
    const { context, page } = await open({ user: visitor });
    await page.goto(`/messages/${villa}/${owner.userId}`);
    await bubble(page, FIRST).waitFor();
    const before = await page.locator('[role="log"] li').count();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes(messages.sendPropertyMessage.path)) sent += 1;
    });
    const reply = page.getByLabel('اكتب ردك');
    const sendButton = page.getByRole('button', { name: 'إرسال', exact: true });
    expect(await sendButton.isDisabled()).toBe(true);
    await reply.click();
    await page.keyboard.press('Enter');
    await reply.fill('  \n ');
    await reply.press('Enter');
    expect(await sendButton.isDisabled()).toBe(true);

    await reply.fill('شكرا');
    await reply.evaluate((node) => {
      node.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true }));
      node.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Enter', isComposing: true, bubbles: true, cancelable: true }),
      );
    });
    await page.waitForTimeout(300);
    expect(sent).toBe(0);
    expect(await reply.inputValue()).toBe('شكرا');
    expect(await page.locator('[role="log"] li').count()).toBe(before);
    await close(context);
  });

  it('a signed-out visitor who presses message is sent to /register; the home page loads no messaging code', async () => {
    const { context, page } = await open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => /MessageComposer|InboxPage|ThreadPage|messages\./.test(url))).toEqual([]);

    await page.goto(`/RecidenceDetailes/${villa}`);
    const contact = page.locator('section[aria-labelledby="contact-title"]');
    await contact.getByRole('button', { name: 'إرسال رسالة' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await toast(page, 'سجّل الدخول لمراسلة المعلن').waitFor();
    expect(scripts.filter((url) => url.includes('MessageComposer'))).toEqual([]);

    await page.goto('/messages');
    await page.waitForURL((url) => url.pathname === '/register');
    await page.goto(`/messages/${villa}/${owner.userId}`);
    await page.waitForURL((url) => url.pathname === '/register');
    await close(context);
  });

  it('the server’s reasons are shown in the dialog: a withdrawn ad, too many messages (English)', async () => {
    const [seller, writer] = await Promise.all([signIn(site.server), signIn(site.server)]);
    const flat = await publishedAd(site.server, l, seller, 'residence', { titleAr: 'شقة للإيجار في العليا' });

    const ar = await open({ user: writer, width: 390, dark: true });
    await ar.page.goto(`/RecidenceDetailes/${flat}`);
    await ar.page.getByRole('button', { name: 'إرسال رسالة' }).click();
    let dialog = ar.page.getByRole('dialog', { name: 'مراسلة المعلن' });
    await dialog.getByLabel('رسالتك').fill('هل الشقة متاحة؟');
    await site.server.deps.db.update(properties).set({ status: 'archived' }).where(eq(properties.id, flat));
    await dialog.getByRole('button', { name: 'إرسال' }).click();
    const withdrawn = dialog.getByRole('alert');
    await withdrawn.getByText('لم يعد هذا الإعلان متاحًا للمراسلة.').waitFor();
    expect(await dialog.getByLabel('رسالتك').inputValue()).toBe('هل الشقة متاحة؟');
    expect(await dialog.getByLabel('رسالتك').getAttribute('aria-invalid')).toBe('true');
    await ar.page.screenshot({ path: path.join(SHOTS, 'messages-composer-ar-390-dark-error.png') });
    expect(await seriousViolations(ar.page)).toEqual([]);
    await dialog.getByLabel('رسالتك').press('End');
    await dialog.getByLabel('رسالتك').press('Space');
    expect(await dialog.getByRole('alert').count()).toBe(0);
    await site.server.deps.db.update(properties).set({ status: 'published' }).where(eq(properties.id, flat));
    await close(ar.context);

    const now = site.server.clock.now();
    await site.server.deps.db.insert(propertyMessages).values(
      Array.from({ length: 20 }, (_, index) => ({
        propertyId: flat,
        senderId: writer.userId,
        receiverId: seller.userId,
        body: `رسالة ${index + 1}`,
        createdAt: now,
      })),
    );
    const en = await open({ user: writer, language: 'en', width: 390 });
    await en.page.goto(`/RecidenceDetailes/${flat}`);
    await en.page.getByRole('button', { name: 'Send a message' }).click();
    dialog = en.page.getByRole('dialog', { name: 'Message the advertiser' });
    await dialog.getByLabel('Your message').fill('One more question');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog
      .getByRole('alert')
      .getByText(/^Too many messages sent, please try again in \d+ seconds$/)
      .waitFor();
    await en.page.screenshot({ path: path.join(SHOTS, 'messages-composer-en-390-light-error.png') });
    await close(en.context);
  });

  it('a long conversation opens at its newest messages and shows earlier ones on demand', async () => {
    const [seller, writer] = await Promise.all([signIn(site.server), signIn(site.server)]);
    const flat = await publishedAd(site.server, l, seller, 'residence');
    const start = site.server.clock.now().getTime() - 230 * 60_000;
    await site.server.deps.db.insert(propertyMessages).values(
      Array.from({ length: 230 }, (_, index) => ({
        propertyId: flat,
        senderId: index % 2 === 0 ? writer.userId : seller.userId,
        receiverId: index % 2 === 0 ? seller.userId : writer.userId,
        body: `الرسالة رقم ${index + 1}`,
        createdAt: new Date(start + index * 60_000),
      })),
    );
    const { context, page } = await open({ user: writer, width: 390 });
    await page.goto(`/messages/${flat}/${seller.userId}`);
    const newest = bubble(page, 'الرسالة رقم 230');
    await newest.waitFor();
    // The API pages oldest first by 100: the partial newest page and the full one before it.
    expect(await page.locator('[role="log"] li').count()).toBe(130);
    expect(await bubble(page, 'الرسالة رقم 101').count()).toBe(1);
    await expect.poll(() => newest.evaluate((node) => node.getBoundingClientRect().bottom)).toBeLessThan(900);

    await page.getByRole('button', { name: 'عرض الرسائل السابقة' }).click();
    await expect.poll(() => page.locator('[role="log"] li').count()).toBe(230);
    expect(await page.getByRole('button', { name: 'عرض الرسائل السابقة' }).count()).toBe(0);
    expect(await page.locator('[role="log"] li').first().innerText()).toContain('الرسالة رقم 1\n');
    await close(context);
  });

  it('inbox states: loading skeleton, error with retry, empty', async () => {
    const nobody = await signIn(site.server);
    const { context, page } = await open({ user: nobody, width: 390 });
    const inbox = `**${messages.listConversations.path}**`;
    await context.route(inbox, (route) => route.abort());
    await page.goto('/messages');
    await page.getByRole('heading', { level: 2, name: 'تعذّر تحميل الرسائل' }).waitFor();
    await context.unroute(inbox);
    await context.route(inbox, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
    await page.locator('[aria-busy="true"]').waitFor();
    await page.getByRole('heading', { level: 2, name: 'لا توجد رسائل بعد' }).waitFor();
    expect(await page.getByRole('link', { name: 'تصفح العقارات' }).getAttribute('href')).toBe('/search');
    await page.screenshot({ path: path.join(SHOTS, 'messages-inbox-ar-390-light-empty.png') });

    await page.goto(`/messages/${villa}/${owner.userId}`);
    await page.getByRole('heading', { level: 2, name: 'لم نجد هذه المحادثة' }).waitFor();
    await close(context);
  });
});

describe('messages: look, languages, themes, widths', () => {
  const combos = looksToCheck();
  const nameOf = ({ language, width, dark }: (typeof combos)[number]) =>
    `${language}-${width}-${dark ? 'dark' : 'light'}`;

  // All inboxes first: opening the thread below reads the neighbour's unread message.
  for (const combo of combos) {
    it(`inbox ${nameOf(combo)}: groups, badges, no overflow, axe`, async () => {
      const { context, page, consoleErrors } = await open({ user: owner, ...combo });
      await page.goto('/messages');
      const title = combo.language === 'ar' ? VILLA_AR : VILLA_EN;
      await page.getByRole('region', { name: title }).getByRole('listitem').nth(1).waitFor();
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(SHOTS, `messages-inbox-${nameOf(combo)}.png`),
        fullPage: true,
      });
      expect(await seriousViolations(page)).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      await close(context);
    });
  }

  for (const combo of combos) {
    it(`thread ${nameOf(combo)}: day headings, bubbles on their sides, no overflow, axe`, async () => {
      const { context, page, consoleErrors } = await open({ user: owner, ...combo });
      await page.goto(`/messages/${villa}/${neighbour.userId}`);
      await bubble(page, 'Is the price negotiable?').waitFor();
      const headings = page.locator('[role="log"] h2');
      expect(await headings.count()).toBe(3);
      expect(await headings.nth(2).innerText()).toBe(combo.language === 'ar' ? 'اليوم' : 'Today');
      expect(await headings.nth(1).innerText()).toBe(combo.language === 'ar' ? 'أمس' : 'Yesterday');
      await page.evaluate(() => document.fonts.ready);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      await expectSides(
        page,
        'وعليكم السلام، نعم متاحة',
        'Is the price negotiable?',
        combo.language === 'ar' ? 'rtl' : 'ltr',
      );
      // Opened at the newest message: the composer sits at the bottom of the window.
      const composer = await page
        .getByLabel(combo.language === 'ar' ? 'اكتب ردك' : 'Write your reply')
        .boundingBox();
      expect((composer?.y ?? 0) + (composer?.height ?? 0)).toBeLessThanOrEqual(900);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(SHOTS, `messages-thread-${nameOf(combo)}.png`) });
      expect(await seriousViolations(page)).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      await close(context);
    });
  }
});
