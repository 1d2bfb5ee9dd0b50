import { Navigate } from 'react-router';
import { useStaffPermissions } from '#web/lib/session/staff-session';
import { HomePage } from '#web/features/dashboard-statistics/pages/HomePage';
import { NotAllowedPage } from './NotAllowedPage';
import { MENU, menuPath } from './menu';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { DashboardHome as Component };

/** /dashboard: the home with ViewDashboard, else the first screen the staff member may open. */
export function DashboardHome() {
  const permissions = useStaffPermissions();
  if (permissions.includes('ViewDashboard')) return <HomePage />;
  const first = MENU.find((entry) => entry.path && permissions.includes(entry.permission));
  return first ? <Navigate to={menuPath(first)} replace /> : <NotAllowedPage />;
}
