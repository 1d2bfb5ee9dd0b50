import { eq } from 'drizzle-orm';
import type { LoginAnswer, LoginBody } from '#contract/dashboard/auth.js';
import type { AppDeps } from '#server/deps.js';
import { staff, staffRoles } from '#server/db/schema/index.js';
import {
  hashPassword,
  needsRehash,
  verifyPassword,
  verifyWithoutAccount,
} from '#server/lib/auth/passwords.js';
import { AppError } from '#server/lib/errors.js';
import { permissionsOfRole, sortedPermissions } from '../roles/role-permissions.js';
import { claimPasswordCheck, clearPasswordChecks, failedPasswordCheck, lockedOut } from './login-attempts.js';
import { startStaffSession } from './staff-sessions.js';

/**
 * Email and password → a back-office token. A wrong password, an unknown email and a blocked account
 * (whatever the password) get the same answer after the same argon2 work, and count the same; five
 * failures on an email (known or not) from one IP lock that pair for 15 minutes, and failures from
 * many IPs slow the wrong answers down.
 */
export async function login(deps: AppDeps, body: LoginBody, ip: string): Promise<LoginAnswer> {
  const now = deps.clock.now();
  const attempt = { email: body.email, ip };
  const claim = await claimPasswordCheck(deps.db, attempt, now);
  if (!claim.allowed) throw lockedOut(claim.retryAfterSeconds);

  const [account] = await deps.db
    .select({
      id: staff.id,
      passwordHash: staff.passwordHash,
      blockedAt: staff.blockedAt,
      permissions: staffRoles.permissions,
      isSuperAdmin: staffRoles.isSuperAdmin,
    })
    .from(staff)
    .innerJoin(staffRoles, eq(staffRoles.id, staff.roleId))
    .where(eq(staff.email, body.email));
  const valid = account
    ? await verifyPassword(account.passwordHash, body.password)
    : await verifyWithoutAccount(body.password);
  // A blocked account's answer must not tell whether the password was right (issue 30, item 9h).
  if (!account || !valid || account.blockedAt) {
    return failedPasswordCheck(deps, attempt, claim, now, new AppError('invalid', 'invalidCredentials'));
  }
  await clearPasswordChecks(deps.db, attempt);

  const permissions = permissionsOfRole(account);
  if (!permissions.has('AllowLoginToDashboard')) throw new AppError('forbidden', 'dashboardLoginNotAllowed');
  if (needsRehash(account.passwordHash)) {
    const passwordHash = await hashPassword(body.password);
    await deps.db.update(staff).set({ passwordHash }).where(eq(staff.id, account.id));
  }
  const session = await startStaffSession(deps, account.id);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    permissions: sortedPermissions(permissions),
  };
}
