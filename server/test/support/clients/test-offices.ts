import { expect } from 'vitest';
import * as officeApi from '#contract/endpoints/offices.js';
import type { FalBehaviour } from '../fakes/fake-rega.js';
import type { ServerWithAuthorities } from '../servers/authority-servers.js';
import type { TestServer } from '../servers/test-server.js';
import { invitationTokenIn } from './office-invitations.js';
import { signIn, type SignedIn } from './sign-in-flow.js';
import { verifyIdentity } from './verified-identity.js';

export interface OpenedOffice {
  id: number;
  owner: SignedIn;
  /** The owner's verified national ID number. */
  ownerIdNumber: string;
  falNumber: string;
  nameAr: string;
  nameEn: string;
}

export interface OfficeOptions {
  /** Whose FAL licence the office opens with: its owner's own (the default) or an establishment's. */
  holder?: 'individual' | 'establishment';
  expiryDate?: string;
  falNumber?: string;
  nameAr?: string;
  nameEn?: string;
  /** The owner's national ID number (a new one unless given). */
  idNumber?: string;
}

let serial = 0;
/** A FAL number no other office of this test file holds. */
export const newFalNumber = () =>
  `13${String(process.pid % 100).padStart(2, '0')}${String((serial += 1)).padStart(6, '0')}`;

/** An office opened through the API by a newly signed-in owner whose identity Nafath verified. */
export async function openOffice(
  world: Pick<ServerWithAuthorities, 'server' | 'nafath' | 'rega'>,
  options: OfficeOptions = {},
): Promise<OpenedOffice> {
  const owner = await signIn(world.server);
  const ownerIdNumber = await verifyIdentity(world.server, world.nafath, owner, options.idNumber);
  const falNumber = options.falNumber ?? newFalNumber();
  const licence: FalBehaviour = {
    status: 'ACTIVE',
    holder:
      options.holder === 'establishment'
        ? { id: '7001234567', type: 'establishment' }
        : { id: ownerIdNumber, type: 'individual' },
    ...(options.expiryDate ? { expiryDate: options.expiryDate } : {}),
  };
  world.rega.falLicences.set(falNumber, licence);
  const nameAr = options.nameAr ?? 'مكتب الدار';
  const nameEn = options.nameEn ?? 'Dar Realty';
  const created = await world.server.send(
    officeApi.createOffice,
    { body: { nameAr, nameEn, falNumber } },
    { token: owner.token },
  );
  expect(created.status).toBe(201);
  return { id: created.body.id, owner, ownerIdNumber, falNumber, nameAr, nameEn };
}

/** `person` (a new signed-in user unless given) invited into the office with `role`, who accepted. */
export async function joinOffice(
  server: TestServer,
  office: { id: number; owner: SignedIn },
  role: 'manager' | 'agent' = 'agent',
  options: { inviter?: SignedIn; person?: SignedIn } = {},
): Promise<SignedIn> {
  const person = options.person ?? (await signIn(server));
  const invited = await server.send(
    officeApi.inviteMember,
    { params: { id: office.id }, body: { phoneNumber: person.e164, role } },
    { token: (options.inviter ?? office.owner).token },
  );
  expect(invited.status).toBe(201);
  const token = await invitationTokenIn(server.deps.config.sms.outboxFile, person.e164);
  const accepted = await server.send(
    officeApi.acceptInvitation,
    { body: { token } },
    { token: person.token },
  );
  expect(accepted.status).toBe(200);
  return person;
}
