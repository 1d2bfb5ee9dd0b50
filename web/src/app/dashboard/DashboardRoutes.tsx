import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { AgentsPage } from '../../features/dashboard/pages/AgentsPage';
import { AccountPage } from '../../features/dashboard/pages/AccountPage';
import { AuditLogPage } from '../../features/dashboard/pages/AuditLogPage';
import { BroadcastPage } from '../../features/dashboard/pages/BroadcastPage';
import { ComingSoonPage } from '../../features/dashboard/pages/ComingSoonPage';
import { DashboardNotFoundPage } from '../../features/dashboard/pages/DashboardNotFoundPage';
import { LoginPage } from '../../features/dashboard/pages/LoginPage';
import { LookupsPage } from '../../features/dashboard/pages/LookupsPage';
import { PropertiesPage } from '../../features/dashboard/pages/PropertiesPage';
import { UsersPage } from '../../features/dashboard/pages/UsersPage';
import { UserDetailPage } from '../../features/dashboard/pages/UserDetailPage';
import { SupportInboxPage } from '../../features/dashboard/pages/SupportInboxPage';
import { SupportMessagePage } from '../../features/dashboard/pages/SupportMessagePage';
import { ReviewsModerationPage } from '../../features/dashboard/pages/ReviewsModerationPage';
import { MessagesModerationPage } from '../../features/dashboard/pages/MessagesModerationPage';
import { PropertyReviewPage } from '../../features/dashboard/pages/PropertyReviewPage';
import { RoleEditorPage } from '../../features/dashboard/pages/RoleEditorPage';
import { RolesPage } from '../../features/dashboard/pages/RolesPage';
import { StaffPage } from '../../features/dashboard/pages/StaffPage';
import { TestimonialsPage } from '../../features/dashboard/pages/TestimonialsPage';
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
        <Route
          path="users"
          element={
            <RequirePermission permission="Users.View">
              <UsersPage />
            </RequirePermission>
          }
        />
        <Route
          path="users/:id"
          element={
            <RequirePermission permission="Users.Read">
              <UserDetailPage />
            </RequirePermission>
          }
        />
        <Route
          path="support"
          element={
            <RequirePermission permission="Contacts.View">
              <SupportInboxPage />
            </RequirePermission>
          }
        />
        <Route
          path="support/:id"
          element={
            <RequirePermission permission="Contacts.Read">
              <SupportMessagePage />
            </RequirePermission>
          }
        />
        <Route
          path="reviews"
          element={
            <RequirePermission permission="Ratings.View">
              <ReviewsModerationPage />
            </RequirePermission>
          }
        />
        <Route
          path="messages"
          element={
            <RequirePermission permission="Comments.View">
              <MessagesModerationPage />
            </RequirePermission>
          }
        />
        <Route
          path="agents"
          element={
            <RequirePermission permission="Agents.View">
              <AgentsPage />
            </RequirePermission>
          }
        />
        <Route
          path="testimonials"
          element={
            <RequirePermission permission="Testimonials.View">
              <TestimonialsPage />
            </RequirePermission>
          }
        />
        <Route path="account" element={<AccountPage />} />
        <Route
          path="notifications"
          element={
            <RequirePermission permission="Notifications.View">
              <BroadcastPage />
            </RequirePermission>
          }
        />
        <Route
          path="lookups"
          element={
            <RequirePermission permission="Lookups.View">
              <LookupsPage />
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
