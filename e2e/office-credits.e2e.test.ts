import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as paymentsApi from '../contract/endpoints/payments.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import { insertOffice } from '../server/test/support/fixtures/office-fixtures.js';
import {
  insertOfficeCredits,
  insertPaymentSettings,
} from '../server/test/support/fixtures/payment-fixtures.js';
import officesAr from '../web/src/locales/features/offices.ar.json' with { type: 'json' };
import officesEn from '../web/src/locales/features/offices.en.json' with { type: 'json' };
import { useCatalogue } from './support/catalogue.js';
import { capturing, tagOfLook, type Look } from './support/looks.js';
import { openReader, realErrors } from './support/reader-page.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * The office's credits on /my-office (docs/decisions/0041-paid-visibility.md, "Office credits"): its
 * balance and ledger for its people, the packages its managers buy, and a package paid on the
 * development gateway's page coming back as credits. Set-up (the office, credits, spends) goes through
 * the API and fixtures; the reader's clicks are the point.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);
const texts: Record<Language, typeof officesEn> = { ar: officesAr, en: officesEn };

const LOOKS: Look[] = (['ar', 'en'] as const).flatMap((language) =>
  ([390, 1280] as const).map((width) => ({ language, width, dark: false })),
);

interface World {
  owner: SignedIn;
  manager: SignedIn;
  agent: SignedIn;
  officeId: number;
}
let world: World;

beforeAll(async () => {
  const { server } = site;
  const { db } = server.deps;
  const now = server.clock.now();
  await insertPaymentSettings(db, now);
  const [owner, manager, agent] = [await signIn(server), await signIn(server), await signIn(server)];
  const officeId = await insertOffice(db, now, { nameAr: 'مكتب الرصيد العقاري', nameEn: 'Credit Realty' }, [
    { userId: owner.userId, role: 'owner' },
    { userId: manager.userId, role: 'manager' },
    { userId: agent.userId, role: 'agent' },
  ]);
  await insertOfficeCredits(db, now, officeId, 30);
  const ad = await catalogue.save('residence', { titleAr: 'شقة المكتب', titleEn: 'The office flat' }, agent);
  expect(ad.status).toBe('published');
  for (const productCode of ['feature-7', 'bump']) {
    const spent = await server.send(
      paymentsApi.spendOfficeCredits,
      {
        params: { id: officeId },
        body: { productCode, propertyId: ad.id, idempotencyKey: crypto.randomUUID() },
      },
      { token: manager.token },
    );
    expect(spent.status).toBe(201);
  }
  world = { owner, manager, agent, officeId };
});

async function shot(page: Page, name: string) {
  if (!capturing()) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath(name, 'office-credits'), fullPage: true });
}

/** The balance as the page words it, for counts from 11 to 99 (Arabic's "many" form). */
const balanceText = (language: Language, count: number) =>
  (language === 'ar' ? officesAr.credits.balance_many : officesEn.credits.balance_other).replace(
    '{{count}}',
    String(count),
  );

describe('the office’s credits on /my-office', () => {
  for (const look of LOOKS) {
    const { language, width } = look;
    const text = texts[language];

    it(
      `a manager sees the balance, the packages and the ledger: ${tagOfLook(look)}`,
      { timeout: 120_000 },
      async () => {
        const { context, page, consoleErrors } = await openReader(site, {
          language,
          width,
          user: world.manager,
        });
        await page.goto('/my-office');
        const section = page.getByTestId('office-credits');
        await section.getByRole('heading', { level: 2, name: text.credits.title }).waitFor();
        await section.getByTestId('credits-balance').getByText(balanceText(language, 26)).waitFor();
        await section.getByTestId('credit-packages').locator('[data-buy]').nth(2).waitFor();
        const ledger = section.getByTestId('credit-ledger');
        await ledger.getByText(text.credits.kinds.bump, { exact: true }).waitFor();
        expect(await ledger.locator('li').count()).toBe(3);
        expect(await ledger.locator('li').first().locator('[dir=ltr]').textContent()).toBe('−1');
        const problems = await screenProblems(page, `manager-${tagOfLook(look)}`, { axe: true });
        await shot(page, `manager-${tagOfLook(look)}`);
        expect(problems).toEqual([]);
        expect(realErrors(consoleErrors)).toEqual([]);
        await context.close();
      },
    );
  }

  it('an agent sees the balance and the ledger, and no package to buy', { timeout: 120_000 }, async () => {
    const { context, page } = await openReader(site, { language: 'ar', width: 390, user: world.agent });
    await page.goto('/my-office');
    const section = page.getByTestId('office-credits');
    await section.getByText(texts.ar.credits.managersOnly).waitFor();
    expect(await section.getByTestId('credit-packages').count()).toBe(0);
    expect(await section.getByTestId('credit-ledger').locator('li').count()).toBe(3);
    await shot(page, 'agent-ar-390-light');
    await context.close();
  });

  it(
    'a package bought is paid on the gateway’s page and comes back as credits',
    { timeout: 180_000 },
    async () => {
      const { context, page } = await openReader(site, { language: 'en', width: 1280, user: world.owner });
      await page.goto('/my-office');
      const section = page.getByTestId('office-credits');
      await section.getByTestId('credits-balance').getByText(balanceText('en', 26)).waitFor();
      await section.locator('[data-buy="credits-10"]').click();
      await page.waitForURL((url) => url.pathname.startsWith('/checkout/'));
      // Paid: the gateway sends the buyer back to the return page, which asks the server about the
      // order (that page is not this test's; the API call stands in for it).
      const orderId = new URL(page.url()).pathname.split('/').at(-1);
      const returning = page.waitForRequest((request) => request.url().includes('/payments/return'));
      await page.locator('button[value="paid"]').click();
      const returnUrl = new URL((await returning).url());
      const order = returnUrl.searchParams.get('order') ?? '';
      expect(order).not.toBe(orderId);
      const settled = await site.server.send(
        paymentsApi.getOrder,
        { params: { id: order } },
        { token: world.owner.token },
      );
      expect(settled.body).toMatchObject({
        status: 'paid',
        officeId: world.officeId,
        productCode: 'credits-10',
      });
      await page.goto('/my-office');
      await section.getByTestId('credits-balance').getByText(balanceText('en', 36)).waitFor();
      await section.getByTestId('credit-ledger').getByText(texts.en.credits.kinds.purchase).first().waitFor();
      await shot(page, 'owner-after-purchase-en-1280-light');
      await context.close();
    },
  );
});
