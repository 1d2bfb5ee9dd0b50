import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DashboardPermission } from '#contract/dashboard/permissions.js';
import type { AppDeps } from '#server/deps.js';
import { staff, staffRoles, staffSessions } from '#server/db/schema/index.js';
import { openSession } from '#server/lib/auth/open-session.js';
import { verifyStaffToken } from '#server/lib/auth/staff-jwt.js';
import { AppError } from '#server/lib/errors.js';
import { permissionsOfRole } from '../roles/role-permissions.js';

export interface StaffCaller {
  id: string;
  email: string;
  sessionId: string;
  roleId: number;
  isSuperAdmin: boolean;
  /** Read from the role on every request, so an edited role takes effect at once. */
  permissions: ReadonlySet<DashboardPermission>;
}

/**
 * Checks a back-office token and that its session is open and its staff member not blocked, then
 * reads the role's permissions. A website token fails here: other key, audience and type.
 */
export async function authenticateStaff(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets'>,
  authorization: string | undefined,
): Promise<StaffCaller> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match?.[1]) throw new AppError('unauthenticated', 'unauthenticated');
  const claims = await verifyStaffToken(match[1], deps.secrets.staffJwtKey, deps.clock);
  if (!claims) throw new AppError('unauthenticated', 'sessionExpired');
  const [row] = await deps.db
    .select({
      email: staff.email,
      roleId: staffRoles.id,
      permissions: staffRoles.permissions,
      isSuperAdmin: staffRoles.isSuperAdmin,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .innerJoin(staffRoles, eq(staffRoles.id, staff.roleId))
    .where(
      and(
        eq(staffSessions.id, claims.sessionId),
        eq(staffSessions.staffId, claims.staffId),
        openSession(staffSessions, deps.clock.now()),
        isNull(staff.blockedAt),
      ),
    );
  if (!row) throw new AppError('unauthenticated', 'sessionExpired');
  return {
    id: claims.staffId,
    email: row.email,
    sessionId: claims.sessionId,
    roleId: row.roleId,
    isSuperAdmin: row.isSuperAdmin,
    permissions: permissionsOfRole(row),
  };
}

export function staffOf(request: FastifyRequest): StaffCaller {
  if (!request.staff) throw new AppError('unauthenticated', 'unauthenticated');
  return request.staff;
}
