import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contacts from '../contract/endpoints/dashboard/contacts.js';
import * as users from '../contract/endpoints/dashboard/users.js';
import * as messages from '../contract/endpoints/messages.js';
import * as reviews from '../contract/endpoints/reviews.js';
import * as support from '../contract/endpoints/support.js';
import { loadLookups } from '../server/test/support/fixtures/catalogue-fixtures.js';
import { publishedAd, setName } from '../server/test/support/fixtures/conversation-fixtures.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import {
  ADMIN,
  adminEnv,
  loginAdmin,
  staffWith,
  type StaffAccount,
} from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import { backOfficeLooks, openBackOffice, openFromMenu, menuLink } from './support/back-office.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';
import { userStorage } from './support/user-session.js';

const site = useSite(adminEnv);
let adminToken: string;
let owner: SignedIn;
let writer: SignedIn;
let villa: number;
let reviewId: number;
let messageId: number;
/** Reads the support inbox, but may neither handle, annotate nor delete. */
let reader: StaffAccount;

const OWNER_NAME = 'خالد الدوسري';
const WRITER_NAME = 'نورة القحطاني';
const TITLE = 'فيلا مع مسبح في حي الياسمين';
const COMMENT = 'إعلان مضلل والمالك لا يرد على الاتصالات، تجربة سيئة جدًا.';
const MESSAGE = 'هل السعر قابل للتفاوض؟ أرغب بزيارة الفيلا يوم الخميس.';
const SUPPORT_TEXT = 'أبحث عن مستودع في الدمام بمساحة 2000 متر.\nالميزانية حتى 300 ألف ريال سنويًا.';
const SUPPORT_SUBJECT = 'طلب مستودع';
const NOTE = 'اتصلت به وأرسلت له ثلاثة خيارات.';

beforeAll(async () => {
  const { server } = site;
  const l = await loadLookups(server);
  adminToken = await loginAdmin(server);
  [owner, writer] = await Promise.all([signIn(server), signIn(server)]);
  await setName(server, owner, OWNER_NAME);
  await setName(server, writer, WRITER_NAME);
  villa = await publishedAd(server, l, owner, 'residence', {
    titleAr: TITLE,
    titleEn: 'Villa with a pool in Al Yasmin',
  });
  // Only someone the advertiser answered or confirmed as a client may review (issues 19 and 30).
  const message = await server.send(
    messages.sendPropertyMessage,
    { body: { propertyId: villa, message: MESSAGE } },
    { token: writer.token },
  );
  expect(message.status).toBe(201);
  messageId = message.body.id;
  // An unanswered message earns no review (issue 30): the owner confirms the writer as a client.
  const confirmed = await server.send(
    messages.confirmClient,
    { params: { senderId: writer.userId }, query: { PropertyId: String(villa) } },
    { token: owner.token },
  );
  expect(confirmed.status).toBe(200);
  const review = await server.send(
    reviews.addReview,
    { body: { propertyId: villa, rating: 1, comment: COMMENT } },
    { token: writer.token },
  );
  expect(review.status).toBe(201);
  reviewId = review.body.id;
  reader = await staffWith(server, adminToken, [
    'ViewDashboard',
    'Contacts.View',
    'Contacts.ReadList',
    'Contacts.Read',
  ]);
});

describe('users, support inbox and abuse in the back-office', () => {
  it('blocking a signed-in user ends their website session on their next request', async () => {
    const victim = await signIn(site.server);
    await setName(site.server, victim, 'مستخدم مزعج');
    const userSide = await site.open({ storage: userStorage(victim) });
    await userSide.page.goto('/profile');
    await userSide.page.locator('main').getByText(victim.e164).waitFor();

    const adminSide = await openBackOffice(site);
    const admin = adminSide.page;
    await openFromMenu(admin, 'المستخدمون', '/dashboard/users');
    await admin.getByRole('heading', { level: 1, name: 'المستخدمون' }).waitFor();
    // The phone is searched without its leading 0, as people type it.
    await admin.getByLabel('ابحث بالاسم أو البريد أو الجوال').fill(`0${victim.e164.slice(4)}`);
    await expect.poll(() => admin.locator('tbody tr').count()).toBe(1);
    const phone = admin.locator('tbody tr').getByText(victim.e164);
    expect(await phone.getAttribute('dir')).toBe('ltr');
    await admin.getByRole('link', { name: 'فتح مستخدم مزعج' }).click();
    await admin.waitForURL(`**/dashboard/users/${victim.userId}`);
    await admin.getByRole('heading', { level: 1, name: 'مستخدم مزعج' }).waitFor();

    await admin.getByRole('button', { name: 'حظر', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'حظر المستخدم' });
    await dialog.getByText('سيُسجَّل خروج مستخدم مزعج من الموقع فورًا').waitFor();
    await dialog.getByRole('button', { name: 'حظر', exact: true }).click();
    await toast(admin, 'تم حظر المستخدم وتسجيل خروجه').waitFor();
    await admin.getByText('محظور', { exact: true }).waitFor();
    await admin.getByRole('button', { name: 'إلغاء الحظر' }).waitFor();

    // The user's next request is refused and the refresh too: signed out, sent to sign in.
    await userSide.page.goto('/profile');
    await toast(userSide.page, 'انتهت الجلسة، يرجى تسجيل الدخول مجددًا').waitFor();
    await userSide.page.waitForURL((url) => url.pathname === '/register');
    expect(await userSide.page.evaluate(() => localStorage.getItem('Token'))).toBeNull();

    await admin.getByRole('button', { name: 'إلغاء الحظر' }).click();
    await admin
      .getByRole('dialog', { name: 'إلغاء حظر المستخدم' })
      .getByRole('button', { name: 'إلغاء الحظر' })
      .click();
    await toast(admin, 'تم إلغاء حظر المستخدم').waitFor();
    const detail = await site.server.send(
      users.getUser,
      { params: { id: victim.userId } },
      { token: adminToken },
    );
    expect(detail.body).toMatchObject({ isBlocked: false, openSessions: 0 });

    expect(adminSide.consoleErrors).toEqual([]);
    await userSide.context.close();
    await adminSide.context.close();
  }, 60_000);

  it('a message from the contact page reaches the inbox; staff note it, handle it, delete it', async () => {
    const visitor = await site.open();
    await visitor.page.goto('/contact-us');
    await visitor.page.getByLabel('الاسم الكامل').fill('سارة العتيبي');
    await visitor.page.getByLabel('رقم الجوال').fill('0551234567');
    await visitor.page.getByLabel('الموضوع (اختياري)').fill(SUPPORT_SUBJECT);
    await visitor.page.getByLabel('رسالتك').fill(SUPPORT_TEXT);
    await visitor.page.getByRole('button', { name: 'إرسال' }).click();
    await toast(visitor.page, 'تم إرسال رسالتك').waitFor();
    await visitor.context.close();

    const adminSide = await openBackOffice(site);
    const admin = adminSide.page;
    await openFromMenu(admin, 'رسائل الدعم', '/dashboard/support');
    await admin.getByRole('heading', { level: 1, name: 'رسائل الدعم' }).waitFor();
    const row = admin.locator('tbody tr', { hasText: SUPPORT_SUBJECT });
    await row.getByText('لم تُعالَج').waitFor();
    await row.getByRole('link', { name: 'فتح رسالة سارة العتيبي' }).click();
    await admin.getByRole('heading', { level: 1, name: SUPPORT_SUBJECT }).waitFor();
    const text = admin.locator('p[dir="auto"]', { hasText: 'الميزانية حتى 300 ألف ريال' });
    expect(await text.innerText()).toBe(SUPPORT_TEXT);
    const messageUrl = admin.url();

    await admin.getByRole('button', { name: 'إضافة الملاحظة' }).click();
    await admin.getByText('اكتب الملاحظة', { exact: true }).waitFor();
    await admin.getByLabel('ملاحظة جديدة (يقرؤها الموظفون فقط)').fill(NOTE);
    await admin.getByRole('button', { name: 'إضافة الملاحظة' }).click();
    await toast(admin, 'تمت إضافة الملاحظة').waitFor();
    await admin.getByRole('listitem').filter({ hasText: NOTE }).getByText(ADMIN.email).waitFor();
    expect(await admin.getByLabel('ملاحظة جديدة (يقرؤها الموظفون فقط)').inputValue()).toBe('');

    await admin.getByRole('button', { name: 'تعليمها كمعالَجة' }).click();
    await toast(admin, 'تم وضع علامة المعالجة على الرسالة').waitFor();
    await admin.getByText('عولجت في', { exact: false }).waitFor();
    await admin.getByRole('button', { name: 'تعليمها كغير معالَجة' }).waitFor();

    // The inbox opens on the messages not handled yet: this one has left it.
    await admin.getByRole('link', { name: 'العودة إلى رسائل الدعم' }).click();
    await admin.getByText('لا توجد رسائل هنا').waitFor();
    await admin.getByLabel('الحالة').selectOption('true');
    await admin.locator('tbody tr', { hasText: SUPPORT_SUBJECT }).getByText('تمت المعالجة').waitFor();

    // Read-only staff see the message and its note, but no button that changes it.
    const readerSide = await openBackOffice(site, { account: reader });
    await readerSide.page.goto(new URL(messageUrl).pathname);
    await readerSide.page.getByRole('heading', { level: 1, name: SUPPORT_SUBJECT }).waitFor();
    await readerSide.page.getByText(NOTE).waitFor();
    for (const name of ['تعليمها كغير معالَجة', 'حذف', 'إضافة الملاحظة']) {
      expect(await readerSide.page.getByRole('button', { name }).count()).toBe(0);
    }
    expect(await readerSide.page.getByRole('textbox').count()).toBe(0);
    expect(readerSide.consoleErrors).toEqual([]);
    await readerSide.context.close();

    await admin.goto(new URL(messageUrl).pathname);
    await admin.getByRole('button', { name: 'حذف' }).click();
    const confirm = admin.getByRole('dialog', { name: 'حذف الرسالة' });
    await confirm.getByText('ستُحذف رسالة سارة العتيبي وملاحظاتها نهائيًا.').waitFor();
    // The message's page is left before the message leaves the cache: it is not read again.
    const detailPath = contacts.getContact.path.replace(
      ':id',
      new URL(messageUrl).pathname.split('/').at(-1) ?? '',
    );
    // Counted from the deletion's answer on: a read the page started before (its data growing stale
    // while the machine is slow) is not a read of a deleted message.
    const readsAfterDelete: string[] = [];
    let deleted = false;
    admin.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'DELETE' && new URL(request.url()).pathname === detailPath) deleted = true;
    });
    admin.on('request', (request) => {
      if (deleted && request.method() === 'GET' && new URL(request.url()).pathname === detailPath) {
        readsAfterDelete.push(request.url());
      }
    });
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await toast(admin, 'تم حذف الرسالة').waitFor();
    await admin.waitForURL((url) => url.pathname === '/dashboard/support');
    await admin.getByRole('heading', { level: 1, name: 'رسائل الدعم' }).waitFor();
    await admin.getByText('لا توجد رسائل هنا').waitFor();
    expect(await admin.getByRole('alert').count()).toBe(0);
    expect(readsAfterDelete).toEqual([]);
    const list = await site.server.send(contacts.listContacts, undefined, { token: adminToken });
    expect(list.body.totalDataCount).toBe(0);

    expect(adminSide.consoleErrors).toEqual([]);
    await adminSide.context.close();
  }, 60_000);

  it('hiding a review removes it from the details page; hiding a message keeps a reason', async () => {
    const reviewsOf = async (page: Page) => {
      await page.goto(`/RecidenceDetailes/${villa}`);
      await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
      await page.locator('section#reviews').scrollIntoViewIfNeeded();
      return page.locator('section#reviews');
    };
    const visitor = await site.open();
    await (await reviewsOf(visitor.page)).getByText(COMMENT).waitFor();

    const adminSide = await openBackOffice(site);
    const admin = adminSide.page;
    await openFromMenu(admin, 'التقييمات', '/dashboard/reviews');
    await admin.getByRole('heading', { level: 1, name: 'التقييمات' }).waitFor();
    const row = admin.locator('tbody tr', { hasText: COMMENT });
    await row.getByRole('img', { name: '1 من 5 نجوم' }).waitFor();
    await row.getByText(WRITER_NAME).waitFor();
    expect(await row.getByText(COMMENT).getAttribute('dir')).toBe('auto');
    await row.getByRole('button', { name: `إخفاء التقييم ${reviewId}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'إخفاء التقييم' });
    await dialog.getByLabel('السبب (اختياري، يقرؤه الموظفون فقط)').fill('إساءة للمالك');
    await dialog.getByRole('button', { name: 'إخفاء' }).click();
    await toast(admin, 'تم إخفاء التقييم').waitFor();
    await row.getByText('مخفي', { exact: true }).waitFor();
    await row.getByText('إساءة للمالك').waitFor();

    await (await reviewsOf(visitor.page)).getByText('لا توجد تقييمات بعد').waitFor();
    expect(await visitor.page.getByText(COMMENT).count()).toBe(0);

    await menuLink(admin, 'الرسائل').click();
    await admin.getByRole('heading', { level: 1, name: 'الرسائل' }).waitFor();
    const messageRow = admin.locator('tbody tr', { hasText: MESSAGE });
    await messageRow.getByText(OWNER_NAME).waitFor();
    await messageRow.getByRole('button', { name: `إخفاء الرسالة ${messageId}` }).click();
    await admin.getByRole('dialog', { name: 'إخفاء الرسالة' }).getByRole('button', { name: 'إخفاء' }).click();
    await toast(admin, 'تم إخفاء الرسالة').waitFor();
    await admin.getByLabel('الظهور').selectOption('false');
    await admin.getByText('لا توجد رسائل', { exact: true }).waitFor();
    const inbox = await site.server.send(
      messages.listConversations,
      { query: { PageSize: 100 } },
      { token: owner.token },
    );
    expect(inbox.body.totalDataCount).toBe(0);

    // Showing it again asks first.
    await admin.getByLabel('الظهور').selectOption('true');
    await messageRow.getByRole('button', { name: `إظهار الرسالة ${messageId}` }).click();
    await admin.getByRole('dialog', { name: 'إظهار الرسالة' }).getByRole('button', { name: 'إظهار' }).click();
    await toast(admin, 'عادت الرسالة ظاهرة').waitFor();

    expect(adminSide.consoleErrors).toEqual([]);
    await visitor.context.close();
    await adminSide.context.close();
  }, 60_000);

  /** A support message with a note, made once for both languages' screenshots. */
  let screenshotContact: number | undefined;
  async function contactForScreenshots(): Promise<number> {
    if (screenshotContact !== undefined) return screenshotContact;
    const contact = await site.server.send(support.sendSupportMessage, {
      body: {
        fullName: 'Sara Al-Otaibi',
        phoneNumber: '0551234567',
        email: 'sara@example.com',
        subject: 'Warehouse in Dammam',
        message: 'I am looking for a warehouse of about 2000 m² in Dammam.\nBudget up to 300,000 SAR a year.',
      },
    });
    expect(contact.status).toBe(201);
    const list = await site.server.send(contacts.listContacts, undefined, { token: adminToken });
    const newest = list.body.data[0];
    if (!newest) throw new Error('the support inbox is empty');
    screenshotContact = newest.id;
    await site.server.send(
      contacts.addContactNote,
      { params: { id: screenshotContact }, body: { note: NOTE } },
      { token: adminToken },
    );
    return screenshotContact;
  }

  for (const language of ['ar', 'en'] as const) {
    it(`screenshots of the six screens and axe: ${language}, 390 and 1280 px, light and dark`, async () => {
      const contactId = await contactForScreenshots();
      const screens = [
        ['users', '/dashboard/users', 'tbody tr a'],
        ['user', `/dashboard/users/${owner.userId}`, 'main tbody tr a'],
        ['support', '/dashboard/support', 'tbody tr a'],
        ['support-message', `/dashboard/support/${contactId}`, 'main ol li'],
        ['reviews', '/dashboard/reviews', 'tbody tr button'],
        ['messages', '/dashboard/messages', 'tbody tr button'],
      ] as const;
      const problems = await backOfficeLooks(
        site,
        async ({ page, dark, name }) => {
          const found: string[] = [];
          for (const [screen, url, ready] of screens) {
            await page.goto(url);
            await page.locator(ready).first().waitFor();
            await page.screenshot({ path: screenshotPath(`dashboard-${screen}-${name}`), fullPage: true });
            found.push(...(await screenProblems(page, `${screen} ${name}`, { axe: !dark })));
          }
          return found;
        },
        { languages: [language] },
      );
      expect(problems).toEqual([]);
    }, 300_000);
  }
});
