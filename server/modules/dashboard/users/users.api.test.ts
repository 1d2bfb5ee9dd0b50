import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as account from '#contract/endpoints/account.js';
import { TERMS_VERSION } from '#contract/legal.js';
import * as audit from '#contract/endpoints/dashboard/audit.js';
import * as users from '#contract/endpoints/dashboard/users.js';
import { createAd, residenceBody } from '#server/test/support/fixtures/catalogue-fixtures.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { adminEnv, approveAd, staffWith } from '#server/test/support/fixtures/staff-fixtures.js';
import type { Language } from '#contract/common.js';
import { useAdmin, useLookups, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const l = useLookups(server);
const admin = useAdmin(server);

const as = (token = admin.token, language: Language = 'en') => ({ token, language });
const list = (query: EndpointInput<typeof users.listUsers>['query']) =>
  server.send(users.listUsers, { query }, as());
const getUser = (id: string, token = admin.token) =>
  server.send(users.getUser, { params: { id } }, as(token));
const userAds = (id: string, query: EndpointInput<typeof users.listUserProperties>['query'] = {}) =>
  server.send(users.listUserProperties, { params: { id }, query }, as());
const block = (id: string, token = admin.token) =>
  server.send(users.blockUser, { params: { id } }, as(token));
const unblock = (id: string) => server.send(users.unblockUser, { params: { id } }, as());
/** The ids of a list, users' or ads'. */
const ids = <Id>(answer: { body: { data: { id: Id }[] } }) => answer.body.data.map((item) => item.id);

async function named(fullName: string, email?: string): Promise<SignedIn> {
  const user = await signIn(server);
  const answer = await server.send(
    account.updateProfile,
    { body: { fullName, ...(email ? { email } : {}) } },
    { token: user.token },
  );
  expect(answer.status).toBe(200);
  return user;
}

/** The website sign-in with a fresh code, as the app does it. */
async function verify(e164: string, language: Language = 'en') {
  server.clock.advance(61);
  const registered = await server.send(account.register, { body: { phoneNumber: e164, dialCode: '+966' } });
  const code = await server.lastCode(e164);
  return server.send(
    account.verifyCode,
    { body: { code, id: registered.body.guid, acceptedTermsVersion: TERMS_VERSION } },
    { language },
  );
}

const profile = (user: SignedIn) =>
  server.send(account.getProfile, { params: { id: user.userId } }, { token: user.token, language: 'en' });

describe('GET users', () => {
  it('lists users newest first with their ads count; searches name, email and phone; pages', async () => {
    const sara = await named('سارة المطيري', 'sara.mutairi@example.com');
    server.clock.advance(1);
    const omar = await named('Omar Haddad');
    await createAd(server, sara.token, 'residence', residenceBody(l));
    await createAd(server, sara.token, 'residence', residenceBody(l));

    const all = await list({ PageSize: 100 });
    expect(all.status).toBe(200);
    expect(ids(all).indexOf(omar.userId)).toBeLessThan(ids(all).indexOf(sara.userId));
    expect(all.body.data.find((user) => user.id === sara.userId)).toMatchObject({
      phoneNumber: sara.e164,
      fullName: 'سارة المطيري',
      email: 'sara.mutairi@example.com',
      isBlocked: false,
      blockedAt: null,
      propertiesCount: 2,
    });

    expect(ids(await list({ Query: 'المطيري' }))).toEqual([sara.userId]);
    expect(ids(await list({ Query: 'SARA.MUTAIRI' }))).toEqual([sara.userId]);
    expect(ids(await list({ Query: 'omar had' }))).toEqual([omar.userId]);
    const national = `0${sara.e164.slice(4)}`;
    expect(ids(await list({ Query: national }))).toEqual([sara.userId]);
    expect(ids(await list({ Query: sara.e164 }))).toEqual([sara.userId]);
    const arabicDigits = national.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    expect(ids(await list({ Query: arabicDigits }))).toEqual([sara.userId]);

    const page = await list({ PageSize: 1, PageNumber: 1 });
    expect(page.body.data).toHaveLength(1);
    expect(page.body.totalDataCount).toBe(all.body.totalDataCount);
    expect(ids(page)).toEqual([ids(all)[1]]);
    const oldest = await list({ PageSize: 100, SortBy: 'oldest' });
    expect(ids(oldest)).toEqual([...ids(all)].reverse());
    expect((await list({ SortBy: 'cheapest' as never })).status).toBe(422);
  });
});

describe('GET users/{id} and users/{id}/properties', () => {
  it('shows a user with their ads counted by status and their ads in every status', async () => {
    const owner = await named('Layla Owner');
    const first = await createAd(server, owner.token, 'residence', residenceBody(l));
    const second = await createAd(server, owner.token, 'residence', residenceBody(l, { titleEn: 'Second' }));
    expect((await approveAd(server, as().token, first.id)).status).toBe(204);

    const answer = await getUser(owner.userId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: owner.userId,
      fullName: 'Layla Owner',
      propertiesCount: 2,
      propertiesByStatus: { pending: 1, published: 1, rejected: 0, sold: 0, rented: 0, archived: 0 },
      openSessions: 1,
    });

    const ads = await userAds(owner.userId);
    expect(ads.status).toBe(200);
    expect(ids(ads)).toEqual([second.id, first.id]);
    expect(ads.body.data[0]?.owner).toMatchObject({ id: owner.userId, fullName: 'Layla Owner' });
    expect(ids(await userAds(owner.userId, { Status: 'published' }))).toEqual([first.id]);
    expect(ids(await userAds(owner.userId, { Query: 'second' }))).toEqual([second.id]);
  });

  it('404 for an unknown or malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [path, answer] of [
      [`/${unknown}`, () => getUser(unknown)],
      ['/nobody', () => getUser('nobody')],
      ['/nobody/properties', () => userAds('nobody')],
    ] as const) {
      expect((await answer()).status, path).toBe(404);
    }
  });
});

describe('block and unblock', () => {
  it('blocking ends every session at once: existing tokens get 401 and refresh fails', async () => {
    const user = await named('Blocked Soon');
    server.clock.advance(61);
    const otherDevice = await signIn(server, user.e164);
    expect((await profile(user)).status).toBe(200);

    const blocked = await block(user.userId);
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({
      isBlocked: true,
      blockedAt: expect.any(String) as string,
      openSessions: 0,
    });

    const refused = await profile(user);
    expect(refused.status).toBe(401);
    expect(refused.error.message).toBe('Session expired, please login again');
    expect((await profile(otherDevice)).status).toBe(401);
    const refreshed = await server.send(account.refreshToken, { body: { refreshToken: user.refreshToken } });
    expect(refreshed.status).toBe(401);
    expect(ids(await list({ IsBlocked: true, PageSize: 100 }))).toContain(user.userId);
    expect(ids(await list({ IsBlocked: false, PageSize: 100 }))).not.toContain(user.userId);
  });

  it('a blocked user cannot sign in again (localized 403); after unblocking they can', async () => {
    const user = await named('Blocked Twice');
    await block(user.userId);

    const english = await verify(user.e164, 'en');
    expect(english.status).toBe(403);
    expect(english.error.message).toBe('This account has been suspended, please contact support');
    const arabic = await verify(user.e164, 'ar');
    expect(arabic.status).toBe(403);
    expect(arabic.error.message).toBe('تم إيقاف هذا الحساب، تواصل مع الدعم');

    const unblocked = await unblock(user.userId);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toMatchObject({ isBlocked: false, blockedAt: null });
    // Ended sessions stay ended; a new sign-in works (past the three-codes-an-hour limit).
    expect((await profile(user)).status).toBe(401);
    server.clock.advance(3600);
    const again = await verify(user.e164);
    expect(again.status).toBe(200);
    expect(
      (await server.send(account.getProfile, { params: { id: user.userId } }, { token: again.body.token }))
        .status,
    ).toBe(200);
  });

  it('is audited with before and after; repeating changes and records nothing', async () => {
    const user = await named('Audited User');
    await block(user.userId);
    expect((await block(user.userId)).status).toBe(200);
    await unblock(user.userId);
    await unblock(user.userId);
    const log = await server.send(
      audit.listAuditLog,
      { query: { Resource: 'Users', ResourceId: user.userId } },
      as(),
    );
    expect(log.body.data.map((entry) => entry.action)).toEqual(['unblock', 'block']);
    expect(log.body.data[1]).toMatchObject({
      before: { id: user.userId, phoneNumber: user.e164, blockedAt: null },
      after: { blockedAt: expect.any(String) as string },
    });
  });

  it('404 for an unknown user; only Users.Update may block', async () => {
    expect((await block('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const reader = await staffWith(server, admin.token, ['Users.ReadList', 'Users.Read']);
    const user = await signIn(server);
    expect((await getUser(user.userId, reader.token)).status).toBe(200);
    const refused = await block(user.userId, reader.token);
    expect(refused.status).toBe(403);
    expect((await profile(user)).status).toBe(200);
  });
});
