import { useTranslation } from 'react-i18next';
import { Route, Routes } from 'react-router';
import { AgentsPage } from '../../features/dashboard/agents/AgentsPage';
import { AccountPage } from '../../features/dashboard/auth/AccountPage';
import { AuditLogPage } from '../../features/dashboard/audit/AuditLogPage';
import { BroadcastPage } from '../../features/dashboard/notifications/BroadcastPage';
import { ComingSoonPage } from './ComingSoonPage';
import { DashboardNotFoundPage } from './DashboardNotFoundPage';
import { LoginPage } from '../../features/dashboard/auth/LoginPage';
import { LookupsPage } from '../../features/dashboard/lookups/LookupsPage';
import { PropertiesPage } from '../../features/dashboard/properties/PropertiesPage';
import { UsersPage } from '../../features/dashboard/users/UsersPage';
import { UserDetailPage } from '../../features/dashboard/users/UserDetailPage';
import { SupportInboxPage } from '../../features/dashboard/contacts/SupportInboxPage';
import { SupportMessagePage } from '../../features/dashboard/contacts/SupportMessagePage';
import { ReviewsModerationPage } from '../../features/dashboard/abuse/ReviewsModerationPage';
import { MessagesModerationPage } from '../../features/dashboard/abuse/MessagesModerationPage';
import { PropertyReviewPage } from '../../features/dashboard/properties/PropertyReviewPage';
import { RoleEditorPage } from '../../features/dashboard/roles/RoleEditorPage';
import { RolesPage } from '../../features/dashboard/roles/RolesPage';
import { StaffPage } from '../../features/dashboard/staff/StaffPage';
import { TestimonialsPage } from '../../features/dashboard/testimonials/TestimonialsPage';
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
