import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '../contract/common.js';
import * as identityApi from '../contract/endpoints/identity.js';
import * as officeApi from '../contract/endpoints/offices.js';
import { messages } from '../contract/message-catalogue.js';
import { identities, identityRequests, offices } from '../server/db/schema/index.js';
import { invitationTokenIn } from '../server/test/support/clients/office-invitations.js';
import { logoForm } from '../server/test/support/clients/office-logo.js';
import {
  newSaudiMobile,
  signIn,
  userIdOf,
  type SignedIn,
} from '../server/test/support/clients/sign-in-flow.js';
import officesAr from '../web/src/locales/features/offices.ar.json' with { type: 'json' };
import officesEn from '../web/src/locales/features/offices.en.json' with { type: 'json' };
import { useCatalogue } from './support/catalogue.js';
import { acceptTermsAndVerify } from './support/consent.js';
import { capturing, looksToCheck, tagOfLook, type Look } from './support/looks.js';
import { openReader, openWithoutTiles, realErrors } from './support/reader-page.js';
import { screenProblems } from './support/screen-checks.js';
import { screenshotPath } from './support/screenshots.js';
import { useSite } from './support/site.js';
import { typeSentCode } from './support/sms-sign-in.js';

/**
 * The screens of a brokerage office's people (ADR 0039): opening an office on /my-office, inviting an
 * agent, the agent opening the SMS link signed out, signing in, coming back and accepting on
 * /offices/join, posting an ad that becomes the office's, and the owner seeing them among the members.
 * Set-up that is not the point (identities, the ad) goes through the API with the development
 * verifiers; each flow's clicks are the reader's. As in production, publishing needs an identity.
 */
const site = useSite({ MODERATION: 'off', ADVERTISER_IDENTITY_REQUIRED: 'true' });
const catalogue = useCatalogue(site);

const texts: Record<Language, typeof officesEn> = { ar: officesAr, en: officesEn };
/** The development verifier's people (docs/operations/identity.md): 11… FAL numbers are the citizen's. */
const ID = { owner: '1000000008', agent: '2000000006' };
const AGENT_NAME: Record<Language, string> = { ar: 'أحمد خان', en: 'Ahmed Khan' };
const OFFICE: Record<Language, { nameAr: string; nameEn: string; falNumber: string }> = {
  ar: { nameAr: 'مكتب الأفق العقاري', nameEn: 'Horizon Realty', falNumber: '1100012345' },
  en: { nameAr: 'مكتب الواحة للعقار', nameEn: 'Oasis Property', falNumber: '1100067890' },
};
const officeName = (language: Language) =>
  language === 'ar' ? OFFICE[language].nameAr : OFFICE[language].nameEn;

/** Verifies `who` with a development test ID: that verifier answers at the first status question. */
async function verify(who: SignedIn, idNumber: string) {
  const { server } = site;
  const started = await server.send(
    identityApi.startIdentityRequest,
    { body: { idNumber } },
    { token: who.token },
  );
  expect(started.status).toBe(201);
  const checked = await server.send(
    identityApi.getIdentityRequest,
    { params: { id: started.body.id } },
    { token: who.token },
  );
  expect(checked.body.state).toBe('verified');
}

/** One person, one account, one office: the test IDs and FAL numbers are free again for each flow. */
async function freshWorld() {
  const { db } = site.server.deps;
  await db.delete(offices);
  await db.delete(identityRequests);
  await db.delete(identities);
}

async function shot(page: Page, name: string) {
  if (!capturing()) return;
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: screenshotPath(name, 'office-flows'), fullPage: true });
}

const FLOWS: Look[] = [
  { language: 'ar', width: 390, dark: false },
  { language: 'en', width: 1280, dark: false },
];

describe('an office opened, an agent invited by SMS, joining by the link, and their ad the office’s', () => {
  for (const look of FLOWS) {
    const { language, width } = look;
    const text = texts[language];

    it(tagOfLook(look), { timeout: 180_000 }, async () => {
      await freshWorld();
      const owner = await signIn(site.server);
      const { context, page, consoleErrors } = await openReader(site, { language, width, user: owner });
      const problems: string[] = [];
      const check = async (name: string) => {
        problems.push(...(await screenProblems(page, name, { axe: true })));
        await shot(page, `${name}-${tagOfLook(look)}`);
      };

      // Without a verified identity the page says why and leads to Nafath.
      await page.goto('/my-office');
      await page.getByText(text.open.needIdentity.title).waitFor();
      const toNafath = page.getByRole('link', { name: text.open.needIdentity.action });
      expect(await toNafath.getAttribute('href')).toBe('/verify-identity?next=%2Fmy-office');
      await check('no-identity');

      await verify(owner, ID.owner);
      await page.reload();
      await page.getByRole('heading', { level: 1, name: text.open.title }).waitFor();
      const submit = page.getByRole('button', { name: text.open.submit });
      await submit.click();
      // The contract's own checks, in the reader's language, before anything is sent.
      const nameAr = page.getByRole('textbox', { name: text.open.nameAr });
      await nameAr.and(page.locator('[aria-invalid=true]')).waitFor();
      await nameAr.fill(OFFICE[language].nameAr);
      await page.getByRole('textbox', { name: text.open.nameEn }).fill(OFFICE[language].nameEn);
      // An expired licence (13…): the authority's answer under the field.
      await page.getByRole('textbox', { name: text.open.falNumber }).fill('1300012345');
      await submit.click();
      await page
        .getByText(language === 'ar' ? 'رخصة فال منتهية' : 'This FAL licence has expired', { exact: false })
        .waitFor();
      await check('open-refused');

      await page.getByRole('textbox', { name: text.open.falNumber }).fill(OFFICE[language].falNumber);
      await submit.click();
      const header = page.getByTestId('office-header');
      await header.getByRole('heading', { level: 1, name: officeName(language) }).waitFor();
      await header.getByText(text.status.active, { exact: true }).waitFor();
      await header.getByText(text.licensed, { exact: true }).waitFor();
      expect(await header.getByText(OFFICE[language].falNumber, { exact: true }).getAttribute('dir')).toBe(
        'ltr',
      );

      // A logo, chosen from the device: uploaded at once and shown in the header.
      const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#0f5e63' } })
        .png()
        .toBuffer();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
      await header.locator('img[src^="/uploads/offices/"]').waitFor();

      // The owner invites an agent by their mobile number.
      const agentPhone = newSaudiMobile();
      await page.getByRole('textbox', { name: text.invitations.phone }).fill(`0${agentPhone.national}`);
      await page.getByRole('combobox', { name: text.invitations.role }).selectOption('agent');
      await page.getByRole('button', { name: text.invitations.send }).click();
      const invitations = page.getByTestId('office-invitations');
      await invitations.getByText(text.invitations.states.pending, { exact: true }).waitFor();
      const masked = (await invitations.locator('[dir=ltr]').first().textContent()) ?? '';
      expect(masked).not.toContain(agentPhone.national.slice(2, 6));
      await check('owner-invited');

      // The agent opens the SMS link signed out: sign in, and back to the link.
      const token = await invitationTokenIn(site.server.deps.config.sms.outboxFile, agentPhone.e164);
      const link = `/offices/join?token=${token}`;
      const agentPage = await openReader(site, { language, width });
      await agentPage.page.goto(link);
      await agentPage.page.waitForURL((url) => url.pathname === '/register');
      expect(new URL(agentPage.page.url()).searchParams.get('next')).toBe(link);
      await agentPage.page.locator('#phoneNumber').fill(agentPhone.national);
      await agentPage.page.locator('form button[type=submit]').click();
      await typeSentCode(agentPage.page, site.server, agentPhone.e164);
      await acceptTermsAndVerify(agentPage.page);
      await agentPage.page.waitForURL((url) => url.pathname === '/offices/join');
      const preview = agentPage.page.getByTestId('invitation-preview');
      await preview
        .getByText(
          text.join.invites.replace('{{name}}', officeName(language)).replace('{{role}}', text.roles.agent),
        )
        .waitFor();
      await agentPage.page.getByRole('button', { name: text.join.accept }).click();
      await agentPage.page.waitForURL((url) => url.pathname === '/my-office');
      await agentPage.page
        .getByTestId('office-header')
        .getByText(text.roles.agent, { exact: false })
        .waitFor();
      await agentPage.page.getByRole('button', { name: text.leave.action }).waitFor();
      expect(await agentPage.page.getByTestId('office-invitations').count()).toBe(0);

      // The agent verifies (publishing needs it) and posts an ad: it is the office's.
      const agentToken = await agentPage.page.evaluate(() => localStorage.getItem('Token'));
      expect(agentToken).toBeTruthy();
      const agent: SignedIn = {
        token: agentToken!,
        refreshToken: '',
        userId: userIdOf(agentToken!),
        e164: agentPhone.e164,
      };
      await verify(agent, ID.agent);
      const ad = await catalogue.save('residence', {}, agent);
      expect(ad.status).toBe('published');
      const mine = await site.server.send(officeApi.getMyOffice, {}, { token: owner.token });
      expect(ad.office?.id).toBe(mine.body.office?.id);

      // The owner's view lists the agent (by the name Nafath verified) and the invitation accepted.
      await page.reload();
      const agentRow = page.getByTestId('office-member').filter({ hasText: AGENT_NAME[language] });
      await agentRow.getByText(text.roles.agent, { exact: true }).waitFor();
      await agentRow.getByRole('button', { name: text.members.makeManager }).waitFor();
      await invitations.getByText(text.invitations.states.accepted, { exact: true }).waitFor();
      await check('owner-with-agent');

      expect(problems).toEqual([]);
      expect(realErrors(consoleErrors)).toEqual([]);
      expect(realErrors(agentPage.consoleErrors)).toEqual([]);
      await agentPage.context.close();
      await context.close();
    });
  }
});

/** The world the screenshots of every state are taken in, made through the API. */
interface ScreensWorld {
  owner: SignedIn;
  agent: SignedIn;
  opener: SignedIn;
  stranger: SignedIn;
  invited: SignedIn;
  /** A pending invitation's token, sent to `invited`. */
  pendingToken: string;
  /** The agent's invitation, accepted. */
  usedToken: string;
  officeId: number;
  /** An ad posted for the office (its owner's). */
  adId: number;
}

describe('every state of /my-office and /offices/join', () => {
  let world: ScreensWorld;

  beforeAll(async () => {
    await freshWorld();
    const { server } = site;
    const [owner, agent, opener, stranger, invited] = [
      await signIn(server),
      await signIn(server),
      await signIn(server),
      await signIn(server),
      await signIn(server),
    ];
    await verify(owner, ID.owner);
    await verify(opener, ID.agent);
    const office = await server.send(officeApi.createOffice, { body: OFFICE.ar }, { token: owner.token });
    expect(office.status).toBe(201);
    const officeId = office.body.id;
    const invite = async (who: SignedIn) => {
      const sent = await server.send(
        officeApi.inviteMember,
        { params: { id: officeId }, body: { phoneNumber: who.e164, role: 'agent' } },
        { token: owner.token },
      );
      expect(sent.status).toBe(201);
      return invitationTokenIn(server.deps.config.sms.outboxFile, who.e164);
    };
    const usedToken = await invite(agent);
    expect(
      (await server.send(officeApi.acceptInvitation, { body: { token: usedToken } }, { token: agent.token }))
        .status,
    ).toBe(200);
    const pendingToken = await invite(invited);
    const logo = await server.send(
      officeApi.uploadOfficeLogo,
      { params: { id: officeId }, body: await logoForm(480, 160) },
      { token: owner.token },
    );
    expect(logo.status).toBe(200);
    const ad = await catalogue.save(
      'residence',
      { titleAr: 'فيلا المكتب', titleEn: 'The office villa' },
      owner,
    );
    expect(ad.office?.logoUrl).toBe(logo.body.logoUrl);
    world = { owner, agent, opener, stranger, invited, pendingToken, usedToken, officeId, adId: ad.id };
  });

  const STATES: {
    name: string;
    who: keyof ScreensWorld;
    path: (w: ScreensWorld) => string;
    ready: (page: Page, text: typeof officesEn, language: Language) => Promise<void>;
    before?: () => Promise<void>;
    after?: () => Promise<void>;
  }[] = [
    {
      name: 'open-form',
      who: 'opener',
      path: () => '/my-office',
      ready: (page, text) => page.getByRole('heading', { level: 1, name: text.open.title }).waitFor(),
    },
    {
      name: 'owner',
      who: 'owner',
      path: () => '/my-office',
      ready: (page, text) =>
        page
          .getByTestId('office-invitations')
          .getByText(text.invitations.states.pending, { exact: true })
          .waitFor(),
    },
    {
      name: 'agent',
      who: 'agent',
      path: () => '/my-office',
      ready: (page, text) => page.getByRole('button', { name: text.leave.action }).waitFor(),
    },
    {
      name: 'pending-review',
      who: 'owner',
      path: () => '/my-office',
      ready: (page, text) => page.getByText(text.statusBody.pendingReview).waitFor(),
      before: () => setStatus('pendingReview'),
      after: () => setStatus('active'),
    },
    {
      name: 'suspended',
      who: 'owner',
      path: () => '/my-office',
      ready: (page, text) => page.getByText(text.statusBody.suspended).waitFor(),
      before: () => setStatus('suspended'),
      after: () => setStatus('active'),
    },
    {
      name: 'ad-contact-card',
      who: 'stranger',
      path: (w) => `/RecidenceDetailes/${w.adId}`,
      ready: (page) =>
        page.locator('section[aria-labelledby="contact-title"] img[src^="/uploads/offices/"]').waitFor(),
    },
    {
      name: 'join-preview',
      who: 'invited',
      path: (w) => `/offices/join?token=${w.pendingToken}`,
      ready: (page, text) => page.getByRole('button', { name: text.join.accept }).waitFor(),
    },
    {
      name: 'join-used',
      who: 'agent',
      path: (w) => `/offices/join?token=${w.usedToken}`,
      ready: (page, _text, language) =>
        page
          .getByText(
            language === 'ar' ? 'استُخدمت هذه الدعوة بالفعل' : 'This invitation has already been used',
          )
          .waitFor(),
    },
    {
      name: 'join-other-number',
      who: 'stranger',
      path: (w) => `/offices/join?token=${w.pendingToken}`,
      ready: (page, text) =>
        page.getByRole('heading', { level: 2, name: text.join.otherNumberTitle }).waitFor(),
    },
  ];

  async function setStatus(status: 'active' | 'pendingReview' | 'suspended') {
    await site.server.deps.db.update(offices).set({ status }).where(eq(offices.id, world.officeId));
  }

  for (const look of looksToCheck()) {
    it(
      `${tagOfLook(look)}: each state renders, fits the screen and passes axe`,
      { timeout: 180_000 },
      async () => {
        const problems: string[] = [];
        for (const state of STATES) {
          await state.before?.();
          const who = world[state.who] as SignedIn;
          const { context, page, consoleErrors } = await openWithoutTiles(site, {
            language: look.language,
            width: look.width,
            dark: look.dark,
            user: who,
          });
          await page.goto(state.path(world));
          await state.ready(page, texts[look.language], look.language);
          problems.push(
            ...(await screenProblems(page, `${state.name} ${tagOfLook(look)}`, { axe: !look.dark })),
          );
          await shot(page, `${state.name}-${tagOfLook(look)}`);
          problems.push(...realErrors(consoleErrors).map((error) => `${state.name}: ${error}`));
          await context.close();
          await state.after?.();
        }
        expect(problems).toEqual([]);
      },
    );
  }

  // Last: it changes the world (the owner leaves).
  it(
    'ar-390-light: the owner changes a role, removes a member, hands the office over to a verified manager and leaves',
    { timeout: 120_000 },
    async () => {
      const { server } = site;
      const text = texts.ar;
      const sent = await server.send(
        officeApi.inviteMember,
        { params: { id: world.officeId }, body: { phoneNumber: world.opener.e164, role: 'manager' } },
        { token: world.owner.token },
      );
      expect(sent.status).toBe(201);
      const token = await invitationTokenIn(server.deps.config.sms.outboxFile, world.opener.e164);
      expect(
        (await server.send(officeApi.acceptInvitation, { body: { token } }, { token: world.opener.token }))
          .status,
      ).toBe(200);

      const { context, page, consoleErrors } = await openReader(site, {
        language: 'ar',
        width: 390,
        user: world.owner,
      });
      await page.goto('/my-office');
      const row = (name: string) => page.getByTestId('office-member').filter({ hasText: name });
      const agentRow = row(text.members.unnamed);
      await agentRow.getByRole('button', { name: text.members.makeManager }).click();
      await agentRow.getByText(text.roles.manager, { exact: true }).waitFor();
      await agentRow.getByRole('button', { name: text.members.remove }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByRole('heading', { name: text.members.removeTitle.replace('{{name}}', text.members.unnamed) })
        .waitFor();
      await dialog.getByRole('button', { name: text.members.remove }).click();
      await agentRow.waitFor({ state: 'detached' });

      await row(AGENT_NAME.ar).getByRole('button', { name: text.members.handOver }).click();
      await dialog.getByText(text.members.handOverBody.replaceAll('{{name}}', AGENT_NAME.ar)).waitFor();
      // The office's licence is the owner's own: it passes with the new owner's own licence. The
      // owner's (prefix 11, the development verifier's citizen) is refused under the field.
      const newOwnerFal = dialog.getByRole('textbox', { name: text.members.newOwnerFal });
      await newOwnerFal.fill('1100012399');
      await dialog.getByRole('button', { name: text.members.handOver }).click();
      await dialog.getByText(messages.newOwnerLicenceMismatch.ar).waitFor();
      await shot(page, 'hand-over-refused-ar-390-light');
      await newOwnerFal.fill('1200012345');
      await shot(page, 'hand-over-confirm-ar-390-light');
      await dialog.getByRole('button', { name: text.members.handOver }).click();
      await page
        .getByTestId('office-header')
        .getByText(text.yourRole.replace('{{role}}', text.roles.manager))
        .waitFor();
      await row(AGENT_NAME.ar).getByText(text.roles.owner, { exact: true }).waitFor();
      await shot(page, 'handed-over-ar-390-light');

      await page.getByRole('button', { name: text.leave.action }).click();
      await dialog.getByText(text.leave.body).waitFor();
      await shot(page, 'leave-confirm-ar-390-light');
      await dialog.getByRole('button', { name: text.leave.action }).click();
      // Verified and in no office any more: the form to open one.
      await page.getByRole('heading', { level: 1, name: text.open.title }).waitFor();
      const mine = await server.send(officeApi.getMyOffice, {}, { token: world.opener.token });
      expect(mine.body.role).toBe('owner');
      expect(mine.body.office?.members.map((member) => member.role)).toEqual(['owner']);
      expect(mine.body.office?.falNumber).toBe('1200012345');
      expect(realErrors(consoleErrors)).toEqual([]);
      await context.close();
    },
  );
});
