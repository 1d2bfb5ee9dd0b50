import type { ReactNode } from 'react';
import type { DashboardPermission } from '#contract/dashboard/permissions';
import { useStaffPermissions } from '#web/lib/session/staff-session';
import { NotAllowedPage } from './NotAllowedPage';

/** A screen shows only with its permission; otherwise the "not allowed" screen, inside the shell. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: DashboardPermission;
  children: ReactNode;
}) {
  const permissions = useStaffPermissions();
  return permissions.includes(permission) ? children : <NotAllowedPage />;
}
