import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as account from '../contract/endpoints/account.js';
import * as identityApi from '../contract/endpoints/identity.js';
import * as officeApi from '../contract/endpoints/offices.js';
import * as propertiesApi from '../contract/endpoints/properties.js';
import { renderScenePhoto } from '../server/db/seed/scenes/index.js';
import { invitationTokenIn } from '../server/test/support/clients/office-invitations.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import detailsAr from '../web/src/locales/features/details.ar.json' with { type: 'json' };
import detailsEn from '../web/src/locales/features/details.en.json' with { type: 'json' };
import { seriousViolations } from './support/axe.js';
import { useCatalogue } from './support/catalogue.js';
import { capturing, looksToCheck, tagOfLook } from './support/looks.js';
import { openWithoutTiles, realErrors } from './support/reader-page.js';
import { widerThanScreen } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * An ad posted by an agent of a brokerage office names the office and its FAL licence in the details
 * page's contact card (docs/decisions/0039-brokerage-offices.md, item 11). Everything is set up through
 * the API with the development verifiers (Nafath and REGA): published at once, with moderation off.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);

/** The development verifier's citizen (docs/operations/identity.md), who holds FAL numbers starting 11. */
const ID_NUMBER = '1000000008';
const OFFICE = { nameAr: 'مكتب الأفق العقاري', nameEn: 'Horizon Realty', falNumber: '1100012345' };
const OFFICE_NAME: Record<Language, string> = { ar: OFFICE.nameAr, en: OFFICE.nameEn };
const TITLE: Record<Language, string> = { ar: 'فيلا للبيع في حي النرجس', en: 'Villa for sale in Al Narjis' };
const CONTACT: Record<Language, typeof detailsEn.contact> = {
  ar: detailsAr.contact,
  en: detailsEn.contact,
};

let agent: SignedIn;
let ad: number;

beforeAll(async () => {
  const { server } = site;
  const owner = catalogue.owner;

  // The owner's identity: the development verifier answers at the first status question.
  const started = await server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber: ID_NUMBER } },
    { token: owner.token },
  );
  expect(started.status).toBe(201);
  const checked = await server.send(
    identityApi.getIdentityRequest,
    { params: { id: started.body.id } },
    { token: owner.token },
  );
  expect(checked.body.state).toBe('verified');

  const office = await server.send(officeApi.createOffice, { body: OFFICE }, { token: owner.token });
  expect(office.status).toBe(201);
  expect(office.body).toMatchObject({ status: 'active', licensed: true, falNumber: OFFICE.falNumber });

  // The agent joins by the link the SMS carries.
  agent = await signIn(server);
  await server.send(account.updateProfile, { body: { fullName: 'فيصل الحربي' } }, { token: agent.token });
  const invited = await server.send(
    officeApi.inviteMember,
    { params: { id: office.body.id }, body: { phoneNumber: agent.e164, role: 'agent' } },
    { token: owner.token },
  );
  expect(invited.status).toBe(201);
  const accepted = await server.send(
    officeApi.acceptInvitation,
    { body: { token: await invitationTokenIn(site.server.deps.config.sms.outboxFile, agent.e164) } },
    { token: agent.token },
  );
  expect(accepted.body).toMatchObject({ role: 'agent', office: { id: office.body.id } });

  const saved = await catalogue.save('residence', { titleAr: TITLE.ar, titleEn: TITLE.en }, agent);
  expect(saved.status).toBe('published');
  expect(saved.office).toEqual({
    id: office.body.id,
    name: OFFICE.nameAr,
    falNumber: OFFICE.falNumber,
    logoUrl: null,
    licensed: true,
  });
  ad = saved.id;
  const photo = await renderScenePhoto('villa', 0, { width: 1600, height: 900 });
  const body = new FormData();
  body.append('propertyId', String(ad));
  body.append('files', new Blob([new Uint8Array(photo)]), 'villa.webp');
  expect((await server.send(propertiesApi.uploadMedia, { body }, { token: agent.token })).status).toBe(200);
});

const contactCard = (page: Page) => page.locator('section[aria-labelledby="contact-title"]');

/** Whether `inner` lies within `outer`'s box, sideways (a pixel's rounding allowed). */
async function withinSideways(inner: Locator, outer: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  if (!a || !b) return false;
  return a.x >= b.x - 1 && a.x + a.width <= b.x + b.width + 1;
}

describe('an office agent’s ad names the office and its FAL licence', () => {
  it('the server-rendered page already carries the office and its licence, in the reader’s language', async () => {
    for (const language of ['ar', 'en'] as const) {
      const page = await site.server.call<string>('GET', `/RecidenceDetailes/${ad}`, undefined, {
        language,
        headers: { cookie: `lang=${language}` },
      });
      expect(page.status).toBe(200);
      expect(page.body).toContain(OFFICE_NAME[language]);
      expect(page.body).toContain(OFFICE.falNumber);
      expect(page.body).toContain(CONTACT[language].officeAgent);
    }
  });

  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    const text = CONTACT[language];

    it(`${tagOfLook(look)}: the contact card shows the office, its FAL number and the agent’s role; nothing sideways`, async () => {
      const { context, page, consoleErrors } = await openWithoutTiles(site, { language, width, dark });
      await page.goto(`/RecidenceDetailes/${ad}`);
      await page.getByRole('heading', { level: 1, name: TITLE[language] }).waitFor();

      const card = contactCard(page);
      // The agent is the ad's owner, named by first name (not a company agent with a profile).
      await card.getByText('فيصل', { exact: true }).waitFor();
      await card.getByText(text.officeAgent, { exact: true }).waitFor();
      const officeLine = card.locator('p', { hasText: OFFICE.falNumber });
      await officeLine.waitFor();
      expect((await officeLine.textContent())?.replace(/\s+/g, ' ')).toBe(
        `${text.office}: ${OFFICE_NAME[language]} · ${text.fal}: ${OFFICE.falNumber}`,
      );
      await officeLine.getByText(OFFICE_NAME[language], { exact: true }).waitFor();
      expect(await officeLine.getByText(OFFICE.falNumber, { exact: true }).getAttribute('dir')).toBe('ltr');
      expect(await officeLine.evaluate((element) => getComputedStyle(element).direction)).toBe(
        language === 'ar' ? 'rtl' : 'ltr',
      );
      // Not the label of a company agent or of an owner.
      expect(await card.getByText(text.agent, { exact: true }).count()).toBe(0);
      expect(await card.getByText(text.owner, { exact: true }).count()).toBe(0);

      expect(await withinSideways(officeLine, card), 'the office line stays inside the card').toBe(true);
      expect(await widerThanScreen(page), 'wider than the screen').toBe(false);
      expect(await seriousViolations(page, 'section[aria-labelledby="contact-title"]')).toEqual([]);

      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: screenshotPath(tagOfLook(look), 'office-ad'), fullPage: true });
      // The card alone, without a phone's contact bar floating over it (a locator's screenshot is
      // not skipped by itself when nobody looks at them).
      if (capturing()) {
        await card.screenshot({
          path: screenshotPath(`card-${tagOfLook(look)}`, 'office-ad'),
          style: '[data-contact-bar] { visibility: hidden !important; }',
        });
      }
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }
});
