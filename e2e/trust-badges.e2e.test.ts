import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as identityApi from '../contract/endpoints/identity.js';
import * as officeApi from '../contract/endpoints/offices.js';
import * as propertiesApi from '../contract/endpoints/properties.js';
import { renderScenePhoto } from '../server/db/seed/scenes/index.js';
import { invitationTokenIn } from '../server/test/support/clients/office-invitations.js';
import { signIn, type SignedIn } from '../server/test/support/clients/sign-in-flow.js';
import catalogueAr from '../web/src/locales/features/catalogue.ar.json' with { type: 'json' };
import catalogueEn from '../web/src/locales/features/catalogue.en.json' with { type: 'json' };
import siteAr from '../web/src/locales/features/site.ar.json' with { type: 'json' };
import siteEn from '../web/src/locales/features/site.en.json' with { type: 'json' };
import trustAr from '../web/src/locales/features/trust.ar.json' with { type: 'json' };
import trustEn from '../web/src/locales/features/trust.en.json' with { type: 'json' };
import { seriousViolations } from './support/axe.js';
import { useCatalogue } from './support/catalogue.js';
import { looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { openWithoutTiles, realErrors } from './support/reader-page.js';
import { widerThanScreen } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';

/**
 * The advertiser's badges (issue 34): on a card and in the details' contact card, each explaining
 * itself in a popover that opens on hover, focus and tap and links to /trust; the /trust page; /Agents
 * with an agent of a verified office. Set up through the API with the development verifiers.
 */
const site = useSite({ MODERATION: 'off' });
const catalogue = useCatalogue(site);

const OWNER_ID = '1000000008';
/** The development verifier's resident: the agent, named by Nafath "أحمد خان" / "Ahmed Khan". */
const AGENT_ID = '2000000006';
const AGENT_NAME: Record<Language, string> = { ar: 'أحمد خان', en: 'Ahmed Khan' };
const OFFICE = { nameAr: 'مكتب الثقة العقاري', nameEn: 'Trust Realty', falNumber: '1100054321' };
const OFFICE_NAME: Record<Language, string> = { ar: OFFICE.nameAr, en: OFFICE.nameEn };
const TITLE: Record<Language, string> = { ar: 'شقة موثّقة في حي الياسمين', en: 'Verified flat in Al Yasmin' };
const BADGES = { ar: catalogueAr.badges, en: catalogueEn.badges };
const TRUST = { ar: trustAr, en: trustEn };
const AGENTS = { ar: siteAr.agents, en: siteEn.agents };

let officeId: number;
let ad: number;
let agent: SignedIn;

async function verify(who: SignedIn, idNumber: string) {
  const started = await site.server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber } },
    { token: who.token },
  );
  expect(started.status).toBe(201);
  const checked = await site.server.send(
    identityApi.getIdentityRequest,
    { params: { id: started.body.id } },
    { token: who.token },
  );
  expect(checked.body.state).toBe('verified');
}

beforeAll(async () => {
  const { server } = site;
  const owner = catalogue.owner;
  await verify(owner, OWNER_ID);
  const office = await server.send(officeApi.createOffice, { body: OFFICE }, { token: owner.token });
  expect(office.status).toBe(201);
  officeId = office.body.id;

  agent = await signIn(server);
  await verify(agent, AGENT_ID);
  await server.send(
    officeApi.inviteMember,
    { params: { id: officeId }, body: { phoneNumber: agent.e164, role: 'agent' } },
    { token: owner.token },
  );
  const accepted = await server.send(
    officeApi.acceptInvitation,
    { body: { token: await invitationTokenIn(server.deps.config.sms.outboxFile, agent.e164) } },
    { token: agent.token },
  );
  expect(accepted.status).toBe(200);

  const saved = await catalogue.save('residence', { titleAr: TITLE.ar, titleEn: TITLE.en }, agent);
  expect(saved.advertiserBadges).toEqual(['verifiedIdentity', 'licensedBroker']);
  ad = saved.id;
  const photo = await renderScenePhoto('villa', 1, { width: 1600, height: 900 });
  const body = new FormData();
  body.append('propertyId', String(ad));
  body.append('files', new Blob([new Uint8Array(photo)]), 'flat.webp');
  expect((await server.send(propertiesApi.uploadMedia, { body }, { token: agent.token })).status).toBe(200);
});

/** The badge's popover, by the id its button controls. */
async function popoverOf(badge: Locator): Promise<Locator> {
  const id = await badge.getAttribute('aria-controls');
  return badge.page().locator(`[id="${id}"]`);
}

/** Opens the badge's explanation as a reader of this width would: a mouse's hover, else a tap. */
async function openExplanation(badge: Locator, width: Look['width']): Promise<Locator> {
  if (width === 1280) await badge.hover();
  else {
    await badge.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
    await badge.dispatchEvent('click');
  }
  const popover = await popoverOf(badge);
  await popover.waitFor({ state: 'visible' });
  return popover;
}

/** Whether the box lies within the window. */
async function withinWindow(locator: Locator, page: Page): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
}

describe('trust badges', () => {
  it('the server renders /trust and /Agents with the office agent, in the reader’s language', async () => {
    for (const language of ['ar', 'en'] as const) {
      const headers = { cookie: `lang=${language}` };
      const trust = await site.server.call<string>('GET', '/trust', undefined, { language, headers });
      expect(trust.status).toBe(200);
      expect(trust.body).toContain(TRUST[language].fal.title);
      const agents = await site.server.call<string>('GET', '/Agents', undefined, { language, headers });
      expect(agents.body).toContain(AGENT_NAME[language]);
      expect(agents.body).toContain(`/offices/${String(officeId)}`);
    }
  });

  for (const look of looksToCheck()) {
    const { language, width, dark } = look;
    const badges = BADGES[language];
    const tag = tagOfLook(look);

    it(`${tag}: a card and the details show both badges; each explains itself and links to /trust`, async () => {
      const { context, page, consoleErrors } = await openWithoutTiles(site, { language, width, dark });
      await page.goto('/recidence');
      const card = page.locator('article', { has: page.getByRole('link', { name: TITLE[language] }) });
      const identity = card.getByRole('button', { name: badges.verifiedIdentity.label });
      const broker = card.getByRole('button', { name: badges.licensedBroker.label });
      await identity.waitFor();
      await broker.waitFor();

      await broker.scrollIntoViewIfNeeded();
      const popover = await openExplanation(broker, width);
      expect(await broker.getAttribute('aria-expanded')).toBe('true');
      await popover.getByText(badges.licensedBroker.explain).waitFor();
      expect(await popover.getByRole('link', { name: badges.howWeVerify }).getAttribute('href')).toBe(
        '/trust',
      );
      expect(await withinWindow(popover, page), 'the explanation stays inside the window').toBe(true);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: screenshotPath(tag, 'trust-badges-card') });
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await page.keyboard.press('Escape');
      await popover.waitFor({ state: 'hidden' });

      await page.goto(`/RecidenceDetailes/${String(ad)}`);
      await page.getByRole('heading', { level: 1, name: TITLE[language] }).waitFor();
      const contact = page.locator('section[aria-labelledby="contact-title"]');
      const verified = contact.getByRole('button', { name: badges.verifiedIdentity.label });
      await contact.getByRole('button', { name: badges.licensedBroker.label }).waitFor();
      // By keyboard: focus opens it, Escape closes it and leaves the focus on the badge.
      await verified.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      const explanation = await popoverOf(verified);
      await explanation.getByText(badges.verifiedIdentity.explain).waitFor();
      await page.keyboard.press('Escape');
      await explanation.waitFor({ state: 'hidden' });
      expect(await verified.evaluate((element) => element === document.activeElement)).toBe(true);

      // Scrolling closes an explanation: the card is brought into view first.
      await verified.scrollIntoViewIfNeeded();
      await page.evaluate(() => document.fonts.ready);
      await openExplanation(verified, width);
      expect(await withinWindow(explanation, page), 'the explanation stays inside the window').toBe(true);
      expect(await widerThanScreen(page), 'wider than the screen').toBe(false);
      expect(await seriousViolations(page, 'section[aria-labelledby="contact-title"]')).toEqual([]);
      await page.screenshot({ path: screenshotPath(tag, 'trust-badges-details') });

      // The link leads to /trust.
      await explanation.getByRole('link', { name: badges.howWeVerify }).click();
      await page.getByRole('heading', { level: 1, name: TRUST[language].title }).waitFor();
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });

    it(`${tag}: the profile of a verified person shows the badge, which explains itself`, async () => {
      const { context, page, consoleErrors } = await openWithoutTiles(site, {
        language,
        width,
        dark,
        user: agent,
      });
      await page.goto('/profile');
      const row = page.getByTestId('identity-status');
      const badge = row.getByRole('button', { name: badges.verifiedIdentity.label });
      await badge.waitFor();
      await row.getByText(AGENT_NAME[language]).waitFor();
      const popover = await openExplanation(badge, width);
      await popover.getByText(badges.verifiedIdentity.explain).waitFor();
      expect(await withinWindow(popover, page), 'the explanation stays inside the window').toBe(true);
      expect(await widerThanScreen(page), 'wider than the screen').toBe(false);
      expect(await seriousViolations(page, '[data-testid="identity-status"]')).toEqual([]);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: screenshotPath(tag, 'trust-profile') });
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });

    it(`${tag}: /trust explains verification and the badges; /Agents lists the office agent`, async () => {
      const { context, page, consoleErrors } = await openWithoutTiles(site, { language, width, dark });
      await page.goto('/trust');
      const trust = TRUST[language];
      await page.getByRole('heading', { level: 1, name: trust.title }).waitFor();
      for (const heading of [
        trust.identity.title,
        trust.fal.title,
        trust.adLicence.title,
        trust.badges.title,
        trust.report.title,
      ]) {
        await page.getByRole('heading', { level: 2, name: heading }).waitFor();
      }
      await page.getByTestId('trust-licensedBroker').getByText(trust.badges.licensedBroker.lost).waitFor();
      expect(await widerThanScreen(page), 'wider than the screen').toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: screenshotPath(tag, 'trust-page'), fullPage: true });

      await page.goto('/Agents');
      const card = page.getByTestId('office-agent').filter({ hasText: AGENT_NAME[language] });
      await card.waitFor();
      const agents = AGENTS[language];
      // The company has no agents here: one line says so, not the empty state of a page without any.
      await page.getByText(agents.companyEmpty, { exact: true }).waitFor();
      expect(await page.getByText(agents.emptyTitle, { exact: true }).count()).toBe(0);
      await card.getByText(agents.roles.agent, { exact: true }).waitFor();
      expect(await card.getByRole('link', { name: OFFICE_NAME[language] }).getAttribute('href')).toBe(
        `/offices/${String(officeId)}`,
      );
      expect(await card.getByText(OFFICE.falNumber, { exact: true }).getAttribute('dir')).toBe('ltr');
      await card.getByText(language === 'ar' ? agents.liveAds_one : '1 live ad', { exact: true }).waitFor();
      await card.getByRole('button', { name: BADGES[language].verifiedIdentity.label }).waitFor();
      await card.getByRole('button', { name: BADGES[language].licensedBroker.label }).waitFor();
      expect(await card.getByText(/\+966|05\d{8}/).count(), 'no phone number').toBe(0);
      expect(await widerThanScreen(page), 'wider than the screen').toBe(false);
      expect(await seriousViolations(page)).toEqual([]);
      await page.evaluate(() => document.fonts.ready);
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(tag, 'trust-agents') });
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    });
  }
});
