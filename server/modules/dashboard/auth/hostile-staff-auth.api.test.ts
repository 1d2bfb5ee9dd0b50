import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as staffMembers from '#contract/endpoints/dashboard/staff.js';
import { staffPasswordResets } from '#server/db/schema/index.js';
import {
  adminEnv,
  createRole,
  createStaff,
  lastResetCode,
  sentCount,
  type StaffAccount,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

/**
 * The back-office attacks a hostile review confirmed (issue 30, items 9a and 9h), run again so that
 * a change that reopens one fails here. The rules are in docs/back-office.md and
 * docs/decisions/0026-sms-budgets.md.
 */

let roleId: number;

// Tests choose the client's address with X-Forwarded-For, as a proxy in front would.
const server = useTestServer({ ...adminEnv, TRUST_PROXY: '1' });
const admin = useAdmin(server);
beforeAll(async () => {
  roleId = await createRole(server, admin.token, ['AllowLoginToDashboard']);
});

const from = (address: string) => ({ headers: { 'x-forwarded-for': address }, language: 'en' as const });
const REJECTED = 'The verification code is wrong or no longer valid; check it or request a new code';
const NEW_PASSWORD = 'Brand-New-Secret-77';

/** The member asks for a code from `address`; the code they receive. */
async function codeAskedFrom(member: StaffAccount, address: string): Promise<string> {
  const before = await sentCount(server, member.email);
  expect(
    (await server.send(auth.forgotPassword, { body: { email: member.email } }, from(address))).status,
  ).toBe(202);
  return lastResetCode(server, member.email, before);
}

const reset = (member: StaffAccount, code: string, address: string) =>
  server.send(
    auth.resetPassword,
    { body: { email: member.email, code, newPassword: NEW_PASSWORD } },
    from(address),
  );
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a staff reset code cannot be burned by a stranger (9a)', () => {
  it('25 wrong tries from another address leave the code working for the person who asked for it', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const code = await codeAskedFrom(member, '198.51.100.10');
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const answer = await reset(member, wrongFor(code), '203.0.113.10');
      expect(answer.status).toBe(422);
      expect(answer.error.message).toBe(REJECTED);
    }
    expect((await reset(member, code, '198.51.100.10')).status).toBe(204);
  });

  it('five tries burn the code for their own address only', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const code = await codeAskedFrom(member, '198.51.100.11');
    for (let attempt = 0; attempt < 5; attempt += 1) await reset(member, wrongFor(code), '203.0.113.11');
    expect((await reset(member, code, '203.0.113.11')).error.message).toBe(REJECTED);
    expect((await reset(member, code, '203.0.113.12')).status).toBe(204);
  });

  it('the owner’s own five tries burn it for them as before', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const code = await codeAskedFrom(member, '198.51.100.13');
    for (let attempt = 0; attempt < 5; attempt += 1) await reset(member, wrongFor(code), '198.51.100.13');
    expect((await reset(member, code, '198.51.100.13')).error.message).toBe(REJECTED);
  });

  it('other addresses share ten tries, even in parallel, so guessing from many is bounded; the asker still resets', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const code = await codeAskedFrom(member, '198.51.100.14');
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, n) => reset(member, wrongFor(code), `203.0.113.${100 + n}`)),
    );
    expect(guesses.every((answer) => answer.status === 422)).toBe(true);
    const [row] = await server.deps.db
      .select()
      .from(staffPasswordResets)
      .where(eq(staffPasswordResets.staffId, member.id));
    expect(row?.otherSourceTries).toBe(10);
    expect(row?.attempts).toBe(10);
    expect((await reset(member, code, '203.0.113.250')).error.message).toBe(REJECTED);
    expect((await reset(member, code, '198.51.100.14')).status).toBe(204);
  });

  it('the addresses of one IPv6 /64 are one source', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const code = await codeAskedFrom(member, '198.51.100.15');
    for (let host = 1; host <= 5; host += 1) await reset(member, wrongFor(code), `2001:db8:77:1::${host}`);
    expect((await reset(member, code, '2001:db8:77:1::99')).error.message).toBe(REJECTED);
    expect((await reset(member, code, '2001:db8:77:2::1')).status).toBe(204);
  });
});

describe('a blocked staff member’s sign-in says nothing about the password (9h)', () => {
  it('the right and a wrong password get the same answer, and count the same towards the lock', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const blocked = await server.send(
      staffMembers.blockStaff,
      { params: { id: member.id } },
      { token: admin.token },
    );
    expect(blocked.status).toBe(200);
    const address = '203.0.113.60';
    const login = (password: string) =>
      server.send(auth.login, { body: { email: member.email, password } }, from(address));
    const right = await login(member.password);
    const wrong = await login('Wrong-Password-1');
    expect(right.status).toBe(422);
    expect(right.error).toEqual(wrong.error);
    expect(right.error.message).toBe('Incorrect email or password');
    for (let attempt = 3; attempt <= 4; attempt += 1) await login(member.password);
    const fifth = await login(member.password);
    expect(fifth.status).toBe(429);
    expect(fifth.headers.get('retry-after')).toBe('900');
  });
});
