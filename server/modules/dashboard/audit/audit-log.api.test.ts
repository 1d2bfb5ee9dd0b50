import { describe, expect, it } from 'vitest';
import type { EndpointInput } from '#contract/endpoint.js';
import * as audit from '#contract/endpoints/dashboard/audit.js';
import * as auth from '#contract/endpoints/dashboard/auth.js';
import * as roles from '#contract/endpoints/dashboard/roles.js';
import * as staff from '#contract/endpoints/dashboard/staff.js';
import {
  adminEnv,
  createRole,
  createStaff,
  login,
  staffWith,
} from '#server/test/support/fixtures/staff-fixtures.js';
import { useAdmin, useTestServer } from '#server/test/support/suite.js';

const server = useTestServer(adminEnv);
const admin = useAdmin(server);

type AuditQuery = EndpointInput<typeof audit.listAuditLog>['query'];
const auditLog = (query: AuditQuery = {}, token = admin.token) =>
  server.send(audit.listAuditLog, { query }, { token });
const entriesFor = async (resourceId: string | number, token = admin.token) =>
  (await auditLog({ ResourceId: String(resourceId), SortBy: 'oldest' }, token)).body.data;

describe('the audit log', () => {
  it('records role writes with who, what, before, after and the request id', async () => {
    const created = await server.send(
      roles.createRole,
      { body: { name: 'Audited', permissions: ['Ratings.ReadList'] } },
      { token: admin.token, headers: { 'x-request-id': 'audit-test-request-1' } },
    );
    const id = created.body.id;
    await server.send(
      roles.updateRole,
      { params: { id }, body: { name: 'Audited 2', permissions: [] } },
      { token: admin.token },
    );
    await server.send(roles.deleteRole, { params: { id } }, { token: admin.token });
    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[0]).toMatchObject({
      staff: { id: admin.id, email: 'admin@manzil.test' },
      resource: 'Roles',
      resourceId: String(id),
      before: null,
      after: { id, name: 'Audited', permissions: ['Ratings.ReadList'], isSuperAdmin: false },
      requestId: 'audit-test-request-1',
    });
    expect(entries[1]?.before).toMatchObject({ name: 'Audited' });
    expect(entries[1]?.after).toMatchObject({ name: 'Audited 2', permissions: [] });
    expect(entries[2]).toMatchObject({ before: { name: 'Audited 2' }, after: null });
  });

  it('records staff writes without any password or hash, password changes as timestamps only', async () => {
    const roleId = await createRole(server, admin.token, ['AllowLoginToDashboard']);
    const member = await createStaff(server, admin.token, roleId);
    server.clock.advance(60);
    await server.send(
      staff.updateStaff,
      { params: { id: member.id }, body: { fullName: 'New Name', password: 'Set-By-Admin-Secret-1' } },
      { token: admin.token },
    );
    await server.send(staff.blockStaff, { params: { id: member.id } }, { token: admin.token });
    await server.send(staff.unblockStaff, { params: { id: member.id } }, { token: admin.token });
    const token = await login(server, member.email, 'Set-By-Admin-Secret-1');
    await server.send(
      auth.changePassword,
      { body: { currentPassword: 'Set-By-Admin-Secret-1', newPassword: 'Chosen-By-Self-Secret-2' } },
      { token },
    );
    await server.send(staff.deleteStaff, { params: { id: member.id } }, { token: admin.token });

    const entries = await entriesFor(member.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'create',
      'update',
      'block',
      'unblock',
      'change-password',
      'delete',
    ]);
    expect(entries[1]?.before?.fullName).toBe('Test Staff');
    expect(entries[1]?.after?.fullName).toBe('New Name');
    expect(entries[1]?.after?.passwordChangedAt).not.toBe(entries[1]?.before?.passwordChangedAt);
    expect(entries[2]?.after?.blockedAt).not.toBeNull();
    expect(entries[4]).toMatchObject({ staff: { email: member.email }, resource: 'Staff' });
    // The member is gone; the entry still says who acted.
    expect(entries[4]?.staff.id).toBeNull();
    const text = JSON.stringify(entries);
    for (const secret of [
      member.password,
      'Set-By-Admin-Secret-1',
      'Chosen-By-Self-Secret-2',
      'argon2',
      'passwordHash',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('a refused write records nothing (same transaction)', async () => {
    const roleId = await createRole(server, admin.token, ['AllowLoginToDashboard'], 'Held');
    await createStaff(server, admin.token, roleId);
    const before = (await auditLog()).body.totalDataCount;
    expect(
      (await server.send(roles.deleteRole, { params: { id: roleId } }, { token: admin.token })).status,
    ).toBe(409);
    expect(
      (
        await server.send(
          roles.createRole,
          { body: { name: 'held', permissions: [] } },
          { token: admin.token },
        )
      ).status,
    ).toBe(409);
    expect((await auditLog()).body.totalDataCount).toBe(before);
  });

  it('filters by staff member, resource, action and time, with paging', async () => {
    const auditor = await staffWith(server, admin.token, ['AuditLog.ReadList', 'Roles.Create']);
    const start = server.clock.now().toISOString();
    server.clock.advance(60);
    await server.send(
      roles.createRole,
      { body: { name: 'By auditor 1', permissions: [] } },
      { token: auditor.token },
    );
    await server.send(
      roles.createRole,
      { body: { name: 'By auditor 2', permissions: [] } },
      { token: auditor.token },
    );
    server.clock.advance(60);
    const middle = server.clock.now().toISOString();
    server.clock.advance(60);
    await server.send(
      roles.createRole,
      { body: { name: 'By auditor 3', permissions: [] } },
      { token: auditor.token },
    );

    const get = (query: AuditQuery) => auditLog(query, auditor.token);
    const mine = await get({ StaffId: auditor.id, PageSize: 2 });
    expect(mine.status).toBe(200);
    expect(mine.body.totalDataCount).toBe(3);
    expect(mine.body.totalPages).toBe(2);
    expect(mine.body.data[0]?.after?.name).toBe('By auditor 3');
    const early = await get({ StaffId: auditor.id, From: start, To: middle });
    expect(early.body.data.map((entry) => entry.after?.name)).toEqual(['By auditor 2', 'By auditor 1']);
    expect((await get({ StaffId: auditor.id, Action: 'delete' })).body.totalDataCount).toBe(0);
    expect(
      (await get({ StaffId: auditor.id, Resource: 'Roles', Action: 'create' })).body.totalDataCount,
    ).toBe(3);
    expect((await get({ StaffId: auditor.id, Resource: 'Staff' })).body.totalDataCount).toBe(0);
    expect((await get({ Resource: 'Nonsense' as never })).status).toBe(422);
    expect((await get({ From: 'yesterday' })).status).toBe(422);
  });

  it('is read only with AuditLog.ReadList', async () => {
    const other = await staffWith(server, admin.token, ['Roles.ReadList']);
    const answer = await server.send(audit.listAuditLog, {}, { token: other.token, language: 'en' });
    expect(answer.status).toBe(403);
    expect(answer.error.message).toBe('You need the AuditLog.ReadList permission to do this');
  });
});
