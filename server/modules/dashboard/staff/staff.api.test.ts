import { beforeAll, describe, expect, it } from 'vitest';
import { pathOf, type EndpointAnswer } from '#contract/endpoint.js';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as staff from '#contract/endpoints/dashboard/staff.js';
import { newSaudiMobile } from '#server/test/support/clients/sign-in-flow.js';
import {
  ADMIN,
  adminEnv,
  createRole,
  createStaff,
  login,
  staffWith,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

let roleId: number;

const server = useTestServer(adminEnv);
const admin = useAdmin(server);
beforeAll(async () => {
  roleId = await createRole(server, admin.token, ['AllowLoginToDashboard'], 'Agents desk');
});

const as = (token: string) => ({ token, language: 'en' as const });
const me = (token: string) => server.send(auth.getMe, {}, as(token));
const getStaff = (id: string) => server.send(staff.getStaff, { params: { id } }, as(admin.token));

describe('staff members', () => {
  it('are created with a mobile phone in E.164 and read back without any password field', async () => {
    const phone = newSaudiMobile();
    const created = await server.send(
      staff.createStaff,
      {
        body: {
          email: 'Sara@Manzil.test',
          fullName: 'Sara',
          password: 'Desert-Rose-Morning-5',
          roleId,
          phoneNumber: `0${phone.national}`,
        },
      },
      as(admin.token),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'sara@manzil.test',
      fullName: 'Sara',
      phoneNumber: phone.e164,
      role: { id: roleId, name: 'Agents desk', isSuperAdmin: false },
      isBlocked: false,
      lastLoginAt: null,
    });
    expect(JSON.stringify(created.body)).not.toMatch(/password(?!ChangedAt)|argon/i);
    const read = await getStaff(created.body.id);
    expect(read.body).toEqual(created.body);
    await login(server, 'sara@manzil.test', 'Desert-Rose-Morning-5');
    const after = await getStaff(created.body.id);
    expect(after.body.lastLoginAt).not.toBeNull();
  });

  it('refuse a taken email (409), an unknown role (422) and a bad phone (422)', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const taken = await server.send(
      staff.createStaff,
      {
        body: { email: member.email.toUpperCase(), fullName: 'X', password: 'Desert-Rose-Morning-6', roleId },
      },
      as(admin.token),
    );
    expect(taken.status).toBe(409);
    expect(taken.error.message).toBe('This email address belongs to another staff member');
    const noRole = await server.send(
      staff.createStaff,
      {
        body: {
          email: 'norole@manzil.test',
          fullName: 'X',
          password: 'Desert-Rose-Morning-6',
          roleId: 999_999,
        },
      },
      as(admin.token),
    );
    expect(noRole.status).toBe(422);
    expect(noRole.error.errors?.roleId).toEqual(['The selected option is not available']);
    const phone = await server.send(
      staff.createStaff,
      {
        body: {
          email: 'phone@manzil.test',
          fullName: 'X',
          password: 'Desert-Rose-Morning-6',
          roleId,
          phoneNumber: '+966112345678',
        },
      },
      as(admin.token),
    );
    expect(phone.status).toBe(422);
    expect(phone.error.errors?.phoneNumber).toEqual(['Please enter a mobile number']);
  });

  it('apply the password rules on creation', async () => {
    const cases: [string, string][] = [
      ['Short-1', 'The password must have at least 10 characters'],
      ['1234567890', 'This password is too common and easy to guess; choose a stronger one'],
      ['QWERTYUIOP', 'This password is too common and easy to guess; choose a stronger one'],
      ['Password2025!', 'This password is too common and easy to guess; choose a stronger one'],
      ['١٢٣٤٥٦٧٨٩٠', 'This password is too common and easy to guess; choose a stronger one'],
      ['كلمةالمرور', 'This password is too common and easy to guess; choose a stronger one'],
      ['ضصثقفغعهخح', 'This password is too common and easy to guess; choose a stronger one'],
      ['aaaaaaaaaaaa', 'This password is too common and easy to guess; choose a stronger one'],
      ['rules@manzil.test', 'The password must not be the email address'],
    ];
    for (const [password, message] of cases) {
      const answer = await server.send(
        staff.createStaff,
        { body: { email: 'rules@manzil.test', fullName: 'X', password, roleId } },
        as(admin.token),
      );
      expect(answer.status, password).toBe(422);
      expect(answer.error.errors?.password, password).toEqual([message]);
    }
  });

  it('are updated; a password set by someone else ends their sessions', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const token = await login(server, member.email, member.password);
    const renamed = await server.send(
      staff.updateStaff,
      { params: { id: member.id }, body: { fullName: 'Renamed', phoneNumber: null } },
      as(admin.token),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.fullName).toBe('Renamed');
    expect((await me(token)).status).toBe(200);
    const password = await server.send(
      staff.updateStaff,
      { params: { id: member.id }, body: { password: 'Another-Fresh-Secret-3' } },
      as(admin.token),
    );
    expect(password.status).toBe(200);
    expect((await me(token)).status).toBe(401);
    await login(server, member.email, 'Another-Fresh-Secret-3');
  });

  it('block ends their sessions at once and refuses sign-in; unblock lets them back', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const token = await login(server, member.email, member.password);
    const blocked = await server.send(staff.blockStaff, { params: { id: member.id } }, as(admin.token));
    expect(blocked.status).toBe(200);
    expect(blocked.body.isBlocked).toBe(true);
    expect((await me(token)).status).toBe(401);
    const refused = await server.send(
      auth.login,
      { body: { email: member.email, password: member.password } },
      { language: 'en' },
    );
    // Issue 30 (9h): a blocked account answers as a wrong password does, so the answer says nothing
    // about whether the password was right.
    expect(refused.status).toBe(422);
    expect(refused.error.message).toBe('Incorrect email or password');
    const unblocked = await server.send(staff.unblockStaff, { params: { id: member.id } }, as(admin.token));
    expect(unblocked.body.isBlocked).toBe(false);
    await login(server, member.email, member.password);
  });

  it('are deleted, and their tokens stop working', async () => {
    const member = await createStaff(server, admin.token, roleId);
    const token = await login(server, member.email, member.password);
    expect(
      (await server.send(staff.deleteStaff, { params: { id: member.id } }, as(admin.token))).status,
    ).toBe(204);
    expect((await getStaff(member.id)).status).toBe(404);
    expect((await me(token)).status).toBe(401);
  });

  it('nobody deletes, blocks, re-roles or sets the password of their own account here (409)', async () => {
    const self = { id: admin.id };
    for (const [endpoint, send] of [
      [staff.deleteStaff, () => server.send(staff.deleteStaff, { params: self }, as(admin.token))],
      [staff.blockStaff, () => server.send(staff.blockStaff, { params: self }, as(admin.token))],
      [
        staff.updateStaff,
        () => server.send(staff.updateStaff, { params: self, body: { roleId } }, as(admin.token)),
      ],
      [
        staff.updateStaff,
        () =>
          server.send(
            staff.updateStaff,
            { params: self, body: { password: 'Some-Other-Secret-8' } },
            as(admin.token),
          ),
      ],
    ] as const) {
      const answer = await send();
      expect(answer.status, `${endpoint.method} ${pathOf(endpoint, self)}`).toBe(409);
    }
    const own = await server.send(
      staff.updateStaff,
      { params: self, body: { fullName: 'The Owner' } },
      as(admin.token),
    );
    expect(own.status).toBe(200);
  });

  it('only a super-admin manages a super-admin, and roles are given only by who holds them', async () => {
    const manager = await staffWith(server, admin.token, [
      'Staff.Create',
      'Staff.Update',
      'Staff.Delete',
      'Staff.ReadList',
      'Staff.Read',
    ]);
    for (const endpoint of [staff.deleteStaff, staff.blockStaff]) {
      expect((await server.send(endpoint, { params: { id: admin.id } }, as(manager.token))).status).toBe(403);
    }
    const strongerRole = await createRole(server, admin.token, [
      'AllowLoginToDashboard',
      'AuditLog.ReadList',
    ]);
    const give = await server.send(
      staff.createStaff,
      {
        body: {
          email: 'given@manzil.test',
          fullName: 'X',
          password: 'Desert-Rose-Morning-7',
          roleId: strongerRole,
        },
      },
      as(manager.token),
    );
    expect(give.status).toBe(403);
    const fine = await server.send(
      staff.createStaff,
      { body: { email: 'fine@manzil.test', fullName: 'X', password: 'Desert-Rose-Morning-7', roleId } },
      as(manager.token),
    );
    expect(fine.status).toBe(201);
  });

  it('list with paging, Query, filters and SortBy', async () => {
    const listRole = await createRole(server, admin.token, ['AllowLoginToDashboard']);
    const emails = ['list-c@manzil.test', 'list-a@manzil.test', 'list-b@manzil.test'];
    const ids: string[] = [];
    for (const email of emails) ids.push((await createStaff(server, admin.token, listRole, { email })).id);
    await server.send(staff.blockStaff, { params: { id: ids[0]! } }, as(admin.token));
    const byEmail = await server.send(
      staff.listStaff,
      { query: { RoleId: listRole, SortBy: 'emailAsc', PageSize: 2 } },
      as(admin.token),
    );
    expect(byEmail.body.totalDataCount).toBe(3);
    expect(byEmail.body.totalPages).toBe(2);
    expect(byEmail.body.data.map((row) => row.email)).toEqual(['list-a@manzil.test', 'list-b@manzil.test']);
    const blocked = await server.send(
      staff.listStaff,
      { query: { RoleId: listRole, IsBlocked: true } },
      as(admin.token),
    );
    expect(blocked.body.data.map((row) => row.email)).toEqual(['list-c@manzil.test']);
    // Query names are matched whatever their case (query).
    const query = await server.call<EndpointAnswer<typeof staff.listStaff>>(
      'GET',
      `${staff.listStaff.path}?query=LIST-B`,
      undefined,
      as(admin.token),
    );
    expect(query.body.data.map((row) => row.email)).toEqual(['list-b@manzil.test']);
    const adminRow = await server.send(staff.listStaff, { query: { Query: ADMIN.email } }, as(admin.token));
    expect(adminRow.body.data[0]?.role.isSuperAdmin).toBe(true);
  });

  it('an id that is not a staff id answers 404', async () => {
    expect((await getStaff('not-a-uuid')).status).toBe(404);
    expect(
      (
        await server.send(
          staff.deleteStaff,
          { params: { id: '00000000-0000-4000-8000-000000000000' } },
          as(admin.token),
        )
      ).status,
    ).toBe(404);
  });
});
