import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#contract/common.js';
import * as account from '#contract/endpoints/account.js';
import * as notificationsApi from '#contract/endpoints/notifications.js';
import * as saved from '#contract/endpoints/saved-searches.js';
import { savedSearches } from '#server/db/schema/index.js';
import { DIGEST_QUEUE, alertMatches } from '#server/modules/saved-searches/index.js';
import {
  createAd,
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { publish } from '#server/test/support/fixtures/conversation-fixtures.js';
import { startFakeSmtpServer, type FakeSmtpServer } from '#server/test/support/fakes/fake-smtp-server.js';
import { jobsSettled } from '#server/test/support/readers/jobs.js';
import { leaves, readMime } from '#server/test/support/readers/mime-message.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';
import { verificationLinkIn, type VerificationLink } from '#server/test/support/clients/verified-email.js';

/**
 * The hostile review's email cases (issue 30, items 5 and 9g), rerun on every change: the site mails
 * nothing a user typed to an address nobody verified, the verification link is signed, bound to its
 * address, expiring and rate limited, the digest's subject is fixed, and an unsubscribe link expires
 * and never pauses a search resumed after it was made. Mail goes through a real local SMTP server.
 */

const SMTP = { user: 'manzil-mailer', pass: 'smtp-pass-hostile-email' };
const PUBLIC_URL = 'https://manzil.example';
const PER_IP_PER_HOUR = 3;
/** At the name's limit of 80 characters: markup, a link, a phone number and quotes. */
const HOSTILE_NAME = '<a href="https://evil.example">Win 5000 SAR</a> & call +966500000000 "now"';
const VERIFY_SUBJECT = 'أكّد بريدك الإلكتروني | Confirm your email address';
const DIGEST_SUBJECT = 'جديد في بحثك المحفوظ | New in your saved search';
const HOUR = 3600;
const DAY = 24 * HOUR;

let smtp: FakeSmtpServer;
let server: TestServer;
let l: Lookups;

beforeAll(async () => {
  smtp = await startFakeSmtpServer(SMTP);
  server = await startTestServer({
    EMAIL_PROVIDER: 'smtp',
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_USER: SMTP.user,
    SMTP_PASSWORD: SMTP.pass,
    SMTP_REQUIRE_TLS: 'false',
    SMTP_TIMEOUT_SECONDS: '2',
    EMAIL_FROM: 'Manzil <no-reply@manzil.example>',
    PUBLIC_URL,
    TRUST_PROXY: '1',
    EMAIL_VERIFICATIONS_PER_IP_PER_HOUR: String(PER_IP_PER_HOUR),
  });
  l = await loadLookups(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let addresses = 0;
/** An address no other test uses. */
const newAddress = (who = 'someone') => `${who}-${(addresses += 1)}-${Date.now()}@example.org`;
let ips = 0;
/** Each test asks from its own IPs, so the per-IP limit counts only what a test means it to. */
const newIp = () => `198.51.100.${(ips += 1) % 250}`;
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

/** A fresh token: the tests move the clock past a token's life. */
async function fresh(user: SignedIn): Promise<SignedIn> {
  const rotated = await server.send(account.refreshToken, { body: { refreshToken: user.refreshToken } });
  expect(rotated.status).toBe(200);
  return Object.assign(user, rotated.body);
}

async function setEmail(user: SignedIn, email: string | null): Promise<void> {
  const saved = await server.send(account.updateProfile, { body: { email } }, { token: user.token });
  expect(saved.status).toBe(200);
}

async function profileOf(user: SignedIn) {
  const answer = await server.send(
    account.getProfile,
    { params: { id: user.userId } },
    { token: (await fresh(user)).token },
  );
  return answer.body;
}

const askForLink = (user: SignedIn, ip = newIp(), language: Language = 'ar') =>
  server.send(account.sendEmailVerification, {}, { token: user.token, language, ...from(ip) });

interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function mailsTo(address: string): Mail[] {
  return smtp.received
    .filter((mail) => mail.to.includes(address))
    .map((mail) => {
      const message = readMime(mail.raw);
      const [text, html] = leaves(message);
      return {
        to: mail.to,
        subject: message.headers.get('subject') ?? '',
        text: text?.body ?? '',
        html: html?.body ?? '',
      };
    });
}

/** Asks for a link to the user's address and reads it out of the message that arrived. */
async function linkMailedTo(user: SignedIn, address: string): Promise<VerificationLink> {
  const before = mailsTo(address).length;
  const sent = await askForLink(user);
  expect(sent.status).toBe(200);
  const mails = mailsTo(address);
  expect(mails).toHaveLength(before + 1);
  return verificationLinkIn(mails.at(-1)!.text);
}

/** Opens the link as its page does: the page posts what the address bar holds. */
const follow = (link: VerificationLink, language: Language = 'ar') =>
  server.send(account.verifyEmail, { body: link.body }, { language });

async function verified(user: SignedIn, address: string): Promise<void> {
  await setEmail(user, address);
  expect((await follow(await linkMailedTo(user, address))).status).toBe(200);
}

/** A daily saved search of Riyadh villas, and a matching ad recorded for its digest. */
async function dailySearchWithNews(user: SignedIn, name: string): Promise<number> {
  const filters = { Category: 1, CityId: l.id('region', 'city:riyadh') };
  const made = await server.send(
    saved.createSavedSearch,
    { body: { name, filters, frequency: 'daily' } },
    { token: user.token },
  );
  expect(made.status).toBe(201);
  const owner = await signIn(server);
  const ad = await createAd(server, owner.token, 'residence', residenceBody(l));
  await publish(server, ad.id);
  await alertMatches(server.deps, ad.id, { kind: 'new' });
  return made.body.id;
}

async function runDigests(): Promise<void> {
  await server.deps.jobs.send(DIGEST_QUEUE, [{ data: {} }]);
  await jobsSettled(server.deps.db);
}

async function notices(user: SignedIn) {
  const answer = await server.send(
    notificationsApi.listNotifications,
    { query: { PageSize: 100 } },
    { token: (await fresh(user)).token, language: 'en' },
  );
  return answer.body.data;
}

describe('an address nobody verified (item 5)', () => {
  it('gets no digest, whatever the search is called: the alert goes to the panel instead', async () => {
    const attacker = await signIn(server);
    const victim = newAddress('victim');
    await setEmail(attacker, victim);
    await dailySearchWithNews(attacker, HOSTILE_NAME);
    server.clock.advance(DAY);
    await runDigests();

    expect(mailsTo(victim)).toEqual([]);
    const [digest] = await notices(attacker);
    expect(digest?.type).toBe('savedSearchDigest');
    expect((await profileOf(attacker)).emailVerified).toBe(false);
  });

  it('gets one email, the verification link, in fixed words: nothing the user wrote, only the link', async () => {
    const user = await signIn(server);
    const address = newAddress();
    const fullName = 'Call +966500000000 <b>now</b> to claim your prize';
    const named = await server.send(
      account.updateProfile,
      { body: { fullName, email: address } },
      { token: user.token },
    );
    expect(named.body).toMatchObject({ email: address, emailVerified: false });
    await server.send(
      saved.createSavedSearch,
      { body: { name: HOSTILE_NAME, filters: { Category: 1 } } },
      { token: user.token },
    );

    const sent = await askForLink(user);
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ validHours: 48 });
    const [mail, ...more] = mailsTo(address);
    expect(more).toEqual([]);
    expect(mail!.to).toEqual([address]);
    expect(mail!.subject).toBe(VERIFY_SUBJECT);
    for (const part of [mail!.subject, mail!.text, mail!.html]) {
      for (const written of ['+966500000000', 'prize', 'Win 5000', 'evil.example', user.e164]) {
        expect(part).not.toContain(written);
      }
    }
    const link = verificationLinkIn(mail!.text);
    expect(`${link.url.origin}${link.url.pathname}`).toBe(`${PUBLIC_URL}/account/verify-email`);
    expect(link.body.user).toBe(user.userId);
    const hrefs = [...mail!.html.matchAll(/href="([^"]*)"/g)].map((match) =>
      match[1]!.replaceAll('&amp;', '&'),
    );
    expect(hrefs).toEqual([link.url.href, link.url.href]);
    expect(mail!.text).toContain('صالح لمدة 48 ساعة');
    expect(mail!.text).toContain('valid for 48 hours');

    const opened = await follow(link);
    expect(opened.status).toBe(200);
    expect(opened.body).toEqual({ verified: true });
    expect(await profileOf(user)).toMatchObject({ email: address, emailVerified: true });
    // Opening it again changes nothing; asking for another link is refused, it is verified.
    expect((await follow(link)).status).toBe(200);
    server.clock.advance(61);
    const again = await askForLink(await fresh(user), newIp(), 'en');
    expect(again.status).toBe(422);
    expect(again.error.message).toBe('This email address is already verified');
    expect(mailsTo(address)).toHaveLength(1);
  });

  it('changing the address un-verifies it, and the link mailed to the old one verifies nothing', async () => {
    const user = await signIn(server);
    const first = newAddress('first');
    await setEmail(user, first);
    const firstLink = await linkMailedTo(user, first);
    const second = newAddress('second');
    await setEmail(user, second);
    const stale = await follow(firstLink, 'en');
    expect(stale.status).toBe(422);
    expect(stale.error.errors?.token).toEqual([
      'This verification link is not valid; it may be for an address changed since. Send a new link from your profile',
    ]);
    expect((await profileOf(user)).emailVerified).toBe(false);

    server.clock.advance(61);
    expect((await follow(await linkMailedTo(await fresh(user), second))).status).toBe(200);
    expect((await profileOf(user)).emailVerified).toBe(true);
    // Another letter case is the same mailbox: still verified.
    await setEmail(user, second.toUpperCase());
    expect((await profileOf(user)).emailVerified).toBe(true);
    // Another address, or none, is not; and the digest no longer goes by email.
    const third = newAddress('third');
    await setEmail(user, third);
    expect((await profileOf(user)).emailVerified).toBe(false);
    await dailySearchWithNews(user, 'Riyadh villas');
    server.clock.advance(DAY);
    await runDigests();
    expect(mailsTo(third)).toEqual([]);
    expect(mailsTo(second)).toHaveLength(1);
    await setEmail(await fresh(user), null);
    expect(await profileOf(user)).toMatchObject({ email: null, emailVerified: false });
  });

  it('a link older than EMAIL_VERIFICATION_LINK_HOURS is a localized 422 and verifies nothing', async () => {
    const user = await signIn(server);
    const address = newAddress();
    await setEmail(user, address);
    const link = await linkMailedTo(user, address);
    server.clock.advance(48 * HOUR + 1);
    const english = await follow(link, 'en');
    expect(english.status).toBe(422);
    expect(english.error.errors?.at).toEqual([
      'This verification link has expired; sign in and send a new one from your profile',
    ]);
    expect((await follow(link, 'ar')).error.message).toBe(
      'انتهت صلاحية رابط تأكيد البريد، سجّل الدخول وأرسل رابطًا جديدًا من ملفك الشخصي',
    );
    expect((await profileOf(user)).emailVerified).toBe(false);
    // A new link works.
    expect((await follow(await linkMailedTo(await fresh(user), address))).status).toBe(200);
  });

  it('a forged or borrowed link verifies nothing: another user, another time, another signature', async () => {
    const owner = await signIn(server);
    const ownerAddress = newAddress('owner');
    await setEmail(owner, ownerAddress);
    const ownerLink = await linkMailedTo(owner, ownerAddress);
    const attacker = await signIn(server);
    await setEmail(attacker, ownerAddress);
    const token = ownerLink.body.token;
    const forged = [
      { ...ownerLink.body, user: attacker.userId },
      { ...ownerLink.body, at: ownerLink.body.at + 1 },
      { ...ownerLink.body, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
      { ...ownerLink.body, token: 'x' },
      { ...ownerLink.body, user: '00000000-0000-4000-8000-000000000000' },
    ];
    for (const body of forged) {
      const answer = await server.send(account.verifyEmail, { body }, { language: 'en' });
      expect(answer.status).toBe(422);
    }
    const malformed = await server.call('POST', account.verifyEmail.path, { user: 'x', at: 'y', token: 5 });
    expect(malformed.status).toBe(422);
    expect((await profileOf(owner)).emailVerified).toBe(false);
    expect((await profileOf(attacker)).emailVerified).toBe(false);
  });

  it('sending is limited per user, per address and per IP, with a localized 429', async () => {
    // Per user: a minute apart, five a day.
    const user = await signIn(server);
    const address = newAddress();
    await setEmail(user, address);
    expect((await askForLink(user)).status).toBe(200);
    const tooSoon = await askForLink(user, newIp(), 'en');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.error.message).toMatch(/^You can ask for a new verification link in \d+ seconds?$/);
    expect(Number(tooSoon.headers.get('retry-after'))).toBeGreaterThan(0);
    for (let sent = 1; sent < 5; sent += 1) {
      server.clock.advance(61);
      expect((await askForLink(await fresh(user))).status).toBe(200);
    }
    server.clock.advance(61);
    const sixth = await askForLink(user, newIp(), 'en');
    expect(sixth.status).toBe(429);
    expect(sixth.error.message).toBe('Too many verification links requested, please try again later');
    expect(mailsTo(address)).toHaveLength(5);

    // Per address: five a day, whichever accounts ask.
    const victim = newAddress('victim');
    for (let i = 0; i < 6; i += 1) {
      const attacker = await signIn(server);
      await setEmail(attacker, victim);
      expect((await askForLink(attacker)).status).toBe(i < 5 ? 200 : 429);
    }
    expect(mailsTo(victim)).toHaveLength(5);

    // Per IP: EMAIL_VERIFICATIONS_PER_IP_PER_HOUR, whoever is signed in.
    const ip = newIp();
    for (let i = 0; i <= PER_IP_PER_HOUR; i += 1) {
      const someone = await signIn(server);
      await setEmail(someone, newAddress());
      expect((await askForLink(someone, ip)).status).toBe(i < PER_IP_PER_HOUR ? 200 : 429);
    }
    server.clock.advance(HOUR + 1);
    const later = await signIn(server);
    await setEmail(later, newAddress());
    expect((await askForLink(later, ip)).status).toBe(200);
  });

  it('no address, or a provider that refuses, sends nothing and counts nothing', async () => {
    const user = await signIn(server);
    const none = await askForLink(user, newIp(), 'en');
    expect(none.status).toBe(422);
    expect(none.error.message).toBe('Add an email address to your profile and save it first');

    const address = newAddress();
    await setEmail(user, address);
    smtp.setMode('refuse-login');
    try {
      const refused = await askForLink(user, newIp(), 'en');
      expect(refused.status).toBe(503);
      expect(refused.error.message).toBe('The email could not be sent right now, please try again later');
    } finally {
      smtp.setMode('accept');
    }
    expect(server.logs.join('')).not.toContain(address);
    // No cooldown: the refused send did not count.
    expect((await askForLink(user)).status).toBe(200);
    expect(mailsTo(address)).toHaveLength(1);
  });
});

describe('the digest to a verified address (item 5)', () => {
  it('has a fixed subject, and quotes the search’s name in its body only escaped', async () => {
    const user = await signIn(server);
    const address = newAddress();
    await verified(user, address);
    await dailySearchWithNews(user, HOSTILE_NAME);
    server.clock.advance(DAY);
    await runDigests();

    const [, digest, ...more] = mailsTo(address);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(DIGEST_SUBJECT);
    expect(digest!.html).not.toContain('<a href="https://evil.example');
    expect(digest!.html).toContain(
      '&lt;a href=&quot;https://evil.example&quot;&gt;Win 5000 SAR&lt;/a&gt; &amp; call +966500000000 &quot;now&quot;',
    );
    expect(digest!.text).toContain(HOSTILE_NAME);
  });
});

describe('unsubscribe links (item 9g)', () => {
  /** An instant search, alerted once: the unsubscribe link of its notification. */
  async function alertedSearch(): Promise<{
    id: number;
    seeker: SignedIn;
    link: { id: number; at: number; token: string };
  }> {
    const seeker = await signIn(server);
    const made = await server.send(
      saved.createSavedSearch,
      { body: { name: 'Villas', filters: { Category: 1, CityId: l.id('region', 'city:riyadh') } } },
      { token: seeker.token },
    );
    const owner = await signIn(server);
    const ad = await createAd(server, owner.token, 'residence', residenceBody(l));
    await publish(server, ad.id);
    await alertMatches(server.deps, ad.id, { kind: 'new' });
    const [notice] = await notices(seeker);
    const query = new URLSearchParams(notice!.unsubscribePath!.split('?')[1]);
    const link = {
      id: Number(query.get('id')),
      at: Number(query.get('at')),
      token: query.get('token') ?? '',
    };
    expect(link.id).toBe(made.body.id);
    return { id: made.body.id, seeker, link };
  }
  const pausedOf = async (id: number) =>
    (await server.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0]?.paused;

  it('expire after SAVED_SEARCH_UNSUBSCRIBE_LINK_DAYS: a localized 422 on `at`, and the alerts go on', async () => {
    const { id, link } = await alertedSearch();
    server.clock.advance(90 * DAY + 1);
    const english = await server.send(saved.unsubscribeSavedSearch, { body: link }, { language: 'en' });
    expect(english.status).toBe(422);
    expect(english.error.errors?.at).toEqual([
      'This unsubscribe link has expired; sign in to manage your saved searches',
    ]);
    const arabic = await server.send(saved.unsubscribeSavedSearch, { body: link });
    expect(arabic.error.message).toBe(
      'انتهت صلاحية رابط إيقاف التنبيهات، سجّل الدخول لإدارة عمليات البحث المحفوظة',
    );
    expect(await pausedOf(id)).toBe(false);
  });

  it('a link made before its owner resumed the search never pauses it again', async () => {
    const { id, seeker, link: body } = await alertedSearch();
    expect((await server.send(saved.unsubscribeSavedSearch, { body })).status).toBe(200);
    expect(await pausedOf(id)).toBe(true);

    server.clock.advance(60);
    const resumed = await server.send(
      saved.updateSavedSearch,
      { params: { id }, body: { paused: false } },
      { token: (await fresh(seeker)).token },
    );
    expect(resumed.body.paused).toBe(false);
    server.clock.advance(60);
    const stale = await server.send(saved.unsubscribeSavedSearch, { body }, { language: 'en' });
    expect(stale.status).toBe(409);
    expect(stale.error.message).toBe(
      'You resumed these alerts after this link was sent, so it no longer stops them; manage them from your saved searches',
    );
    expect(await pausedOf(id)).toBe(false);

    // Renaming or resuming a running search again moves nothing; a link made after resuming works.
    await server.send(
      saved.updateSavedSearch,
      { params: { id }, body: { name: 'Renamed', paused: false } },
      { token: seeker.token },
    );
    const [row] = await server.deps.db.select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row?.resumedAt?.getTime()).toBeLessThan(server.clock.now().getTime() - 30_000);
    const ad = await createAd(server, (await signIn(server)).token, 'residence', residenceBody(l));
    await publish(server, ad.id);
    await alertMatches(server.deps, ad.id, { kind: 'new' });
    const [newest] = await notices(seeker);
    const query = new URLSearchParams(newest!.unsubscribePath!.split('?')[1]);
    const fresher = { id, at: Number(query.get('at')), token: query.get('token') ?? '' };
    expect(fresher.at).toBeGreaterThan(body.at);
    expect((await server.send(saved.unsubscribeSavedSearch, { body: fresher })).status).toBe(200);
    expect(await pausedOf(id)).toBe(true);
  });
});
