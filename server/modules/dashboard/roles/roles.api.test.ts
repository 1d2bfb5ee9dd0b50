import { describe, expect, it } from 'vitest';
import { dashboardPermissions } from '#contract/dashboard/permissions.js';
import type { EndpointAnswer } from '#contract/endpoint.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import {
  adminEnv,
  createRole,
  createStaff,
  staffWith,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const admin = useAdmin(server);

const as = (token: string) => ({ token, language: 'en' as const });
const superRoleId = async () => {
  const list = await server.send(roles.listRoles, { query: { PageSize: 100 } }, as(admin.token));
  return list.body.data.find((role) => role.isSuperAdmin)?.id ?? 0;
};

describe('the permission catalogue', () => {
  it('lists every permission with its resource and action', async () => {
    const answer = await server.send(roles.permissions, {}, as(admin.token));
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(dashboardPermissions.length);
    expect(answer.body.data).toContainEqual({
      name: 'Properties.Approve',
      resource: 'Properties',
      action: 'Approve',
    });
    expect(answer.body.data).toContainEqual({ name: 'AllowLoginToDashboard', resource: null, action: null });
    for (const name of [
      'Notifications.Broadcast',
      'Properties.Feature',
      'ViewGlobalStatistics',
      'AuditLog.ReadList',
    ]) {
      expect(dashboardPermissions).toContain(name);
    }
  });
});

describe('roles', () => {
  it('are created, read, renamed with new permissions and deleted', async () => {
    const created = await server.send(
      roles.createRole,
      {
        body: {
          name: '  Moderators ',
          permissions: ['Properties.Approve', 'Properties.Approve', 'AllowLoginToDashboard'],
        },
      },
      as(admin.token),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Moderators',
      permissions: ['AllowLoginToDashboard', 'Properties.Approve'],
      isSuperAdmin: false,
      staffCount: 0,
    });
    const id = created.body.id;
    expect((await server.send(roles.getRole, { params: { id } }, as(admin.token))).body.name).toBe(
      'Moderators',
    );
    const updated = await server.send(
      roles.updateRole,
      { params: { id }, body: { name: 'Reviewers', permissions: ['Ratings.ReadList'] } },
      as(admin.token),
    );
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Reviewers', permissions: ['Ratings.ReadList'] });
    expect((await server.send(roles.deleteRole, { params: { id } }, as(admin.token))).status).toBe(204);
    expect((await server.send(roles.getRole, { params: { id } }, as(admin.token))).status).toBe(404);
  });

  it('refuse an unknown permission name (422)', async () => {
    const answer = await server.send(
      roles.createRole,
      { body: { name: 'Odd', permissions: ['Products.Create' as never] } },
      as(admin.token),
    );
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.error.errors ?? {})[0]).toMatch(/^permissions/);
  });

  it('have unique names whatever the letter case (409)', async () => {
    await createRole(server, admin.token, [], 'Editors');
    const clash = await server.send(
      roles.createRole,
      { body: { name: 'EDITORS', permissions: [] } },
      as(admin.token),
    );
    expect(clash.status).toBe(409);
    expect(clash.error.message).toBe('A role with this name already exists');
    const other = await createRole(server, admin.token, [], 'Writers');
    const rename = await server.send(
      roles.updateRole,
      { params: { id: other }, body: { name: 'editors', permissions: [] } },
      as(admin.token),
    );
    expect(rename.status).toBe(409);
  });

  it('in use cannot be deleted (409, localized, names the count)', async () => {
    const id = await createRole(server, admin.token, ['AllowLoginToDashboard']);
    await createStaff(server, admin.token, id);
    await createStaff(server, admin.token, id);
    const answer = await server.send(roles.deleteRole, { params: { id } }, as(admin.token));
    expect(answer.status).toBe(409);
    expect(answer.error.message).toBe('This role is assigned to staff (2); move them to another role first');
    const arabic = await server.send(roles.deleteRole, { params: { id } }, { token: admin.token });
    expect(arabic.error.message).toBe('لا يمكن حذف دور مسند إلى موظفين (2)، انقلهم إلى دور آخر أولًا');
    expect((await server.send(roles.getRole, { params: { id } }, as(admin.token))).body.staffCount).toBe(2);
  });

  it('the super-admin role cannot be changed or deleted (409)', async () => {
    const id = await superRoleId();
    const edit = await server.send(
      roles.updateRole,
      { params: { id }, body: { name: 'Not so super', permissions: [] } },
      as(admin.token),
    );
    expect(edit.status).toBe(409);
    expect(edit.error.message).toBe(
      'The super-admin role holds every permission and cannot be changed or deleted',
    );
    expect((await server.send(roles.deleteRole, { params: { id } }, as(admin.token))).status).toBe(409);
    const role = await server.send(roles.getRole, { params: { id } }, as(admin.token));
    expect(role.body.permissions).toHaveLength(dashboardPermissions.length);
  });

  it('an edit takes effect on the next request of the role’s staff', async () => {
    const member = await staffWith(server, admin.token, ['Roles.ReadList']);
    expect((await server.send(roles.listRoles, {}, as(member.token))).status).toBe(200);
    await server.send(
      roles.updateRole,
      {
        params: { id: member.roleId },
        body: { name: `r-${member.id}`, permissions: ['AllowLoginToDashboard'] },
      },
      as(admin.token),
    );
    const refused = await server.send(roles.listRoles, {}, as(member.token));
    expect(refused.status).toBe(403);
    expect(refused.error.message).toBe('You need the Roles.ReadList permission to do this');
    await server.send(
      roles.updateRole,
      { params: { id: member.roleId }, body: { name: `r-${member.id}`, permissions: ['Roles.ReadList'] } },
      as(admin.token),
    );
    const locked = await server.send(roles.listRoles, {}, as(member.token));
    expect(locked.status).toBe(403);
    expect(locked.error.message).toBe('You are not allowed to sign in to the back-office');
  });

  it('nobody grants what they do not hold, nor edits a role that holds more', async () => {
    const manager = await staffWith(server, admin.token, [
      'Roles.Create',
      'Roles.Update',
      'Roles.Delete',
      'Roles.ReadList',
    ]);
    const grant = await server.send(
      roles.createRole,
      { body: { name: 'Sneaky', permissions: ['Staff.Delete'] } },
      as(manager.token),
    );
    expect(grant.status).toBe(403);
    expect(grant.error.message).toBe(
      'You cannot grant permissions you do not hold, or manage someone who holds more than you',
    );
    const own = await server.send(
      roles.createRole,
      { body: { name: 'Helpers', permissions: ['Roles.ReadList'] } },
      as(manager.token),
    );
    expect(own.status).toBe(201);
    const stronger = await createRole(server, admin.token, ['Staff.Delete']);
    expect(
      (
        await server.send(
          roles.updateRole,
          { params: { id: stronger }, body: { name: 'x', permissions: [] } },
          as(manager.token),
        )
      ).status,
    ).toBe(403);
    expect(
      (await server.send(roles.deleteRole, { params: { id: stronger } }, as(manager.token))).status,
    ).toBe(403);
    const escalate = await server.send(
      roles.updateRole,
      {
        params: { id: manager.roleId },
        body: { name: 'mine', permissions: ['AllowLoginToDashboard', 'Staff.Delete'] },
      },
      as(manager.token),
    );
    expect(escalate.status).toBe(403);
  });

  it('list with paging, Query and SortBy', async () => {
    const tag = `zeta-${Date.now()}`;
    for (const name of ['b', 'a', 'c']) await createRole(server, admin.token, [], `${tag}-${name}`);
    // Query names are matched whatever their case (pageSize), and page 0 is the first page.
    const page = await server.call<EndpointAnswer<typeof roles.listRoles>>(
      'GET',
      `${roles.listRoles.path}?Query=${tag}&pageSize=2&PageNumber=0`,
      undefined,
      {
        token: admin.token,
      },
    );
    expect(page.body.totalDataCount).toBe(3);
    expect(page.body.totalPages).toBe(2);
    expect(page.body.data.map((role) => role.name)).toEqual([`${tag}-a`, `${tag}-b`]);
    const desc = await server.send(
      roles.listRoles,
      { query: { Query: tag, SortBy: 'nameDesc' } },
      as(admin.token),
    );
    expect(desc.body.data.map((role: { name: string }) => role.name)).toEqual([
      `${tag}-c`,
      `${tag}-b`,
      `${tag}-a`,
    ]);
    const wildcard = await server.send(roles.listRoles, { query: { Query: '%' } }, as(admin.token));
    expect(wildcard.body.totalDataCount).toBe(0);
    const bad = await server.send(
      roles.listRoles,
      { query: { SortBy: 'sideways' as never } },
      as(admin.token),
    );
    expect(bad.status).toBe(422);
  });
});
