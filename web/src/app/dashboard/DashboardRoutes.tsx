import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { AuditLogPage } from '../../features/dashboard/pages/AuditLogPage';
import { ComingSoonPage } from '../../features/dashboard/pages/ComingSoonPage';
import { DashboardNotFoundPage } from '../../features/dashboard/pages/DashboardNotFoundPage';
import { LoginPage } from '../../features/dashboard/pages/LoginPage';
import { PropertiesPage } from '../../features/dashboard/pages/PropertiesPage';
import { PropertyReviewPage } from '../../features/dashboard/pages/PropertyReviewPage';
import { RoleEditorPage } from '../../features/dashboard/pages/RoleEditorPage';
import { RolesPage } from '../../features/dashboard/pages/RolesPage';
import { StaffPage } from '../../features/dashboard/pages/StaffPage';
import { DashboardHome } from './DashboardHome';
import { DashboardShell } from './DashboardShell';
import { MENU } from './menu';
import { RequirePermission } from './RequirePermission';

/**
 * Everything under /dashboard, loaded as its own chunk by the one `/dashboard/*` route of routes.tsx:
 * the public pages never download the back-office.
 */
export function DashboardRoutes() {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route element={<DashboardShell />}>
        <Route index element={<DashboardHome />} />
        <Route
          path="properties"
          element={
            <RequirePermission permission="Properties.View">
              <PropertiesPage />
            </RequirePermission>
          }
        />
        <Route
          path="properties/:id"
          element={
            <RequirePermission permission="Properties.Read">
              <PropertyReviewPage />
            </RequirePermission>
          }
        />
        <Route
          path="roles"
          element={
            <RequirePermission permission="Roles.View">
              <RolesPage />
            </RequirePermission>
          }
        />
        <Route
          path="roles/new"
          element={
            <RequirePermission permission="Roles.Create">
              <RoleEditorPage />
            </RequirePermission>
          }
        />
        <Route
          path="roles/:id"
          element={
            <RequirePermission permission="Roles.Read">
              <RoleEditorPage />
            </RequirePermission>
          }
        />
        <Route
          path="staff"
          element={
            <RequirePermission permission="Staff.View">
              <StaffPage />
            </RequirePermission>
          }
        />
        <Route
          path="audit-log"
          element={
            <RequirePermission permission="AuditLog.View">
              <AuditLogPage />
            </RequirePermission>
          }
        />
        {MENU.filter((entry) => entry.comingSoon).map((entry) => (
          <Route
            key={entry.id}
            path={entry.path}
            element={
              <RequirePermission permission={entry.permission}>
                <ComingSoonPage title={t(`dashboard.nav.${entry.id}`)} />
              </RequirePermission>
            }
          />
        ))}
        <Route path="*" element={<DashboardNotFoundPage />} />
      </Route>
    </Routes>
  );
}
