import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as account from '../contract/endpoints/account.js';
import * as identityApi from '../contract/endpoints/identity.js';
import * as officeApi from '../contract/endpoints/offices.js';
import { listProperties } from '../contract/endpoints/properties.js';
import * as reviewsApi from '../contract/endpoints/reviews.js';
import { offices } from '../server/db/schema/index.js';
import { invitationTokenIn } from '../server/test/support/clients/office-invitations.js';
import { logoForm } from '../server/test/support/clients/office-logo.js';
import { signIn } from '../server/test/support/clients/sign-in-flow.js';
import { contactOwner } from '../server/test/support/fixtures/conversation-fixtures.js';
import officeAr from '../web/src/locales/features/officePage.ar.json' with { type: 'json' };
import officeEn from '../web/src/locales/features/officePage.en.json' with { type: 'json' };
import { seriousViolations } from './support/axe.js';
import { titled, useCatalogue } from './support/catalogue.js';
import { looksToCheck, PAIRWISE_LOOKS, tagOfLook } from './support/looks.js';
import { openWithoutTiles, realErrors } from './support/reader-page.js';
import { widerThanScreen } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * A brokerage office's public page (docs/decisions/0039-brokerage-offices.md, "The office page"): its
 * name and FAL licence in the server's HTML, its team, its ads with filters that change the list, and
 * the reviews of its ads. Set up through the API with the development verifiers, moderation off.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);

/** The development verifier's citizen (docs/operations/identity.md), who holds FAL numbers starting 11. */
const ID_NUMBER = '1000000008';
const OFFICE = { nameAr: 'مكتب الواحة العقاري', nameEn: 'Oasis Realty', falNumber: '1100054321' };
const NAME: Record<Language, string> = { ar: OFFICE.nameAr, en: OFFICE.nameEn };
const TEXT: Record<Language, typeof officeEn> = { ar: officeAr, en: officeEn };
const RENTED_FLAT = { ar: 'شقة للإيجار في العليا', en: 'Flat for rent in Al Olaya' };
const REVIEW = 'تعامل راقٍ وردود سريعة';

let officeId: number;

beforeAll(async () => {
  const { server } = site;
  const owner = catalogue.owner;
  const started = await server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber: ID_NUMBER } },
    { token: owner.token },
  );
  expect(started.status).toBe(201);
  await server.send(
    identityApi.getIdentityRequest,
    { params: { id: started.body.id } },
    { token: owner.token },
  );
  const office = await server.send(officeApi.createOffice, { body: OFFICE }, { token: owner.token });
  expect(office.status).toBe(201);
  officeId = office.body.id;
  const logo = await server.send(
    officeApi.uploadOfficeLogo,
    { params: { id: officeId }, body: await logoForm(480, 160) },
    { token: owner.token },
  );
  expect(logo.status).toBe(200);

  const agent = await signIn(server);
  await server.send(account.updateProfile, { body: { fullName: 'فيصل الحربي' } }, { token: agent.token });
  await server.send(
    officeApi.inviteMember,
    { params: { id: officeId }, body: { phoneNumber: agent.e164, role: 'agent' } },
    { token: owner.token },
  );
  const token = await invitationTokenIn(server.deps.config.sms.outboxFile, agent.e164);
  expect(
    (await server.send(officeApi.acceptInvitation, { body: { token } }, { token: agent.token })).status,
  ).toBe(200);

  const { l } = catalogue;
  const villa = await catalogue.save('residence', { price: 3_000_000 });
  await catalogue.save(
    'residence',
    titled(RENTED_FLAT, {
      price: 90_000,
      rentPeriod: 'yearly',
      transactionTypeId: l.id('transactiontype', 'rent'),
      propertyTypeId: l.id('propertytype', 'apartment'),
    }),
  );
  const agentVilla = await catalogue.save('residence', { price: 1_500_000 }, agent);
  await catalogue.save('industry', {}, agent);
  for (const [ad, rating, comment] of [
    [villa.id, 5, REVIEW],
    [agentVilla.id, 4, 'Quick and honest'],
  ] as const) {
    const reviewer = await signIn(server);
    await contactOwner(server, reviewer, ad);
    const added = await server.send(
      reviewsApi.addReview,
      { body: { propertyId: ad, rating, comment } },
      { token: reviewer.token },
    );
    expect(added.status).toBe(201);
  }
});

const listings = (page: Page) => page.locator('section[aria-labelledby="office-listings"]');
const cards = (page: Page) => listings(page).locator('ul.grid > li');

describe('an office’s page', () => {
  it('is rendered on the server with its name, FAL licence, ads and reviews; an unknown office is a 404', async () => {
    for (const language of ['ar', 'en'] as const) {
      const page = await site.server.call<string>('GET', `/offices/${officeId}`, undefined, {
        language,
        headers: { cookie: `lang=${language}` },
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain(`>${NAME[language]}</bdi></h1>`);
      expect(page.body).toContain(OFFICE.falNumber);
      expect(page.body).toContain(TEXT[language].fal.valid);
      expect(page.body).toContain(RENTED_FLAT[language]);
      expect(page.body).toContain(REVIEW);
    }
    const missing = await site.server.call<string>('GET', '/offices/999999', undefined, {
      headers: { cookie: 'lang=en' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(officeEn.notFound.title);
  });

  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    const text = TEXT[language];

    it(`${tagOfLook(look)}: header, team, ads that the filters change, reviews; nothing sideways`, async () => {
      const { context, page, consoleErrors } = await openWithoutTiles(site, { language, width, dark });
      await page.goto(`/offices/${officeId}`);
      await page.getByRole('heading', { level: 1, name: NAME[language] }).waitFor();
      await page.getByRole('img', { name: text.logoAlt.replace('{{name}}', NAME[language]) }).waitFor();
      await page.getByText(text.fal.valid, { exact: false }).first().waitFor();
      await page.getByText(text.agents.roles.owner, { exact: true }).waitFor();
      await page.getByText(text.agents.roles.agent, { exact: true }).waitFor();
      await page.getByText(REVIEW).waitFor();
      const reviews = page.locator('section[aria-labelledby="office-reviews"]');
      await reviews.getByText('4.5', { exact: true }).waitFor();
      await expect.poll(() => cards(page).count()).toBe(4);

      expect(await widerThanScreen(page), 'wider than the screen').toBe(false);
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: screenshotPath(tagOfLook(look), 'office-page'), fullPage: true });

      if (!dark) {
        // Rent keeps the flat and the warehouse, in the URL too; a price range and a sort, the villas.
        await listings(page).getByLabel(text.listings.transactionType).selectOption(String(rent()));
        await expect.poll(() => cards(page).count()).toBe(2);
        await listings(page).getByText(RENTED_FLAT[language]).waitFor();
        expect(new URL(page.url()).searchParams.get('TransactionTypeId')).toBe(String(rent()));
        await listings(page).getByLabel(text.listings.transactionType).selectOption('');
        await listings(page).getByLabel(text.listings.minPrice).fill('1000000');
        await listings(page).getByRole('button', { name: text.listings.apply }).click();
        await expect.poll(() => cards(page).count()).toBe(2);
        await listings(page).getByLabel(text.listings.sort).selectOption('priceAsc');
        await expect.poll(() => new URL(page.url()).searchParams.get('SortBy')).toBe('priceAsc');
        await expect.poll(() => cards(page).first().textContent()).toContain('1,500,000');
        await page.goBack();
        await expect.poll(() => new URL(page.url()).searchParams.get('SortBy')).toBe(null);
      }
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }

  it('is where the ad’s contact card leads', async () => {
    const { context, page } = await openWithoutTiles(site, { language: 'ar', width: 390 });
    const list = await site.server.send(listProperties, { query: { OfficeId: officeId, PageSize: 1 } });
    const [ad] = list.body.data;
    await page.goto(`/Property/${ad?.id ?? 0}`);
    await page.getByRole('link', { name: OFFICE.nameAr }).click();
    await page.getByRole('heading', { level: 1, name: OFFICE.nameAr }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/offices/${officeId}`);
    await context.close();
  });

  // Last: it suspends the office, as the licence re-check does when its FAL licence lapses.
  it('says plainly that an office whose FAL licence lapsed is suspended', async () => {
    await site.server.deps.db
      .update(offices)
      .set({ status: 'suspended', suspensionReason: 'licence', falState: 'expired' })
      .where(eq(offices.id, officeId));
    for (const look of PAIRWISE_LOOKS) {
      const { language, width, dark } = look;
      const { context, page } = await openWithoutTiles(site, { language, width, dark });
      await page.goto(`/offices/${officeId}`);
      await page.getByRole('heading', { level: 1, name: NAME[language] }).waitFor();
      await page.getByText(TEXT[language].fal.lapsed, { exact: true }).waitFor();
      await page.getByRole('status').getByText(TEXT[language].fal.suspended).waitFor();
      expect(await page.getByText(TEXT[language].fal.valid, { exact: true }).count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`suspended-${tagOfLook(look)}`, 'office-page') });
      await context.close();
    }
  });
});

const rent = () => catalogue.l.id('transactiontype', 'rent');
