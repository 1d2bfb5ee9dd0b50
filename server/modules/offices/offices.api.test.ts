import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as officeApi from '#contract/endpoints/offices.js';
import { officeEvents, offices } from '#server/db/schema/index.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { newIdNumber, verifyIdentity } from '#server/test/support/clients/verified-identity.js';
import type { FakeNafath } from '#server/test/support/fakes/fake-nafath.js';
import type { FakeRega, FalBehaviour } from '#server/test/support/fakes/fake-rega.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Brokerage offices (docs/decisions/0039-brokerage-offices.md): opened by a Nafath-verified person with
 * a FAL licence the authority (here a local server playing REGA) says is valid and theirs.
 */

let world: ServerWithAuthorities;
let nafath: FakeNafath;
let rega: FakeRega;
let server: TestServer;
let serial = 0;

/** A FAL number the fake authority answers for as `behaviour`. */
function fal(behaviour: FalBehaviour): string {
  const number = `11${String((serial += 1)).padStart(8, '0')}`;
  rega.falLicences.set(number, behaviour);
  return number;
}
const heldBy = (idNumber: string): FalBehaviour => ({
  status: 'ACTIVE',
  expiryDate: '2031-01-01',
  holder: { id: idNumber, name: 'وسيط', type: 'individual' },
});

const create = (who: SignedIn, falNumber: string, language: 'ar' | 'en' = 'en') =>
  server.send(
    officeApi.createOffice,
    { body: { nameAr: 'مكتب الأفق العقاري', nameEn: 'Horizon Realty', falNumber } },
    { token: who.token, language },
  );

/** A signed-in person verified through Nafath, and their ID number. */
async function verifiedPerson() {
  const who = await signIn(server);
  return { who, idNumber: await verifyIdentity(server, nafath, who) };
}

const officeCount = async () => {
  const [row] = await server.deps.db.select({ n: count() }).from(offices);
  return row?.n ?? 0;
};

beforeAll(async () => {
  world = await startWithAuthorities();
  ({ server, nafath, rega } = world);
});
afterAll(() => world.close());

describe('opening an office', () => {
  it('makes a verified holder of a valid FAL licence its owner, shown to anyone', async () => {
    const { who, idNumber } = await verifiedPerson();
    const falNumber = fal(heldBy(idNumber));
    const created = await create(who, falNumber);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Horizon Realty',
      falNumber,
      licensed: true,
      status: 'active',
      falExpiresAt: '2031-01-01T00:00:00.000Z',
      members: [{ userId: who.userId, role: 'owner', name: 'Sara Abdulrahman Mohammed Alotaibi' }],
    });
    const shown = await server.send(
      officeApi.getOffice,
      { params: { id: created.body.id } },
      { language: 'ar' },
    );
    expect(shown.body).toMatchObject({
      name: 'مكتب الأفق العقاري',
      members: [{ name: 'سارة عبدالرحمن محمد العتيبي' }],
    });
    const mine = await server.send(officeApi.getMyOffice, {}, { token: who.token });
    expect(mine.body).toMatchObject({ role: 'owner', office: { id: created.body.id } });
    const events = await server.deps.db
      .select()
      .from(officeEvents)
      .where(eq(officeEvents.officeId, created.body.id));
    expect(events).toMatchObject([{ action: 'created', actorId: who.userId }]);
  });

  it('refuses a person without a verified identity (403), before the authority is asked', async () => {
    const who = await signIn(server);
    const asked = rega.asked.length;
    const answer = await create(who, fal(heldBy(newIdNumber())));
    expect(answer.status).toBe(403);
    expect(answer.error.message).toBe('Verify your identity through Nafath before opening an office');
    expect(rega.asked.length).toBe(asked);
  });

  it('refuses a licence held by someone else, and each state but valid, naming the field', async () => {
    const { who } = await verifiedPerson();
    const cases: [FalBehaviour | null, string][] = [
      [heldBy(newIdNumber()), 'This FAL licence belongs to someone else; use a licence issued to you'],
      [{ status: 'EXPIRED' }, 'This FAL licence has expired; renew it with REGA and try again'],
      [
        { status: 'ACTIVE', expiryDate: '2020-01-01' },
        'This FAL licence has expired; renew it with REGA and try again',
      ],
      [{ status: 'CANCELLED' }, 'This FAL licence was cancelled or suspended by REGA'],
      [{ status: 'SUSPENDED' }, 'This FAL licence was cancelled or suspended by REGA'],
      [null, 'REGA has no FAL licence with this number; check the number'],
    ];
    const before = await officeCount();
    for (const [behaviour, message] of cases) {
      const number = behaviour ? fal(behaviour) : '1999999991';
      const answer = await create(who, number);
      expect(answer.status, message).toBe(422);
      expect(answer.error.errors?.falNumber).toEqual([message]);
    }
    expect(await officeCount()).toBe(before);
  });

  it('opens an establishment’s licence for staff review, out of public view', async () => {
    const { who } = await verifiedPerson();
    const number = fal({ status: 'ACTIVE', holder: { id: '7001234567', type: 'establishment' } });
    const created = await create(who, number);
    expect(created.status).toBe(201);
    expect(created.body.status).toBe('pendingReview');
    expect((await server.send(officeApi.getOffice, { params: { id: created.body.id } })).status).toBe(404);
  });

  it('is one office per person and per licence', async () => {
    const { who, idNumber } = await verifiedPerson();
    const number = fal(heldBy(idNumber));
    expect((await create(who, number)).status).toBe(201);
    const again = await create(who, fal(heldBy(idNumber)));
    expect(again.status).toBe(409);
    expect(again.error.message).toBe('You already belong to an office; leave it first to open another');
    const { who: other } = await verifiedPerson();
    const taken = await create(other, number);
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe('This FAL licence is already registered to another office on Manzil');
  });

  it('lets one of two simultaneous openings with one licence through', async () => {
    const [a, b] = await Promise.all([verifiedPerson(), verifiedPerson()]);
    const number = fal({ status: 'ACTIVE', holder: { id: '7009876543', type: 'establishment' } });
    const answers = await Promise.all([create(a.who, number), create(b.who, number)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
  });

  it('is a localized 503 when the authority hangs, errs or answers garbage, and opens nothing', async () => {
    const { who } = await verifiedPerson();
    const before = await officeCount();
    for (const behaviour of ['hang', 'error500', 'garbage'] as const) {
      const answer = await create(who, fal(behaviour), 'ar');
      expect(answer.status).toBe(503);
      expect(answer.error.message).toBe('تعذر التحقق من رخصة فال الآن، حاول مرة أخرى بعد قليل');
    }
    expect(await officeCount()).toBe(before);
  });

  it('checks the names and the number before anything else', async () => {
    const { who } = await verifiedPerson();
    const answer = await server.send(
      officeApi.createOffice,
      { body: { nameAr: 'م', nameEn: '', falNumber: '12ab' } },
      { token: who.token, language: 'en' },
    );
    expect(answer.status).toBe(422);
    expect(answer.error.errors).toMatchObject({
      nameAr: ['The office name has 2 to 100 characters'],
      falNumber: ['The FAL licence number has 6 to 20 digits'],
    });
    const digits = await create(who, '١١٠٠٠٠٠٠٠٠٠'.slice(0, 10));
    expect(digits.status).toBe(422);
    expect(digits.error.errors?.falNumber).toEqual([
      'REGA has no FAL licence with this number; check the number',
    ]);
  });
});

describe('reading offices', () => {
  it('answers 404 for an office that does not exist, and nulls for a person in none', async () => {
    expect((await server.send(officeApi.getOffice, { params: { id: 999_999 } })).status).toBe(404);
    const who = await signIn(server);
    expect((await server.send(officeApi.getMyOffice, {}, { token: who.token })).body).toEqual({
      office: null,
      role: null,
    });
  });
});
