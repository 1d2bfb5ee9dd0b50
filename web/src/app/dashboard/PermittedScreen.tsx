import { Outlet, useMatches } from 'react-router';
import type { DashboardPermission } from '#contract/dashboard/permissions';
import { useStaffPermissions } from '#web/lib/session/staff-session';
import { NotAllowedPage } from './NotAllowedPage';

/** What a back-office route says of itself in its `handle` (routes.tsx). */
export interface ScreenHandle {
  /** The screen shows only with this permission. */
  permission?: DashboardPermission;
}

/** The shell's screen: the route's own, or the "not allowed" screen without the permission it names. */
export function PermittedScreen() {
  const permissions = useStaffPermissions();
  const handle = useMatches().at(-1)?.handle as ScreenHandle | undefined;
  const needed = handle?.permission;
  return needed && !permissions.includes(needed) ? <NotAllowedPage /> : <Outlet />;
}
