import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as officeApi from '#contract/endpoints/offices.js';
import * as catalogue from '#contract/endpoints/properties.js';
import { officeEvents, officeMembers, offices } from '#server/db/schema/index.js';
import { joinOffice, openOffice } from '#server/test/support/clients/test-offices.js';
import { fileForm, logoForm } from '#server/test/support/clients/office-logo.js';
import { signIn, type SignedIn } from '#server/test/support/clients/sign-in-flow.js';
import { verifyIdentity } from '#server/test/support/clients/verified-identity.js';
import type { FakeNafath } from '#server/test/support/fakes/fake-nafath.js';
import type { FakeRega } from '#server/test/support/fakes/fake-rega.js';
import {
  loadLookups,
  residenceBody,
  type Lookups,
} from '#server/test/support/fixtures/catalogue-fixtures.js';
import {
  startWithAuthorities,
  type ServerWithAuthorities,
} from '#server/test/support/servers/authority-servers.js';
import type { TestServer } from '#server/test/support/servers/test-server.js';

/**
 * Handing an office over to one of its managers, and its logo (docs/decisions/0039-brokerage-offices.md,
 * "Handing over and logo"). Who may do either is walked by the role matrix (office-members.api.test.ts).
 */

let world: ServerWithAuthorities;
let nafath: FakeNafath;
let rega: FakeRega;
let server: TestServer;
let lookups: Lookups;
let serial = 0;

async function newOffice(): Promise<{ owner: SignedIn; officeId: number }> {
  const office = await openOffice(world, { nameAr: 'مكتب الشعار', nameEn: 'Logo Realty' });
  return { owner: office.owner, officeId: office.id };
}

const member = (officeId: number, owner: SignedIn, role: 'manager' | 'agent') =>
  joinOffice(server, { id: officeId, owner }, role);

const handOver = (who: SignedIn, officeId: number, userId: string, falNumber?: string) =>
  server.send(
    officeApi.handOverOffice,
    { params: { id: officeId }, body: { userId, ...(falNumber !== undefined && { falNumber }) } },
    { token: who.token, language: 'en' },
  );

/** A FAL licence the fake authority knows, issued to `idNumber`, in `state`. */
function falLicenceOf(idNumber: string, status: 'ACTIVE' | 'EXPIRED' = 'ACTIVE'): string {
  const falNumber = `18${String((serial += 1)).padStart(8, '0')}`;
  rega.falLicences.set(falNumber, { status, holder: { id: idNumber, type: 'individual' } });
  return falNumber;
}

const rolesIn = async (officeId: number) =>
  Object.fromEntries(
    (
      await server.deps.db
        .select({ userId: officeMembers.userId, role: officeMembers.role })
        .from(officeMembers)
        .where(eq(officeMembers.officeId, officeId))
    ).map((row) => [row.userId, row.role]),
  );

const eventsOf = async (officeId: number) =>
  server.deps.db
    .select({ action: officeEvents.action, actor: officeEvents.actorId, subject: officeEvents.subjectUserId })
    .from(officeEvents)
    .where(eq(officeEvents.officeId, officeId))
    .orderBy(asc(officeEvents.id));

beforeAll(async () => {
  world = await startWithAuthorities();
  ({ server, nafath, rega } = world);
  lookups = await loadLookups(server);
});
afterAll(() => world.close());

describe('handing the office over', () => {
  it('makes a verified manager the owner and the owner a manager, who may then leave; audited', async () => {
    const { owner, officeId } = await newOffice();
    const manager = await member(officeId, owner, 'manager');
    const managerId = await verifyIdentity(server, nafath, manager);
    const agent = await member(officeId, owner, 'agent');
    const adId = (
      await server.send(catalogue.saveResidence, { body: residenceBody(lookups) }, { token: agent.token })
    ).body.id;

    const managersFal = falLicenceOf(managerId);
    const handed = await handOver(owner, officeId, manager.userId, managersFal);
    expect(handed.status).toBe(200);
    // The office now holds the new owner's own licence.
    expect(handed.body).toMatchObject({
      falNumber: managersFal,
      licensed: true,
      falHolderKind: 'individual',
    });
    expect(handed.body.members.map((one) => [one.userId, one.role])).toEqual(
      expect.arrayContaining([
        [owner.userId, 'manager'],
        [manager.userId, 'owner'],
      ]),
    );
    const mine = await server.send(officeApi.getMyOffice, {}, { token: manager.token });
    expect(mine.body.role).toBe('owner');
    // The former owner is a manager now: no second hand-over, and free to leave.
    expect((await handOver(owner, officeId, manager.userId, managersFal)).status).toBe(403);
    const left = await server.send(
      officeApi.removeMember,
      { params: { id: officeId, userId: owner.userId } },
      { token: owner.token },
    );
    expect(left.status).toBe(204);
    expect(await rolesIn(officeId)).toEqual({ [manager.userId]: 'owner', [agent.userId]: 'agent' });
    const events = await eventsOf(officeId);
    expect(events.find((event) => event.action === 'handedOver')).toEqual({
      action: 'handedOver',
      actor: owner.userId,
      subject: manager.userId,
    });
    expect(events.at(-1)).toMatchObject({ action: 'left', subject: owner.userId });
    // The agent leaving now hands their office ads to the new owner.
    await server.send(
      officeApi.removeMember,
      { params: { id: officeId, userId: agent.userId } },
      { token: agent.token },
    );
    const ad = await server.send(catalogue.getProperty, { params: { id: adId } }, { token: manager.token });
    expect(ad.body.isOwner).toBe(true);
  });

  it('refuses an agent, an unverified manager, a stranger and someone not in the office, changing nothing', async () => {
    const { owner, officeId } = await newOffice();
    const agent = await member(officeId, owner, 'agent');
    const unverified = await member(officeId, owner, 'manager');
    const outsider = await signIn(server);
    const before = await rolesIn(officeId);

    const toAgent = await handOver(owner, officeId, agent.userId);
    expect(toAgent.status).toBe(422);
    expect(toAgent.error.errors?.userId).toEqual([
      'An office is handed over to one of its managers only; make this member a manager first',
    ]);
    const toUnverified = await handOver(owner, officeId, unverified.userId);
    expect(toUnverified.status).toBe(422);
    expect(toUnverified.error.errors?.userId?.[0]).toMatch(/not verified their identity/);
    expect((await handOver(owner, officeId, outsider.userId)).status).toBe(404);
    expect((await handOver(owner, officeId, owner.userId)).status).toBe(422);
    expect((await handOver(outsider, officeId, unverified.userId)).status).toBe(404);
    expect((await handOver(unverified, officeId, unverified.userId)).status).toBe(403);
    expect(await rolesIn(officeId)).toEqual(before);
    expect((await eventsOf(officeId)).some((event) => event.action === 'handedOver')).toBe(false);
  });

  it("an office of its owner's own licence passes only with the new owner's own valid licence, changing nothing otherwise", async () => {
    const { owner, officeId } = await newOffice();
    const manager = await member(officeId, owner, 'manager');
    const managerId = await verifyIdentity(server, nafath, manager);
    const stranger = await signIn(server);
    const strangersFal = falLicenceOf(await verifyIdentity(server, nafath, stranger));
    const [office] = await server.deps.db.select().from(offices).where(eq(offices.id, officeId));
    const before = { roles: await rolesIn(officeId), office };

    const without = await handOver(owner, officeId, manager.userId);
    expect(without.status).toBe(422);
    expect(without.error.errors?.falNumber?.[0]).toMatch(/enter a valid FAL licence issued to the new owner/);
    const othersLicence = await handOver(owner, officeId, manager.userId, strangersFal);
    expect(othersLicence.status).toBe(422);
    expect(othersLicence.error.errors?.falNumber).toEqual([
      'This FAL licence is not issued to the new owner',
    ]);
    const expired = await handOver(owner, officeId, manager.userId, falLicenceOf(managerId, 'EXPIRED'));
    expect(expired.status).toBe(422);
    expect(expired.error.errors?.falNumber?.[0]).toMatch(/expired/);
    const another = await newOffice();
    const [taken] = await server.deps.db.select().from(offices).where(eq(offices.id, another.officeId));
    expect((await handOver(owner, officeId, manager.userId, taken!.falNumber)).status).toBe(409);
    const unanswered = falLicenceOf(managerId);
    rega.falLicences.set(unanswered, 'error500');
    expect((await handOver(owner, officeId, manager.userId, unanswered)).status).toBe(503);

    const [after] = await server.deps.db.select().from(offices).where(eq(offices.id, officeId));
    expect({ roles: await rolesIn(officeId), office: after }).toEqual(before);
  });

  it("an office of an establishment's licence passes without the new owner's, keeping its licence", async () => {
    const { owner, officeId } = await newOffice();
    await server.deps.db.update(offices).set({ holderKind: 'establishment' }).where(eq(offices.id, officeId));
    const manager = await member(officeId, owner, 'manager');
    await verifyIdentity(server, nafath, manager);
    const [before] = await server.deps.db.select().from(offices).where(eq(offices.id, officeId));

    const handed = await handOver(owner, officeId, manager.userId);
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({ falNumber: before!.falNumber, falHolderKind: 'establishment' });
    expect((await rolesIn(officeId))[manager.userId]).toBe('owner');
  });

  it('two hand-overs at once to two managers leave the office one owner', async () => {
    const { owner, officeId } = await newOffice();
    const [first, second] = [
      await member(officeId, owner, 'manager'),
      await member(officeId, owner, 'manager'),
    ];
    const firstFal = falLicenceOf(await verifyIdentity(server, nafath, first));
    const secondFal = falLicenceOf(await verifyIdentity(server, nafath, second));
    const answers = await Promise.all([
      handOver(owner, officeId, first.userId, firstFal),
      handOver(owner, officeId, second.userId, secondFal),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 403]);
    const owners = Object.values(await rolesIn(officeId)).filter((role) => role === 'owner');
    expect(owners).toHaveLength(1);
  });
});

describe('the office logo', () => {
  it('is uploaded by a manager as a WebP of at most 512 px, shown on the office and its ads, replaced and removed', async () => {
    const { owner, officeId } = await newOffice();
    const manager = await member(officeId, owner, 'manager');
    const uploaded = await server.send(
      officeApi.uploadOfficeLogo,
      { params: { id: officeId }, body: await logoForm(1200, 400) },
      { token: manager.token },
    );
    expect(uploaded.status).toBe(200);
    const { logoUrl } = uploaded.body;
    expect(logoUrl).toMatch(new RegExp(`^/uploads/offices/${officeId}/[\\w-]+\\.webp$`));
    const served = await fetch(`${server.url}${logoUrl}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 171 });

    expect((await server.send(officeApi.getOffice, { params: { id: officeId } })).body.logoUrl).toBe(logoUrl);
    const adId = (
      await server.send(catalogue.saveResidence, { body: residenceBody(lookups) }, { token: manager.token })
    ).body.id;
    const ad = await server.send(catalogue.getProperty, { params: { id: adId } }, { token: manager.token });
    expect(ad.body.office?.logoUrl).toBe(logoUrl);

    const replaced = await server.send(
      officeApi.uploadOfficeLogo,
      { params: { id: officeId }, body: await logoForm() },
      { token: owner.token },
    );
    expect(replaced.body.logoUrl).not.toBe(logoUrl);
    expect((await fetch(`${server.url}${logoUrl}`)).status).toBe(404);

    const removed = await server.send(
      officeApi.removeOfficeLogo,
      { params: { id: officeId } },
      { token: manager.token },
    );
    expect(removed.status).toBe(204);
    expect((await fetch(`${server.url}${replaced.body.logoUrl}`)).status).toBe(404);
    expect(
      (await server.send(officeApi.getMyOffice, {}, { token: owner.token })).body.office?.logoUrl,
    ).toBeNull();
    expect(
      (await server.send(officeApi.removeOfficeLogo, { params: { id: officeId } }, { token: owner.token }))
        .status,
    ).toBe(204);
    const actions = (await eventsOf(officeId)).map((event) => event.action);
    expect(actions.filter((action) => action.startsWith('logo'))).toEqual([
      'logoChanged',
      'logoChanged',
      'logoRemoved',
    ]);
  });

  it('refuses bad files with a localized 4xx, and agents and strangers', async () => {
    const { owner, officeId } = await newOffice();
    const agent = await member(officeId, owner, 'agent');
    const upload = (body: FormData, who = owner, language: 'ar' | 'en' = 'en') =>
      server.send(
        officeApi.uploadOfficeLogo,
        { params: { id: officeId }, body },
        { token: who.token, language },
      );

    const text = await upload(fileForm(Buffer.from('not an image at all, just words'), 'logo.png'));
    expect(text.status).toBe(415);
    expect(text.error.message).toBe('The file is not a supported image (JPEG, PNG or WebP)');
    const arabic = await upload(fileForm(Buffer.from('%PDF-1.7 a document'), 'logo.pdf'), owner, 'ar');
    expect(arabic.status).toBe(415);
    expect(arabic.error.message).toBe('الملف ليس صورة مدعومة (JPEG أو PNG أو WebP)');
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const broken = await upload(fileForm(png.subarray(0, 60), 'cut.png'));
    expect(broken.status).toBe(422);
    const big = await upload(fileForm(Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'big.png'));
    expect(big.status).toBe(413);
    expect(big.error.message).toBe('The file is larger than the allowed 2 MB');
    const empty = new FormData();
    empty.append('other', 'x');
    expect((await upload(empty)).status).toBe(422);

    expect((await upload(await logoForm(), agent)).status).toBe(403);
    expect((await upload(await logoForm(), await signIn(server))).status).toBe(404);
    expect(
      (await server.send(officeApi.removeOfficeLogo, { params: { id: officeId } }, { token: agent.token }))
        .status,
    ).toBe(403);
    expect((await server.send(officeApi.getOffice, { params: { id: officeId } })).body.logoUrl).toBeNull();
  });
});
