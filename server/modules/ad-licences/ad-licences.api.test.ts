import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as licenceApi from '#contract/endpoints/ad-licences.js';
import * as properties from '#contract/endpoints/properties.js';
import { adLicenceChecks, properties as propertyRows } from '#server/db/schema/index.js';
import { LicenceAuthorityUnavailable } from '#server/lib/ad-licence/index.js';
import { createRegaVerifier } from '#server/lib/ad-licence/rega-verifier.js';
import {
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import { startFakeRega, type FakeRega } from '#server/test/support/fakes/fake-rega.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { startTestServer, type TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Ad licences (docs/decisions/0017-ad-licences.md): required, verified with the authority through
 * the REGA adapter (here against a local server playing REGA), one live ad per licence, and the
 * authority's answer returned with the ad.
 */

const DAY_MS = 24 * 3600 * 1000;
let rega: FakeRega;
let server: TestServer;
let l: Lookups;
let owner: SignedIn;
let other: SignedIn;
let serial = 0;

/** A licence number not used before in this file. */
const newNumber = () => `71${String((serial += 1)).padStart(8, '0')}`;
const inDays = (days: number) => new Date(server.clock.now().getTime() + days * DAY_MS).toISOString();

/** A licence the authority says is active and issued to `who`. */
function activeLicence(
  who: SignedIn,
  extra: Partial<Extract<Parameters<FakeRega['licences']['set']>[1], object>> = {},
) {
  const number = newNumber();
  rega.licences.set(number, { status: 'ACTIVE', mobile: who.e164, expiryDate: inDays(200), ...extra });
  return number;
}

/** Posts an ad as the form does: saved as a draft, then sent (an edit, with an id, is only saved). */
async function save(who: SignedIn, overrides: Record<string, unknown>, language: 'ar' | 'en' = 'en') {
  const options = { token: who.token, language };
  const saved = await server.send(properties.saveResidence, { body: residenceBody(l, overrides) }, options);
  if (saved.status !== 200 || overrides.id !== undefined) return saved;
  const sent = await server.send(properties.submitProperty, { params: { id: saved.body.id } }, options);
  if (sent.status !== 200) return sent as unknown as typeof saved;
  return server.send(properties.getProperty, { params: { id: saved.body.id } }, options);
}

const ownAdCount = async (who: SignedIn) => {
  const [row] = await server.deps.db
    .select({ n: count() })
    .from(propertyRows)
    .where(eq(propertyRows.ownerId, who.userId));
  return row?.n ?? 0;
};

beforeAll(async () => {
  rega = await startFakeRega();
  server = await startTestServer({
    ...rega.env(),
    AD_LICENSE_REQUIRED: 'true',
    MODERATION: 'off',
    AD_LICENSE_VERIFY_URL: 'https://rega.example/verify/{number}',
  });
  l = await loadLookups(server);
  [owner, other] = await Promise.all([signIn(server), signIn(server)]);
});
afterAll(async () => {
  await server.close();
  await rega.close();
});
beforeEach(() => {
  rega.asked.length = 0;
});

describe('the REGA adapter', () => {
  const verifier = () => createRegaVerifier({ baseUrl: rega.url, apiKey: rega.apiKey, timeoutMs: 300 });

  it('reads each answer of the authority', async () => {
    const claimant = { phoneNumber: '+966500000001' };
    const cases = [
      [{ status: 'ACTIVE', mobile: claimant.phoneNumber }, 'valid'],
      [{ status: 'EXPIRED', mobile: claimant.phoneNumber }, 'expired'],
      [{ status: 'CANCELLED', mobile: claimant.phoneNumber }, 'cancelled'],
      [{ status: 'ACTIVE', mobile: '+966500000002' }, 'ownerMismatch'],
    ] as const;
    for (const [behaviour, state] of cases) {
      const number = newNumber();
      rega.licences.set(number, {
        ...behaviour,
        expiryDate: '2031-05-01',
        advertiser: { name: 'A', type: 'broker' },
      });
      const answer = await verifier().verify(number, claimant);
      expect(answer.state).toBe(state);
      expect(answer.expiresAt?.toISOString()).toBe('2031-05-01T00:00:00.000Z');
    }
    expect((await verifier().verify('7199999999', claimant)).state).toBe('unknown');
    expect(
      rega.asked.every((question) => question.authorised && question.mobile === claimant.phoneNumber),
    ).toBe(true);
  });

  it('gives up on a time-out, a 5xx, an unreadable answer and a refused key: unavailable, never a guess', async () => {
    for (const behaviour of ['hang', 'error500', 'garbage'] as const) {
      const number = newNumber();
      rega.licences.set(number, behaviour);
      const started = Date.now();
      await expect(verifier().verify(number, { phoneNumber: '+966500000001' })).rejects.toBeInstanceOf(
        LicenceAuthorityUnavailable,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    }
    const wrongKey = createRegaVerifier({ baseUrl: rega.url, apiKey: 'wrong', timeoutMs: 300 });
    await expect(wrongKey.verify(activeLicence(owner), { phoneNumber: owner.e164 })).rejects.toBeInstanceOf(
      LicenceAuthorityUnavailable,
    );
  });
});

describe('posting an ad', () => {
  it('requires a licence number (AD_LICENSE_REQUIRED)', async () => {
    const before = await ownAdCount(owner);
    const answer = await save(owner, { adLicenseNumber: null });
    expect(answer.status).toBe(422);
    expect(answer.error.errors?.adLicenseNumber).toEqual([
      'Enter the advertising licence number issued by REGA',
    ]);
    const arabic = await save(owner, {}, 'ar');
    expect(arabic.error.errors?.adLicenseNumber).toEqual([
      'أدخل رقم ترخيص الإعلان الصادر من الهيئة العامة للعقار',
    ]);
    expect(await ownAdCount(owner)).toBe(before);
  });

  it('accepts a valid licence, asks as the owner, and keeps and returns the authority’s answer', async () => {
    const number = activeLicence(owner, {
      advertiser: { name: 'سارة العتيبي', type: 'individual' },
      property: { deedNumber: '310112233445', area: 460, price: 2_400_000 },
    });
    const answer = await save(owner, { adLicenseNumber: number });
    expect(answer.status).toBe(200);
    expect(rega.asked).toEqual([{ number, mobile: owner.e164, authorised: true }]);
    const expected = {
      number,
      state: 'valid',
      verified: true,
      checkedAt: server.clock.now().toISOString(),
      expiresAt: inDays(200),
      advertiserName: 'سارة العتيبي',
      advertiserType: 'individual',
      deedNumber: '310112233445',
      area: 460,
      price: 2_400_000,
      verifyUrl: `https://rega.example/verify/${number}`,
    };
    expect(answer.body.adLicence).toMatchObject(expected);
    expect(answer.body.adLicence?.qrSvg).toMatch(/^<svg[^>]*viewBox/);

    // The public details answer carries the same, and the stored row is the one place it lives.
    const publicAnswer = await server.send(properties.getResidence, { params: { id: answer.body.id } });
    expect(publicAnswer.body.adLicence).toMatchObject(expected);
    expect(publicAnswer.body.adLicenseNumber).toBe(number);
    const [stored] = await server.deps.db
      .select()
      .from(adLicenceChecks)
      .where(eq(adLicenceChecks.propertyId, answer.body.id));
    expect(stored).toMatchObject({ licenceNumber: number, state: 'valid', area: 460, price: 2_400_000 });
  });

  it.each([
    [
      'expired',
      { status: 'EXPIRED' },
      'This advertising licence has expired; renew it with REGA and try again',
    ],
    ['cancelled', { status: 'CANCELLED' }, 'This advertising licence was cancelled by REGA'],
    ['unknown', undefined, 'REGA has no licence with this number; check the number'],
    [
      'another advertiser’s',
      { status: 'ACTIVE', mobile: '+966599999999' },
      'This licence belongs to another advertiser; use a licence issued to you',
    ],
    [
      'active but past its date',
      { status: 'ACTIVE', expiryDate: '2020-01-01' },
      'This advertising licence has expired; renew it with REGA and try again',
    ],
  ] as const)(
    'refuses a licence (%s) with a 422 on the licence field, saving nothing',
    async (_name, behaviour, message) => {
      const number = newNumber();
      if (behaviour) rega.licences.set(number, { mobile: owner.e164, ...behaviour });
      const before = await ownAdCount(owner);
      const answer = await save(owner, { adLicenseNumber: number });
      expect(answer.status).toBe(422);
      expect(answer.error.errors?.adLicenseNumber).toEqual([message]);
      expect(await ownAdCount(owner)).toBe(before);
    },
  );

  it('answers 503, localized, when the authority times out or fails, and saves nothing', async () => {
    const before = await ownAdCount(owner);
    for (const behaviour of ['hang', 'error500'] as const) {
      const number = newNumber();
      rega.licences.set(number, behaviour);
      const started = Date.now();
      const answer = await save(owner, { adLicenseNumber: number });
      expect(answer.status).toBe(503);
      expect(answer.error.message).toBe(
        'The advertising licence cannot be checked right now, please try again shortly',
      );
      expect(Date.now() - started).toBeLessThan(3_000);
    }
    const arabic = await save(
      owner,
      {
        adLicenseNumber: (() => {
          const n = newNumber();
          rega.licences.set(n, 'error500');
          return n;
        })(),
      },
      'ar',
    );
    expect(arabic.error.message).toBe('تعذر التحقق من ترخيص الإعلان الآن، حاول مرة أخرى بعد قليل');
    expect(await ownAdCount(owner)).toBe(before);
  });
});

describe('one live ad per licence', () => {
  it('refuses a licence another published or pending ad uses, of any owner, until that ad closes', async () => {
    const number = activeLicence(owner);
    const first = await save(owner, { adLicenseNumber: number });
    expect(first.status).toBe(200);
    // The other advertiser's claim to it (the authority says it is theirs too, to reach the rule).
    rega.licences.set(number, { status: 'ACTIVE', expiryDate: inDays(200) });
    const inUse = 'This licence is already used by another published or pending ad';
    for (const who of [other, owner]) {
      const answer = await save(who, { adLicenseNumber: number });
      expect(answer.status).toBe(422);
      expect(answer.error.errors?.adLicenseNumber).toEqual([inUse]);
    }
    // The ad itself keeps its number when edited.
    const edited = await save(owner, { id: first.body.id, adLicenseNumber: number, price: 2_600_000 });
    expect(edited.status).toBe(200);

    const archived = await server.send(
      properties.changeStatus,
      { params: { id: first.body.id }, body: { status: 'archived' } },
      { token: owner.token },
    );
    expect(archived.status).toBe(204);
    expect((await save(other, { adLicenseNumber: number })).status).toBe(200);
  });

  it('a draft holds no licence; the ad’s own draft of changes keeps its number', async () => {
    const number = activeLicence(owner);
    const draft = await server.send(
      properties.saveResidence,
      { body: residenceBody(l, { adLicenseNumber: number }) },
      { token: owner.token },
    );
    expect(draft.body.status).toBe('draft');
    const sent = await save(owner, { adLicenseNumber: number });
    expect(sent.status).toBe(200);
    const refused = await server.send(
      properties.submitProperty,
      { params: { id: draft.body.id } },
      { token: owner.token, language: 'en' },
    );
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.adLicenseNumber).toEqual([
      'This licence is already used by another published or pending ad',
    ]);

    const changes = await server.send(
      properties.startDraft,
      { params: { id: sent.body.id } },
      { token: owner.token },
    );
    const edited = await save(owner, { id: changes.body.id, adLicenseNumber: number, price: 1_900_000 });
    expect(edited.status).toBe(200);
    const submitted = await server.send(
      properties.submitProperty,
      { params: { id: changes.body.id } },
      { token: owner.token },
    );
    expect(submitted.body).toMatchObject({ id: sent.body.id });
  });

  it('lets two saves of one number race: one wins, the other is refused', async () => {
    const number = newNumber();
    rega.licences.set(number, { status: 'ACTIVE', expiryDate: inDays(200) });
    const answers = await Promise.all([
      save(owner, { adLicenseNumber: number }),
      save(other, { adLicenseNumber: number }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422]);
  });
});

describe('checking the licence field while the ad is written', () => {
  const check = (who: SignedIn, number: string, propertyId?: number) =>
    server.send(
      licenceApi.checkLicence,
      { query: { number, propertyId } },
      { token: who.token, language: 'en' },
    );

  it('answers what a save would: valid until its date, refused in the save’s words, taken by another live ad', async () => {
    const number = activeLicence(owner);
    const valid = await check(owner, number);
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ expiresAt: inDays(200), advertiserName: null });
    expect(rega.asked).toEqual([{ number, mobile: owner.e164, authorised: true }]);

    rega.licences.set(number, { status: 'CANCELLED', mobile: owner.e164 });
    const cancelled = await check(owner, number);
    expect(cancelled.status).toBe(422);
    expect(cancelled.error.errors?.adLicenseNumber).toEqual([
      'This advertising licence was cancelled by REGA',
    ]);

    rega.licences.set(number, { status: 'ACTIVE', expiryDate: inDays(200) });
    const ad = await save(owner, { adLicenseNumber: number });
    expect(ad.status).toBe(200);
    const taken = await check(other, number);
    expect(taken.status).toBe(422);
    expect(taken.error.errors?.adLicenseNumber).toEqual([
      'This licence is already used by another published or pending ad',
    ]);
    // The owner's own ad (or its draft of changes) is not another ad; someone else naming it changes nothing.
    expect((await check(owner, number, ad.body.id)).status).toBe(200);
    expect((await check(other, number, ad.body.id)).status).toBe(422);
  });

  it('refuses a malformed number and the signed-out, and tells the rules with no test numbers in production mode', async () => {
    const malformed = await check(owner, '12ab');
    expect(malformed.status).toBe(422);
    const anonymous = await server.send(licenceApi.checkLicence, { query: { number: '7200000001' } });
    expect(anonymous.status).toBe(401);
    const rules = await server.send(licenceApi.getLicenceRules, {});
    expect(rules.body).toEqual({ required: true, testNumbers: [] });
  });
});

describe('renewing an expired ad', () => {
  const expire = (id: number) =>
    server.deps.db.update(propertyRows).set({ status: 'expired' }).where(eq(propertyRows.id, id));
  const renew = (id: number) =>
    server.send(properties.renewProperty, { params: { id } }, { token: owner.token, language: 'en' });
  const statusOf = async (id: number) =>
    (await server.deps.db.select().from(propertyRows).where(eq(propertyRows.id, id)))[0]?.status;

  it('asks the authority again: a licence cancelled meanwhile keeps the ad expired, a valid one publishes it', async () => {
    const number = activeLicence(owner);
    const saved = await save(owner, { adLicenseNumber: number });
    expect(saved.status).toBe(200);
    await expire(saved.body.id);

    rega.licences.set(number, { status: 'CANCELLED', mobile: owner.e164 });
    const refused = await renew(saved.body.id);
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.adLicenseNumber).toEqual(['This advertising licence was cancelled by REGA']);
    expect(await statusOf(saved.body.id)).toBe('expired');

    rega.licences.set(number, { status: 'ACTIVE', mobile: owner.e164, expiryDate: inDays(300) });
    expect((await renew(saved.body.id)).body).toEqual({ status: 'published' });
    expect(await statusOf(saved.body.id)).toBe('published');
    const [check] = await server.deps.db
      .select()
      .from(adLicenceChecks)
      .where(eq(adLicenceChecks.propertyId, saved.body.id));
    expect(check?.expiresAt?.toISOString()).toBe(inDays(300));
  });

  it('refuses while another live ad took its licence', async () => {
    const number = activeLicence(owner);
    const first = await save(owner, { adLicenseNumber: number });
    await expire(first.body.id);
    const second = await save(owner, { adLicenseNumber: number });
    expect(second.status).toBe(200);
    const refused = await renew(first.body.id);
    expect(refused.status).toBe(422);
    expect(refused.error.errors?.adLicenseNumber).toEqual([
      'This licence is already used by another published or pending ad',
    ]);
    expect(await statusOf(first.body.id)).toBe('expired');
  });
});

describe('with AD_LICENSE_REQUIRED=false', () => {
  it('an ad may have no licence; a number given is still verified', async () => {
    const optional = await startTestServer({ ...rega.env(), MODERATION: 'off' });
    try {
      const lookups = await loadLookups(optional);
      const someone = await signIn(optional);
      const send = (overrides: Record<string, unknown>) =>
        optional.send(
          properties.saveResidence,
          { body: residenceBody(lookups, overrides) },
          {
            token: someone.token,
            language: 'en',
          },
        );
      const without = await send({});
      expect(without.status).toBe(200);
      expect(without.body.adLicence).toBeNull();
      const unknown = await send({ adLicenseNumber: '7188888888' });
      expect(unknown.status).toBe(422);
      expect(unknown.error.errors?.adLicenseNumber).toEqual([
        'REGA has no licence with this number; check the number',
      ]);
    } finally {
      await optional.close();
    }
  });
});
