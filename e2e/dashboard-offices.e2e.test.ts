import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as identityApi from '../contract/endpoints/identity.js';
import * as officeApi from '../contract/endpoints/offices.js';
import * as propertiesApi from '../contract/endpoints/properties.js';
import { offices } from '../server/db/schema/index.js';
import { invitationTokenIn } from '../server/test/support/clients/office-invitations.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { adminEnv, loginAdmin } from '../server/test/support/fixtures/staff-fixtures.js';
import { toast } from './support/browser.js';
import {
  backOfficeLooks,
  menuLink,
  openAsStaffWith,
  openBackOffice,
  openFromMenu,
} from './support/back-office.js';
import { useCatalogue } from './support/catalogue.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * The back-office's offices (docs/decisions/0039-brokerage-offices.md, "The back-office"): staff
 * suspend an office with a reason (its ad leaves the site), find it in the list, reinstate it, and
 * read the verification queue. Set up through the API with the development verifiers.
 */
const site = useSite({ ...adminEnv, MODERATION: 'off' });
const catalogue = useCatalogue(site);

/** The development verifier's citizen and resident hold FAL numbers starting 11 and 12. */
const OFFICE = { nameAr: 'مكتب الأفق العقاري', nameEn: 'Horizon Realty', falNumber: '1100012345' };
const SECOND = { nameAr: 'مؤسسة الرمال للعقار', nameEn: 'Sands Real Estate', falNumber: '1200054321' };
const REASON = 'وثائق الترخيص المقدمة غير مطابقة';

let adminToken: string;
let officeId: number;
let ad: number;

async function verified(who: SignedIn, idNumber: string) {
  const started = await site.server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber } },
    { token: who.token },
  );
  expect(started.status).toBe(201);
  // The development verifier answers at the first status question.
  return site.server.send(
    identityApi.getIdentityRequest,
    { params: { id: started.body.id } },
    { token: who.token },
  );
}

async function openOffice(owner: SignedIn, idNumber: string, office: typeof OFFICE) {
  expect((await verified(owner, idNumber)).body.state).toBe('verified');
  const created = await site.server.send(officeApi.createOffice, { body: office }, { token: owner.token });
  expect(created.status).toBe(201);
  return created.body.id;
}

beforeAll(async () => {
  const { server } = site;
  adminToken = await loginAdmin(server);
  officeId = await openOffice(catalogue.owner, '1000000008', OFFICE);
  const agent = await signIn(server);
  await server.send(
    officeApi.inviteMember,
    { params: { id: officeId }, body: { phoneNumber: agent.e164, role: 'agent' } },
    { token: catalogue.owner.token },
  );
  const accepted = await server.send(
    officeApi.acceptInvitation,
    { body: { token: await invitationTokenIn(server.deps.config.sms.outboxFile, agent.e164) } },
    { token: agent.token },
  );
  expect(accepted.status).toBe(200);
  const saved = await catalogue.save(
    'residence',
    { titleAr: 'فيلا للبيع في حي النرجس', titleEn: 'Villa for sale in Al Narjis' },
    agent,
  );
  expect(saved.status).toBe('published');
  ad = saved.id;

  // A second office waits for review: the development verifier has no establishment's licence, so
  // the test marks it as one whose licence an establishment holds.
  const second = await openOffice(await signIn(server), '2000000006', SECOND);
  await server.deps.db
    .update(offices)
    .set({ status: 'pendingReview', holderKind: 'establishment' })
    .where(eq(offices.id, second));

  // Someone refused the identity check in the Nafath app.
  const refused = await signIn(server);
  expect((await verified(refused, '1000000016')).body.state).toBe('rejected');
}, 120_000);

const publicStatus = async () =>
  (await site.server.send(propertiesApi.getProperty, { params: { id: ad } })).status;

describe('offices in the back-office', () => {
  it('suspends an office with a reason, finds it among the suspended ones, and reinstates it', async () => {
    const { page, consoleErrors } = await openBackOffice(site);
    await openFromMenu(page, 'مكاتب الوساطة', '/dashboard/offices');
    await page.getByRole('link', { name: `فتح المكتب ${OFFICE.nameAr}` }).click();
    await page.getByRole('heading', { name: OFFICE.nameAr }).waitFor();

    await page.getByRole('button', { name: 'إيقاف' }).click();
    const dialog = page.getByRole('dialog', { name: `إيقاف ${OFFICE.nameAr}؟` });
    await dialog.getByRole('button', { name: 'إيقاف' }).click();
    await dialog.getByText('اكتب سبب إيقاف المكتب').waitFor();
    await dialog.getByLabel('السبب (يُحفظ في سجل المكتب)').fill(REASON);
    await dialog.getByRole('button', { name: 'إيقاف' }).click();
    await toast(page, 'أُوقف المكتب وأُخفيت إعلاناته').waitFor();
    await page.getByText(REASON).waitFor();
    await page.getByText('أوقفه الفريق').first().waitFor();
    expect(await publicStatus()).toBe(404);

    await page.getByRole('link', { name: 'العودة إلى المكاتب' }).click();
    await page.getByLabel('الحالة').selectOption('suspended');
    const row = page.locator('tbody tr', { hasText: OFFICE.nameAr });
    await row.getByText('أوقفه الفريق').waitFor();
    await expect.poll(() => page.locator('tbody tr', { hasText: SECOND.nameAr }).count()).toBe(0);

    await row.getByRole('link', { name: `فتح المكتب ${OFFICE.nameAr}` }).click();
    await page.getByRole('button', { name: 'إعادة التفعيل' }).click();
    await page
      .getByRole('dialog', { name: `إعادة تفعيل ${OFFICE.nameAr}؟` })
      .getByRole('button', { name: 'إعادة التفعيل' })
      .click();
    await toast(page, 'أُعيد تفعيل المكتب وعادت إعلاناته').waitFor();
    await page.getByText('أعاد الفريق تفعيله').waitFor();
    expect(await publicStatus()).toBe(200);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('opens the verification queue: a refused identity check by its last four digits, an office to review', async () => {
    const { page, consoleErrors } = await openBackOffice(site);
    await openFromMenu(page, 'قائمة انتظار التحقق', '/dashboard/verification-queue');
    const identity = page.locator('tbody tr', { hasText: 'رُفض في نفاذ' });
    await identity.getByText('هوية وطنية تنتهي بـ 0016').waitFor();
    expect(await page.getByText('1000000016').count()).toBe(0);
    const review = page.locator('tbody tr', { hasText: SECOND.nameAr });
    await review.getByText('بانتظار المراجعة', { exact: true }).waitFor();

    await page.getByLabel('النوع').selectOption('identity');
    await expect.poll(() => page.locator('tbody tr', { hasText: SECOND.nameAr }).count()).toBe(0);
    await page.getByLabel('النوع').selectOption('');
    await review.getByRole('link', { name: 'فتح المكتب' }).click();
    await page.getByRole('heading', { name: SECOND.nameAr }).waitFor();
    await page.getByRole('button', { name: 'اعتماد' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows the menu entries only with Offices.View', async () => {
    const without = await openAsStaffWith(site, adminToken, ['ViewDashboard', 'Users.View']);
    await without.page.goto('/dashboard');
    await menuLink(without.page, 'المستخدمون').waitFor();
    expect(await menuLink(without.page, 'مكاتب الوساطة').count()).toBe(0);
    expect(await menuLink(without.page, 'قائمة انتظار التحقق').count()).toBe(0);
    await without.context.close();

    const reader = await openAsStaffWith(site, adminToken, [
      'ViewDashboard',
      'Offices.View',
      'Offices.ReadList',
      'Offices.Read',
    ]);
    await reader.page.goto('/dashboard');
    await menuLink(reader.page, 'مكاتب الوساطة').click();
    await reader.page.getByRole('link', { name: `فتح المكتب ${OFFICE.nameAr}` }).click();
    await reader.page.getByRole('heading', { name: OFFICE.nameAr }).waitFor();
    expect(await reader.page.getByRole('button', { name: /^(إيقاف|اعتماد|إعادة التفعيل)$/ }).count()).toBe(0);
    await reader.context.close();
  }, 120_000);

  it('screenshots of the list, an office, the suspend dialog, its ads and the queue: 390 and 1280 px, Arabic and English, light and dark', async () => {
    const heading = (language: Language) => (language === 'ar' ? OFFICE.nameAr : OFFICE.nameEn);
    const shoot = async (page: Page, name: string, dark: boolean) => {
      await page.screenshot({ path: screenshotPath(name), fullPage: true });
      return screenProblems(page, name, { axe: !dark });
    };
    const problems = await backOfficeLooks(site, async ({ page, language, dark, name }) => {
      const found: string[] = [];
      await page.goto('/dashboard/offices');
      await page.locator('tbody tr', { hasText: heading(language) }).waitFor();
      found.push(...(await shoot(page, `dashboard-offices-${name}`, dark)));

      await page.goto(`/dashboard/offices/${String(officeId)}`);
      await page.getByRole('heading', { name: heading(language) }).waitFor();
      found.push(...(await shoot(page, `dashboard-office-${name}`, dark)));
      await page.getByRole('button', { name: language === 'ar' ? 'إيقاف' : 'Suspend' }).click();
      await page.getByRole('dialog').waitFor();
      await page.screenshot({ path: screenshotPath(`dashboard-office-suspend-${name}`) });
      await page.keyboard.press('Escape');

      await page.goto(`/dashboard/properties?office=${String(officeId)}`);
      await page.locator('tbody tr').first().waitFor();
      found.push(...(await shoot(page, `dashboard-office-ads-${name}`, dark)));

      await page.goto('/dashboard/verification-queue');
      await page.locator('tbody tr').nth(1).waitFor();
      found.push(...(await shoot(page, `dashboard-verification-queue-${name}`, dark)));
      return found;
    });
    expect(problems).toEqual([]);
  }, 400_000);
});
